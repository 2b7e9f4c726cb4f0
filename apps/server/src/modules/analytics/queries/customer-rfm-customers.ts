import type { RfmCustomer, RfmSegment } from '@ziskomer/contracts';
import type { Database } from '@ziskomer/db';
import { getRfmSegment, listRfmGridCells, type RfmScore } from '@ziskomer/domain';
import { type RawBuilder, sql, type Transaction } from 'kysely';

interface Row {
  customer_key: string;
  email: string | null;
  name: string | null;
  phone: string | null;
  city: string | null;
  orders: string | number;
  revenue: string | number;
  last_order_date: Date | string;
  recency_days: string | number;
  recency: string | number;
  frequency: string | number;
  monetary: string | number;
}

/** The grid cells of a segment as recency × 10 + frequency (e.g. 51 for R 5, F 1). */
function segmentCells(segment: RfmSegment): number[] {
  return listRfmGridCells()
    .filter((cell) => cell.segment === segment)
    .map((cell) => cell.recency * 10 + cell.frequency);
}

/**
 * The segment's rows of customer_scores narrowed to one page by `where` and `order` + `limit`
 * first, then joined to the customers' contact details (only the page's customers).
 */
function selectSegment(
  shopId: string,
  segment: RfmSegment,
  today: string,
  page: { where: RawBuilder<unknown>; order: RawBuilder<unknown>; limit: number; offset: number },
) {
  return sql<Row>`
    SELECT s.customer_key, c.email, c.name, c.phone, c.city, s.orders, s.revenue, c.last_order_date,
           ${today}::date - s.last_order_day AS recency_days, s.recency, s.frequency, s.monetary
    FROM (
      SELECT * FROM customer_scores s
      WHERE s.shop_id = ${shopId} AND s.recency * 10 + s.frequency = ANY(${segmentCells(segment)}::int[])
        ${page.where}
      ORDER BY ${page.order} LIMIT ${page.limit} OFFSET ${page.offset}
    ) AS s
    JOIN customers c ON c.shop_id = s.shop_id AND c.customer_key = s.customer_key
    ORDER BY ${page.order}`;
}

/**
 * One page of a segment's customers, highest revenue first (then by key, so pages never
 * overlap): a top-N sort of the segment's score rows.
 */
export async function queryRfmSegmentPage(
  db: Transaction<Database>,
  shopId: string,
  segment: RfmSegment,
  today: string,
  page: { limit: number; offset: number },
): Promise<RfmCustomer[]> {
  const result = await selectSegment(shopId, segment, today, {
    where: sql``,
    order: sql`s.revenue DESC, s.customer_key`,
    ...page,
  }).execute(db);
  return result.rows.map(toCustomer);
}

/**
 * The next `limit` customers of a segment after `afterKey` in customer-key order, for the CSV
 * export: each page continues along the scores' primary key, so a whole export reads every score
 * row once however large the segment.
 */
export async function queryRfmSegmentAfter(
  db: Transaction<Database>,
  shopId: string,
  segment: RfmSegment,
  today: string,
  afterKey: string | null,
  limit: number,
): Promise<RfmCustomer[]> {
  const result = await selectSegment(shopId, segment, today, {
    where: afterKey === null ? sql`` : sql`AND s.customer_key > ${afterKey}`,
    order: sql`s.customer_key`,
    limit,
    offset: 0,
  }).execute(db);
  return result.rows.map(toCustomer);
}

function toCustomer(row: Row): RfmCustomer {
  const recency = Number(row.recency) as RfmScore;
  const frequency = Number(row.frequency) as RfmScore;
  return {
    customerKey: row.customer_key,
    email: row.email,
    name: row.name,
    phone: row.phone,
    city: row.city,
    orders: Number(row.orders),
    revenue: Number(row.revenue),
    lastOrderDate: new Date(row.last_order_date).toISOString(),
    recencyDays: Number(row.recency_days),
    recency,
    frequency,
    monetary: Number(row.monetary) as RfmScore,
    segment: getRfmSegment(recency, frequency),
  };
}
