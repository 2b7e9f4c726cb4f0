import type { Database } from '@ziskomer/db';
import {
  addDays,
  CLV_GROWTH_WINDOW_DAYS,
  type ClvGrowth,
  type CustomerPurchaseColumns,
  getZonedDay,
} from '@ziskomer/domain';
import { type RawBuilder, sql, type Transaction } from 'kysely';
import type { BatchSizer } from '../../../lib/batch-sizer.ts';
import { ALL_CUSTOMERS, forCustomerKeyRanges, inKeyRange } from './customer-key-ranges.ts';
import type { RefreshTransaction } from './in-sized-transactions.ts';

type Num = string | number;

export interface ClvPurchaseData {
  /** The end of observation: today in the shop's zone, or its last order day if that is later. */
  asOfDay: string;
  /** Every customer's key, in code-unit order; customer i is index i of `customers`' columns. */
  customerKeys: string[];
  customers: CustomerPurchaseColumns;
  growth: ClvGrowth;
}

/** Customers per fetch: what one page of rows costs the process, whatever the shop's size (tests take small pages). */
const CUSTOMERS_PER_PAGE = 10_000;

/**
 * Every customer of the shop in the whole-day form the CLV models take (packages/domain
 * forecastCustomerValue): the customer's counted orders (not cancelled) grouped into purchase days
 * — the shop-zone order_day, several orders of one day summed into one purchase — then
 * x = purchase days − 1, tₓ = last − first day, T = asOfDay − first day, and mₓ = the mean value
 * of the purchase days after the first.
 *
 * One pass over the shop's counted orders with a customer: grouped by (customer, day), then by
 * customer. The first day's value is taken without sorting: min() over [day, value] arrays picks
 * the pair of the earliest day (days are distinct within a customer). At a million orders that is
 * about a second on PostgreSQL; it runs when the shop's orders changed, not per report read.
 *
 * The rows come through a cursor a page at a time into columns (a key and four numbers per
 * customer): a quarter of a million customers as row objects would cost the server hundreds of
 * megabytes at once.
 */
export async function readClvPurchaseData(
  trx: Transaction<Database>,
  shopId: string,
  timeZone: string,
  now: Date,
  customersPerPage = CUSTOMERS_PER_PAGE,
): Promise<ClvPurchaseData> {
  const days = await observationDays(trx, shopId, timeZone, now);
  await sql`DECLARE clv_purchase_summaries NO SCROLL CURSOR FOR ${purchaseSummaries(shopId, days, inKeyRange(sql`customer_key`, ALL_CUSTOMERS))}`.execute(
    trx,
  );
  const columns = new PurchaseColumns();
  for (;;) {
    const page =
      await sql<SummaryRow>`FETCH FORWARD ${sql.lit(customersPerPage)} FROM clv_purchase_summaries`.execute(
        trx,
      );
    columns.add(page.rows);
    if (page.rows.length < customersPerPage) break;
  }
  await sql`CLOSE clv_purchase_summaries`.execute(trx);
  return columns.finish(days.asOfDay);
}

/**
 * The same data read by ranges of customer keys, each range by `run` (on the embedded database a
 * transaction of its own, sized by `sizer`): the one cursor aggregates every order of the shop
 * before its first row comes, and held PGlite's one connection for 1.6 s at 200,000 orders. A range
 * reads its customers' orders through the index by customer. Orders written between two ranges
 * are the next refresh's (the write marks the shop's days).
 */
export async function readClvPurchaseDataByRanges(
  run: RefreshTransaction,
  shopId: string,
  timeZone: string,
  now: Date,
  sizer: BatchSizer,
): Promise<ClvPurchaseData> {
  const days = await run((trx) => observationDays(trx, shopId, timeZone, now));
  const columns = new PurchaseColumns();
  await forCustomerKeyRanges(run, shopId, sizer, async (range, trx) => {
    const inRange = inKeyRange(sql`customer_key`, range);
    columns.add((await sql<SummaryRow>`${purchaseSummaries(shopId, days, inRange)}`.execute(trx)).rows);
  });
  return columns.finish(days.asOfDay);
}

/**
 * The same data for some customers only, as of a given end of observation (a stored run's): those
 * of them with counted orders come back, through the index by customer.
 */
export async function readClvPurchaseDataOf(
  trx: Transaction<Database>,
  shopId: string,
  asOfDay: string,
  customerKeys: readonly string[],
): Promise<ClvPurchaseData> {
  const days = { asOfDay, windowStart: addDays(asOfDay, 1 - CLV_GROWTH_WINDOW_DAYS) };
  const chosen = sql<boolean>`customer_key = ANY(${customerKeys}::text[])`;
  const columns = new PurchaseColumns();
  columns.add((await sql<SummaryRow>`${purchaseSummaries(shopId, days, chosen)}`.execute(trx)).rows);
  return columns.finish(asOfDay);
}

interface ObservationDays {
  asOfDay: string;
  windowStart: string;
}

/** The end of observation (today, or a later last order day) and the start of the growth window. */
export async function observationDays(
  trx: Transaction<Database>,
  shopId: string,
  timeZone: string,
  now: Date,
): Promise<ObservationDays> {
  const last = await sql<{ day: string | null }>`
    SELECT max(order_day)::text AS day FROM orders
    WHERE shop_id = ${shopId} AND NOT is_cancelled AND customer_key IS NOT NULL`.execute(trx);
  const today = getZonedDay(now, timeZone);
  const lastDay = last.rows[0]?.day ?? null;
  // Orders dated in the future (a clock or time zone mistake at the source) must not end up
  // after the end of observation, where the model has no room for them.
  const asOfDay = lastDay !== null && lastDay > today ? lastDay : today;
  return { asOfDay, windowStart: addDays(asOfDay, 1 - CLV_GROWTH_WINDOW_DAYS) };
}

interface SummaryRow {
  customer_key: string;
  purchase_days: Num;
  span_days: Num;
  age_days: Num;
  repeat_value: Num | null;
  days_before_window: Num;
}

/** One row per chosen customer with counted orders (see readClvPurchaseData). */
function purchaseSummaries(
  shopId: string,
  days: ObservationDays,
  customers: RawBuilder<boolean>,
): RawBuilder<SummaryRow> {
  const { asOfDay, windowStart } = days;
  return sql<SummaryRow>`
    SELECT customer_key,
           count(*) AS purchase_days,
           max(day) - min(day) AS span_days,
           ${asOfDay}::date - min(day) AS age_days,
           CASE WHEN count(*) > 1
             THEN (sum(value) - (min(ARRAY[(day - ${asOfDay}::date)::numeric, value]))[2]) / (count(*) - 1)
           END AS repeat_value,
           count(*) FILTER (WHERE day < ${windowStart}::date) AS days_before_window
    FROM (
      SELECT customer_key, order_day AS day, sum(revenue) AS value
      FROM orders
      WHERE shop_id = ${shopId} AND NOT is_cancelled AND customer_key IS NOT NULL
        AND ${customers}
      GROUP BY customer_key, order_day
    ) AS purchase_days
    GROUP BY customer_key`;
}

/** The summaries' rows gathered into plain arrays of numbers (V8 keeps them unboxed). */
class PurchaseColumns {
  private readonly keys: string[] = [];
  private readonly repeatPurchaseDays: number[] = [];
  private readonly spanDays: number[] = [];
  private readonly ageDays: number[] = [];
  private readonly repeatValues: number[] = [];
  private repeatBeforeWindow = 0;

  add(rows: SummaryRow[]): void {
    for (const row of rows) {
      this.keys.push(row.customer_key);
      this.repeatPurchaseDays.push(Number(row.purchase_days) - 1);
      this.spanDays.push(Number(row.span_days));
      this.ageDays.push(Number(row.age_days));
      // null (no repeat purchase) as 0: the models treat both alike (CustomerPurchaseColumns).
      this.repeatValues.push(row.repeat_value === null ? 0 : Number(row.repeat_value));
      if (Number(row.days_before_window) >= 2) this.repeatBeforeWindow++;
    }
  }

  finish(asOfDay: string): ClvPurchaseData {
    const { keys, repeatPurchaseDays, spanDays, ageDays, repeatValues } = this;
    // The fit's input order decides the order of its sums, and so its last digits: sorting by key
    // in code-unit order (not the database's collation) gives both engines the same numbers.
    const order = Array.from(keys.keys()).sort((a, b) => compareCodeUnits(keys[a]!, keys[b]!));
    const customers: CustomerPurchaseColumns = {
      repeatPurchaseDays: Float64Array.from(order, (i) => repeatPurchaseDays[i]!),
      daysFromFirstToLastPurchase: Float64Array.from(order, (i) => spanDays[i]!),
      daysSinceFirstPurchase: Float64Array.from(order, (i) => ageDays[i]!),
      averageRepeatPurchaseValue: Float64Array.from(order, (i) => repeatValues[i]!),
    };

    const growth: ClvGrowth = {
      customers: keys.length,
      repeatCustomers: 0,
      historyDays: 0,
      newCustomers: 0,
      newRepeatCustomers: 0,
    };
    for (let i = 0; i < keys.length; i++) {
      // As forecastCustomerValue counts them: a repeat purchase of positive value.
      if (repeatPurchaseDays[i]! > 0 && repeatValues[i]! > 0) growth.repeatCustomers++;
      if (ageDays[i]! < CLV_GROWTH_WINDOW_DAYS) growth.newCustomers++;
      growth.historyDays = Math.max(growth.historyDays, ageDays[i]!);
    }
    // Repeat customers 90 days ago are counted by purchase days alone (their values before the
    // window are not split out): a close enough pace for an estimate of when a forecast is possible.
    growth.newRepeatCustomers = Math.max(0, growth.repeatCustomers - this.repeatBeforeWindow);
    return { asOfDay, customerKeys: order.map((i) => keys[i]!), customers, growth };
  }
}

function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
