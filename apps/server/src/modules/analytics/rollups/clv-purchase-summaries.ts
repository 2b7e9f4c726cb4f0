import type { Database } from '@ziskomer/db';
import {
  addDays,
  CLV_GROWTH_WINDOW_DAYS,
  type ClvGrowth,
  type CustomerPurchaseColumns,
  getZonedDay,
} from '@ziskomer/domain';
import { sql, type Transaction } from 'kysely';

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
  const last = await sql<{ day: string | null }>`
    SELECT max(order_day)::text AS day FROM orders
    WHERE shop_id = ${shopId} AND NOT is_cancelled AND customer_key IS NOT NULL`.execute(trx);
  const today = getZonedDay(now, timeZone);
  const lastDay = last.rows[0]?.day ?? null;
  // Orders dated in the future (a clock or time zone mistake at the source) must not end up
  // after the end of observation, where the model has no room for them.
  const asOfDay = lastDay !== null && lastDay > today ? lastDay : today;
  const windowStart = addDays(asOfDay, 1 - CLV_GROWTH_WINDOW_DAYS);

  await sql`
    DECLARE clv_purchase_summaries NO SCROLL CURSOR FOR
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
      GROUP BY customer_key, order_day
    ) AS purchase_days
    GROUP BY customer_key`.execute(trx);
  // In the database's order, as plain arrays of numbers (V8 keeps them unboxed).
  const keys: string[] = [];
  const repeatPurchaseDays: number[] = [];
  const spanDays: number[] = [];
  const ageDays: number[] = [];
  const repeatValues: number[] = [];
  let repeatBeforeWindow = 0;
  for (;;) {
    const page = await sql<{
      customer_key: string;
      purchase_days: Num;
      span_days: Num;
      age_days: Num;
      repeat_value: Num | null;
      days_before_window: Num;
    }>`FETCH FORWARD ${sql.lit(customersPerPage)} FROM clv_purchase_summaries`.execute(trx);
    for (const row of page.rows) {
      keys.push(row.customer_key);
      repeatPurchaseDays.push(Number(row.purchase_days) - 1);
      spanDays.push(Number(row.span_days));
      ageDays.push(Number(row.age_days));
      // null (no repeat purchase) as 0: the models treat both alike (CustomerPurchaseColumns).
      repeatValues.push(row.repeat_value === null ? 0 : Number(row.repeat_value));
      if (Number(row.days_before_window) >= 2) repeatBeforeWindow++;
    }
    if (page.rows.length < customersPerPage) break;
  }
  await sql`CLOSE clv_purchase_summaries`.execute(trx);

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
  growth.newRepeatCustomers = Math.max(0, growth.repeatCustomers - repeatBeforeWindow);
  return { asOfDay, customerKeys: order.map((i) => keys[i]!), customers, growth };
}

function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
