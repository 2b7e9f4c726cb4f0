import { z } from 'zod';

/**
 * The SQL editor (docs/SECURITY.md "SQL editor", docs/API.md): one read-only statement over the
 * views of the schema `shop_sql`, which show only the current shop's rows.
 */

/** The longest statement accepted, in characters. */
export const SQL_TEXT_MAX = 20_000;
/** The most rows one answer carries; a longer result is cut and marked `truncated`. */
export const SQL_ROW_CAP = 10_000;
/** The most bytes (of the answer's JSON rows) one answer carries; past it the result is cut. */
export const SQL_BYTE_CAP = 20 * 1024 * 1024;
/** How long a statement may run on the database. */
export const SQL_TIMEOUT_MS = 10_000;
export const SQL_QUERY_NAME_MAX = 120;

export const sqlRunSchema = z.object({
  sql: z
    .string()
    .min(1, { error: 'sql_query_text_required' })
    .max(SQL_TEXT_MAX, { error: 'sql_query_text_too_long' }),
});
export type SqlRunInput = z.infer<typeof sqlRunSchema>;

export const sqlColumnSchema = z.object({
  name: z.string(),
  /** PostgreSQL's name of the column's type (`numeric`, `date`, `text`…). */
  type: z.string(),
});

/**
 * A cell: numbers for integer and floating types, exact decimal text for `numeric` and `bigint`,
 * booleans, parsed JSON for `json`/`jsonb`, ISO text for dates and times, PostgreSQL's text for
 * the rest, null for NULL.
 */
export const sqlCellSchema = z.union([z.string(), z.number(), z.boolean(), z.null(), z.unknown()]);

export const sqlResultSchema = z.object({
  columns: z.array(sqlColumnSchema),
  rows: z.array(z.array(sqlCellSchema)),
  /** True when the row cap or the byte cap cut the result. */
  truncated: z.boolean(),
  elapsedMs: z.number().int().nonnegative(),
});
export type SqlResult = z.infer<typeof sqlResultSchema>;

/** Why a statement was refused before it ran (`details.reason` of `sql_not_allowed`). */
export const sqlRefusalReasons = [
  'empty',
  'multiple_statements',
  'not_select',
  'select_into',
  'locking',
  'recursive',
  'relation',
  'function',
  'type',
  'construct',
  'parameter',
  'too_costly',
] as const;
export type SqlRefusalReason = (typeof sqlRefusalReasons)[number];

/** `details` of `sql_not_allowed`, `sql_error` and `sql_timeout`. */
export const sqlErrorDetailsSchema = z.object({
  reason: z.enum(sqlRefusalReasons).optional(),
  /** What was refused: a relation's, function's or type's name, a construct's kind. */
  subject: z.string().optional(),
  /** The database's own message (sql_error). */
  message: z.string().optional(),
  /** 1-based character position in the statement, as PostgreSQL counts it. */
  position: z.number().int().positive().optional(),
});
export type SqlErrorDetails = z.infer<typeof sqlErrorDetailsSchema>;

export const savedSqlQuerySchema = z.object({
  id: z.string(),
  name: z.string(),
  sql: z.string(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SavedSqlQuery = z.infer<typeof savedSqlQuerySchema>;

export const savedSqlQueryListSchema = z.object({ queries: z.array(savedSqlQuerySchema) });

export const saveSqlQuerySchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: 'sql_query_name_required' })
    .max(SQL_QUERY_NAME_MAX, { error: 'sql_query_name_too_long' }),
  sql: sqlRunSchema.shape.sql,
});
export type SaveSqlQueryInput = z.infer<typeof saveSqlQuerySchema>;

/** A view of `shop_sql` and its columns, as the schema browser and the completion show them. */
export interface SqlViewDefinition {
  name: string;
  columns: { name: string; type: string }[];
}

const c = (name: string, type: string) => ({ name, type });

/**
 * The views a query may read (migration 0054). A test compares this list with the database's own
 * catalogue on both engines, so it cannot drift.
 */
export const SQL_VIEWS: SqlViewDefinition[] = [
  {
    name: 'orders',
    columns: [
      c('order_id', 'text'),
      c('order_date', 'timestamptz'),
      c('order_day', 'date'),
      c('customer_key', 'text'),
      c('customer_email', 'text'),
      c('customer_name', 'text'),
      c('customer_phone', 'text'),
      c('customer_city', 'text'),
      c('customer_country', 'text'),
      c('customer_zip', 'text'),
      c('revenue', 'numeric'),
      c('revenue_without_vat', 'numeric'),
      c('vat', 'numeric'),
      c('margin', 'numeric'),
      c('margin_estimated', 'boolean'),
      c('currency', 'text'),
      c('is_paid', 'boolean'),
      c('is_online', 'boolean'),
      c('is_cancelled', 'boolean'),
      c('status', 'text'),
      c('payment_method', 'text'),
      c('shipping_method', 'text'),
      c('acquisition_source', 'text'),
      c('acquisition_campaign', 'text'),
      c('item_count', 'integer'),
      c('source', 'text'),
    ],
  },
  {
    name: 'order_lines',
    columns: [
      c('order_id', 'text'),
      c('line_no', 'integer'),
      c('product_code', 'text'),
      c('product_name', 'text'),
      c('category', 'text'),
      c('quantity', 'numeric'),
      c('unit_price', 'numeric'),
      c('line_revenue', 'numeric'),
      c('margin', 'numeric'),
      c('margin_estimated', 'boolean'),
    ],
  },
  {
    name: 'customers',
    columns: [
      c('customer_key', 'text'),
      c('email', 'text'),
      c('name', 'text'),
      c('phone', 'text'),
      c('city', 'text'),
      c('country', 'text'),
      c('zip', 'text'),
      c('total_revenue', 'numeric'),
      c('total_margin', 'numeric'),
      c('total_orders', 'integer'),
      c('avg_order_value', 'numeric'),
      c('first_order_date', 'timestamptz'),
      c('last_order_date', 'timestamptz'),
      c('is_returning', 'boolean'),
      c('tier', 'text'),
      c('lifetime_value', 'numeric'),
      c('order_frequency', 'numeric'),
      c('churn_risk', 'text'),
      c('preferred_payment_method', 'text'),
      c('preferred_shipping_method', 'text'),
    ],
  },
  {
    name: 'products',
    columns: [
      c('product_key', 'text'),
      c('product_code', 'text'),
      c('product_name', 'text'),
      c('category', 'text'),
      c('orders', 'integer'),
      c('quantity', 'numeric'),
      c('revenue', 'numeric'),
      c('margin', 'numeric'),
      c('margin_estimated', 'boolean'),
    ],
  },
  {
    name: 'ad_spend',
    columns: [
      c('day', 'date'),
      c('channel', 'text'),
      c('account', 'text'),
      c('campaign', 'text'),
      c('campaign_id', 'text'),
      c('impressions', 'bigint'),
      c('clicks', 'bigint'),
      c('cost', 'numeric'),
      c('conversions', 'numeric'),
      c('conversion_value', 'numeric'),
      c('currency', 'text'),
      c('source', 'text'),
    ],
  },
  {
    name: 'campaigns',
    columns: [
      c('channel', 'text'),
      c('account', 'text'),
      c('campaign', 'text'),
      c('first_day', 'date'),
      c('last_day', 'date'),
      c('impressions', 'bigint'),
      c('clicks', 'bigint'),
      c('cost', 'numeric'),
      c('conversions', 'numeric'),
      c('conversion_value', 'numeric'),
    ],
  },
  {
    name: 'daily_metrics',
    columns: [
      c('day', 'date'),
      c('orders', 'integer'),
      c('revenue', 'numeric'),
      c('revenue_without_vat', 'numeric'),
      c('margin', 'numeric'),
      c('margin_estimated_orders', 'integer'),
      c('paid_orders', 'integer'),
      c('cancelled_orders', 'integer'),
      c('online_orders', 'integer'),
      c('items', 'integer'),
      c('new_customers', 'integer'),
      c('returning_customer_orders', 'integer'),
    ],
  },
  {
    name: 'daily_ad_spend',
    columns: [
      c('day', 'date'),
      c('cost', 'numeric'),
      c('clicks', 'bigint'),
      c('impressions', 'bigint'),
      c('conversions', 'numeric'),
      c('conversion_value', 'numeric'),
    ],
  },
];

/**
 * The two named queries of the original product (SPEC §5: "revenue trend" and "marketing
 * spending"; SPEC §9: the revenue trend shows 30 rows), offered as ready examples. The editor puts
 * their name in the user's language above them as a comment.
 */
export const SQL_EXAMPLES = {
  revenueTrend: `SELECT day, orders, revenue, margin,
       round(revenue / nullif(orders, 0), 2) AS avg_order_value
FROM daily_metrics
ORDER BY day DESC
LIMIT 30;`,
  marketingSpending: `SELECT s.day, s.cost, s.conversions, s.impressions,
       m.margin,
       round(m.margin / nullif(s.cost, 0), 2) AS poas
FROM daily_ad_spend AS s
LEFT JOIN daily_metrics AS m USING (day)
ORDER BY s.day DESC
LIMIT 30;`,
} as const;
