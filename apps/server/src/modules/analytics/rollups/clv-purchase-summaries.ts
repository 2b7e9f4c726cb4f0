import type { Database } from '@ziskomer/db';
import {
  addDays,
  CLV_GROWTH_WINDOW_DAYS,
  type ClvGrowth,
  type CustomerPurchaseSummary,
  getZonedDay,
} from '@ziskomer/domain';
import { sql, type Transaction } from 'kysely';

type Num = string | number;

export interface ClvPurchaseData {
  /** The end of observation: today in the shop's zone, or its last order day if that is later. */
  asOfDay: string;
  customers: CustomerPurchaseSummary<string>[];
  growth: ClvGrowth;
}

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
 */
export async function readClvPurchaseData(
  trx: Transaction<Database>,
  shopId: string,
  timeZone: string,
  now: Date,
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

  const result = await sql<{
    customer_key: string;
    purchase_days: Num;
    span_days: Num;
    age_days: Num;
    repeat_value: Num | null;
    days_before_window: Num;
  }>`
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
  // The fit's input order decides the order of its sums, and so its last digits: sorting by key
  // in code-unit order (not the database's collation) gives both engines the same numbers.
  const rows = result.rows.sort((a, b) => compareCodeUnits(a.customer_key, b.customer_key));

  const growth: ClvGrowth = {
    customers: rows.length,
    repeatCustomers: 0,
    historyDays: 0,
    newCustomers: 0,
    newRepeatCustomers: 0,
  };
  let repeatBeforeWindow = 0;
  const customers = rows.map((row): CustomerPurchaseSummary<string> => {
    const repeatPurchaseDays = Number(row.purchase_days) - 1;
    const age = Number(row.age_days);
    const averageRepeatPurchaseValue = row.repeat_value === null ? null : Number(row.repeat_value);
    // As forecastCustomerValue counts them: a repeat purchase of positive value.
    if (repeatPurchaseDays > 0 && averageRepeatPurchaseValue !== null && averageRepeatPurchaseValue > 0) {
      growth.repeatCustomers++;
    }
    if (Number(row.days_before_window) >= 2) repeatBeforeWindow++;
    if (age < CLV_GROWTH_WINDOW_DAYS) growth.newCustomers++;
    growth.historyDays = Math.max(growth.historyDays, age);
    return {
      customerId: row.customer_key,
      repeatPurchaseDays,
      daysFromFirstToLastPurchase: Number(row.span_days),
      daysSinceFirstPurchase: age,
      averageRepeatPurchaseValue,
    };
  });
  // Repeat customers 90 days ago are counted by purchase days alone (their values before the
  // window are not split out): a close enough pace for an estimate of when a forecast is possible.
  growth.newRepeatCustomers = Math.max(0, growth.repeatCustomers - repeatBeforeWindow);
  return { asOfDay, customers, growth };
}

function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
