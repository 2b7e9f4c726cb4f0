import type { Database } from '@ziskomer/db';
import { addDays, type ClvBacktestInput, countDays, getZonedDay } from '@ziskomer/domain';
import { type RawBuilder, sql, type Transaction } from 'kysely';
import type { BatchSizer } from '../../../lib/batch-sizer.ts';
import { ALL_CUSTOMERS, forCustomerKeyRanges, inKeyRange, type KeyRange } from './customer-key-ranges.ts';
import type { RefreshTransaction } from './in-sized-transactions.ts';

type Num = string | number;

/** The calibration period ends with asOfDay; the holdout runs from the day after to holdoutTo. */
export interface ClvBacktestWindow {
  asOfDay: string;
  holdoutTo: string;
}

/** What bounds a backtest: the shop's counted orders with a customer, and today in its zone. */
export interface ClvBacktestBounds {
  today: string;
  /** The day of the first counted order with a customer; null without any. */
  firstDay: string | null;
  /**
   * The last day before today with such an order: the end of the holdout. Today is not over, and
   * days after the last order may only be days the shop's data does not reach yet (no import since).
   */
  lastCompleteDay: string | null;
}

/** The backtest's default holdout: the shortest forecast horizon. */
export const AUTOMATIC_HOLDOUT_DAYS = 90;

export async function readClvBacktestBounds(
  trx: Transaction<Database>,
  shopId: string,
  timeZone: string,
  now: Date,
): Promise<ClvBacktestBounds> {
  const today = getZonedDay(now, timeZone);
  const result = await sql<{ first_day: string | null; last_day: string | null }>`
    SELECT min(order_day)::text AS first_day,
           max(order_day) FILTER (WHERE order_day < ${today}::date)::text AS last_day
    FROM orders
    WHERE shop_id = ${shopId} AND NOT is_cancelled AND customer_key IS NOT NULL`.execute(trx);
  const row = result.rows[0];
  return { today, firstDay: row?.first_day ?? null, lastCompleteDay: row?.last_day ?? null };
}

/** The automatic backtest's window: 90 days of holdout up to the last complete day; null without one. */
export function getAutomaticBacktestWindow(bounds: ClvBacktestBounds): ClvBacktestWindow | null {
  if (bounds.lastCompleteDay === null) return null;
  return {
    asOfDay: addDays(bounds.lastCompleteDay, -AUTOMATIC_HOLDOUT_DAYS),
    holdoutTo: bounds.lastCompleteDay,
  };
}

export type RequestedWindowProblem =
  | 'clv_backtest_not_past'
  | 'clv_backtest_before_first_order'
  | 'clv_backtest_no_later_orders';

/** The window of a backtest asked for as of `asOfDay`, or why that day cannot be one. */
export function getRequestedBacktestWindow(
  bounds: ClvBacktestBounds,
  asOfDay: string,
): ClvBacktestWindow | RequestedWindowProblem {
  if (asOfDay >= bounds.today) return 'clv_backtest_not_past';
  if (bounds.firstDay === null || asOfDay < bounds.firstDay) return 'clv_backtest_before_first_order';
  if (bounds.lastCompleteDay === null || asOfDay >= bounds.lastCompleteDay)
    return 'clv_backtest_no_later_orders';
  return { asOfDay, holdoutTo: bounds.lastCompleteDay };
}

export interface ClvBacktestData extends ClvBacktestInput {
  /** The customers with a purchase by asOfDay, in code-unit order of their keys. */
  customers: number;
}

/** The backtest's customers in one statement (a report's request, or the refresh on PostgreSQL). */
export async function readClvBacktestData(
  trx: Transaction<Database>,
  shopId: string,
  window: ClvBacktestWindow,
): Promise<ClvBacktestData> {
  const rows = await sql<BacktestRow>`${backtestSummaries(shopId, window, ALL_CUSTOMERS)}`.execute(trx);
  return toBacktestData(rows.rows, window);
}

/**
 * The same by ranges of customer keys, each in a transaction of `run` sized by `sizer`: on the
 * embedded database the refresh must not hold the one connection for the whole shop's orders
 * (readClvPurchaseDataByRanges reads the live forecast's data the same way).
 */
export async function readClvBacktestDataByRanges(
  run: RefreshTransaction,
  shopId: string,
  window: ClvBacktestWindow,
  sizer: BatchSizer,
): Promise<ClvBacktestData> {
  const rows: BacktestRow[] = [];
  await forCustomerKeyRanges(run, shopId, sizer, async (range, trx) => {
    rows.push(...(await sql<BacktestRow>`${backtestSummaries(shopId, window, range)}`.execute(trx)).rows);
  });
  return toBacktestData(rows, window);
}

interface BacktestRow {
  customer_key: string;
  purchase_days: Num;
  span_days: Num;
  age_days: Num;
  repeat_value: Num | null;
  holdout_days: Num;
  holdout_value: Num;
}

/**
 * One row per customer of the range whose first counted order came by asOfDay: x, tₓ, T and mₓ as
 * of asOfDay, built exactly as the live forecast builds them (clv-purchase-summaries.ts: orders of a
 * shop-zone day are one purchase, mₓ the mean value of the purchase days after the first), and the
 * purchase days and their value in the holdout.
 */
function backtestSummaries(
  shopId: string,
  window: ClvBacktestWindow,
  range: KeyRange,
): RawBuilder<BacktestRow> {
  const { asOfDay, holdoutTo } = window;
  const calibration = sql`day <= ${asOfDay}::date`;
  return sql<BacktestRow>`
    SELECT customer_key,
           count(*) FILTER (WHERE ${calibration}) AS purchase_days,
           max(day) FILTER (WHERE ${calibration}) - min(day) AS span_days,
           ${asOfDay}::date - min(day) AS age_days,
           CASE WHEN count(*) FILTER (WHERE ${calibration}) > 1
             THEN (sum(value) FILTER (WHERE ${calibration})
                   - (min(ARRAY[(day - ${asOfDay}::date)::numeric, value]))[2])
                  / (count(*) FILTER (WHERE ${calibration}) - 1)
           END AS repeat_value,
           count(*) FILTER (WHERE day > ${asOfDay}::date) AS holdout_days,
           coalesce(sum(value) FILTER (WHERE day > ${asOfDay}::date), 0) AS holdout_value
    FROM (
      SELECT customer_key, order_day AS day, sum(revenue) AS value
      FROM orders
      WHERE shop_id = ${shopId} AND NOT is_cancelled AND customer_key IS NOT NULL
        AND order_day <= ${holdoutTo}::date
        AND ${inKeyRange(sql`customer_key`, range)}
      GROUP BY customer_key, order_day
    ) AS purchase_days
    GROUP BY customer_key
    HAVING min(day) <= ${asOfDay}::date`;
}

/** The rows as the domain's columns, in code-unit order of the keys so both engines sum alike. */
function toBacktestData(rows: BacktestRow[], window: ClvBacktestWindow): ClvBacktestData {
  rows.sort((a, b) => (a.customer_key < b.customer_key ? -1 : a.customer_key > b.customer_key ? 1 : 0));
  const column = (pick: (row: BacktestRow) => number) => Float64Array.from(rows, pick);
  return {
    customers: rows.length,
    calibration: {
      repeatPurchaseDays: column((row) => Number(row.purchase_days) - 1),
      daysFromFirstToLastPurchase: column((row) => Number(row.span_days)),
      daysSinceFirstPurchase: column((row) => Number(row.age_days)),
      averageRepeatPurchaseValue: column((row) => (row.repeat_value === null ? 0 : Number(row.repeat_value))),
    },
    holdoutPurchaseDays: column((row) => Number(row.holdout_days)),
    holdoutValue: column((row) => Number(row.holdout_value)),
    holdoutDays: countDays({ from: addDays(window.asOfDay, 1), to: window.holdoutTo }),
  };
}
