import type { OrderFilter } from '@ziskomer/contracts';
import type { Database } from '@ziskomer/db';
import { zonedTimeToInstant } from '@ziskomer/domain';
import type { SelectQueryBuilder } from 'kysely';

/**
 * The filters of the orders browser and its export, applied in one place. Days are the shop's
 * calendar days, turned into an instant range so the (shop, order_date) index serves them.
 */
export function applyOrderFilter<O>(
  query: SelectQueryBuilder<Database, 'orders', O>,
  shopId: string,
  filter: Omit<OrderFilter, 'sort' | 'dir'>,
  timeZone: string,
): SelectQueryBuilder<Database, 'orders', O> {
  let filtered = query.where('orders.shop_id', '=', shopId);
  if (filter.from) filtered = filtered.where('orders.order_date', '>=', startOfDay(filter.from, timeZone, 0));
  if (filter.to) filtered = filtered.where('orders.order_date', '<', startOfDay(filter.to, timeZone, 1));
  if (filter.status) filtered = filtered.where('orders.status', '=', filter.status);
  if (filter.paid !== undefined) filtered = filtered.where('orders.is_paid', '=', filter.paid);
  if (filter.cancelled !== undefined) filtered = filtered.where('orders.is_cancelled', '=', filter.cancelled);
  if (filter.source) filtered = filtered.where('orders.acquisition_source', '=', filter.source);
  if (filter.q) {
    const pattern = `%${filter.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    filtered = filtered.where((eb) =>
      eb.or([
        eb('orders.order_id', 'ilike', pattern),
        eb('orders.customer_email', 'ilike', pattern),
        eb('orders.customer_name', 'ilike', pattern),
      ]),
    );
  }
  return filtered;
}

function startOfDay(day: string, timeZone: string, plusDays: number): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(year, month - 1, date + plusDays));
  return zonedTimeToInstant(
    { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() },
    timeZone,
  );
}
