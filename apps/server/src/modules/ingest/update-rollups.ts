import type { Database } from '@ziskomer/db';
import {
  churnRisk,
  customerLifetimeValue,
  customerTier,
  isReturning,
  orderFrequency,
} from '@ziskomer/domain';
import type { Transaction } from 'kysely';
import type { OrderSummary } from './order-batch.ts';
import { addDailyMetrics, type DailyDelta } from './queries/add-daily-metrics.ts';
import { aggregateCustomerOrders, type CustomerAggregate } from './queries/aggregate-customer-orders.ts';
import { deleteCustomers } from './queries/delete-customers.ts';
import { selectCustomerFirstDays } from './queries/select-customer-first-days.ts';
import type { PriorOrder } from './queries/select-prior-orders.ts';
import { type CustomerFacts, upsertCustomers } from './queries/upsert-customers.ts';

const DAY_MS = 86_400_000;

/** An order's share of its day's rollup, in the units of DailyDelta (plus its customer). */
interface Contribution extends Omit<DailyDelta, 'newCustomers' | 'returningCustomerOrders'> {
  keyedOrders: number;
  customerKey: string | null;
}

/**
 * Brings the rollups up to date after `written` orders replaced `prior` versions (or were new)
 * and `removed` orders were deleted (a connector's re-sync):
 * - customer facts are recomputed for every customer a written order belongs to, now or before,
 *   from all that customer's orders (one aggregate query, rules from packages/domain); with
 *   `deferNewCustomers`, the customers of orders new to the shop are left to
 *   `refreshImportCustomers` at the end of the import;
 * - daily metrics change by the difference between the old and the new orders, and by the days
 *   on which recomputed customers became new. Returning-customer orders of a day are its orders
 *   with a customer minus its new customers (every customer has exactly one first order), so a
 *   day's new and returning counts settle when its customers are recomputed.
 */
export async function updateRollups(
  trx: Transaction<Database>,
  context: { shopId: string; now: Date; deferNewCustomers?: boolean },
  change: { written: OrderSummary[]; prior: Map<string, PriorOrder>; removed?: PriorOrder[] },
): Promise<void> {
  const { written, prior, removed = [] } = change;
  if (written.length === 0 && removed.length === 0) return;
  const deltas = new Map<string, DailyDelta>();
  const customerKeys = new Set<string>();
  for (const order of removed) {
    addContribution(deltas, fromOrder(order), -1);
    if (order.customerKey && !order.isCancelled) customerKeys.add(order.customerKey);
  }
  for (const order of written) {
    const before = prior.get(order.orderId);
    if (before) {
      addContribution(deltas, fromOrder(before), -1);
      if (before.customerKey && !before.isCancelled) customerKeys.add(before.customerKey);
    }
    addContribution(deltas, fromOrder(order), 1);
    if (order.customerKey && !order.isCancelled && (before || !context.deferNewCustomers)) {
      customerKeys.add(order.customerKey);
    }
  }
  await refreshCustomers(trx, context, [...customerKeys], deltas);
  await addDailyMetrics(
    trx,
    context.shopId,
    [...deltas.values()].filter((delta) =>
      Object.entries(delta).some(([key, value]) => key !== 'day' && value !== 0),
    ),
  );
}

/**
 * Recomputes the facts of the given customers from all their orders (a customer left without an
 * order that is not cancelled is removed) and adds to `deltas` the moves of new customers between
 * days: a customer whose first order day changed stops counting as new on the old day and counts
 * on the new one.
 */
export async function refreshCustomers(
  trx: Transaction<Database>,
  context: { shopId: string; now: Date },
  keys: string[],
  deltas: Map<string, DailyDelta>,
): Promise<void> {
  if (keys.length === 0) return;
  const firstDaysBefore = await selectCustomerFirstDays(trx, context.shopId, keys);
  const aggregates = await aggregateCustomerOrders(trx, context.shopId, keys);
  const facts = aggregates.map((aggregate) => toCustomerFacts(aggregate, context.now));
  await upsertCustomers(trx, context.shopId, facts, context.now);
  const remaining = new Set(facts.map((customer) => customer.customerKey));
  await deleteCustomers(
    trx,
    context.shopId,
    keys.filter((key) => !remaining.has(key)),
  );

  const firstDaysAfter = new Map(facts.map((customer) => [customer.customerKey, customer.firstOrderDay]));
  for (const key of keys) {
    const before = firstDaysBefore.get(key);
    const after = firstDaysAfter.get(key);
    if (before === after) continue;
    if (before) changeNewCustomers(deltas, before, -1);
    if (after) changeNewCustomers(deltas, after, 1);
  }
}

/** Customer facts of SPEC §3 from the sums of the customer's orders, with the rules of SPEC §9. */
export function toCustomerFacts(aggregate: CustomerAggregate, now: Date): CustomerFacts {
  const avgOrderValue = Math.round((aggregate.totalRevenue / aggregate.totalOrders) * 100) / 100;
  const frequency = orderFrequency(aggregate.totalOrders, aggregate.firstOrderDate, aggregate.lastOrderDate);
  const daysSinceLastOrder = Math.max(
    0,
    Math.floor((now.getTime() - aggregate.lastOrderDate.getTime()) / DAY_MS),
  );
  return {
    customerKey: aggregate.customerKey,
    email: aggregate.email,
    name: aggregate.name,
    phone: aggregate.phone,
    city: aggregate.city,
    country: aggregate.country,
    totalRevenue: aggregate.totalRevenue,
    totalMargin: aggregate.totalMargin,
    totalOrders: aggregate.totalOrders,
    avgOrderValue,
    firstOrderDate: aggregate.firstOrderDate,
    firstOrderDay: aggregate.firstOrderDay,
    lastOrderDate: aggregate.lastOrderDate,
    previousOrderDay: aggregate.previousOrderDay,
    isReturning: isReturning(aggregate.totalOrders),
    tier: customerTier(aggregate.totalRevenue, avgOrderValue),
    lifetimeValue: customerLifetimeValue(avgOrderValue, aggregate.totalOrders),
    orderFrequency: frequency,
    churnRisk: churnRisk(daysSinceLastOrder, frequency),
    preferredPaymentMethod: aggregate.preferredPaymentMethod,
    preferredShippingMethod: aggregate.preferredShippingMethod,
  };
}

/** What an order (being written, or as stored before) adds to its day's figures. */
function fromOrder(order: OrderSummary | PriorOrder): Contribution {
  return contribution({
    day: order.orderDay,
    cancelled: order.isCancelled,
    revenueCents: order.revenueCents,
    revenueWithoutVatCents: order.revenueWithoutVatCents,
    marginCents: order.marginCents,
    marginEstimated: order.marginEstimated,
    paid: order.isPaid,
    online: order.isOnline,
    itemCount: order.itemCount,
    customerKey: order.customerKey,
  });
}

/** Cancelled orders count only as cancelled; every other figure of the day covers the rest. */
function contribution(order: {
  day: string;
  cancelled: boolean;
  revenueCents: number;
  revenueWithoutVatCents: number;
  marginCents: number;
  marginEstimated: boolean;
  paid: boolean | null;
  online: boolean | null;
  itemCount: number;
  customerKey: string | null;
}): Contribution {
  const live = order.cancelled ? 0 : 1;
  return {
    day: order.day,
    orders: live,
    revenueCents: live * order.revenueCents,
    revenueWithoutVatCents: live * order.revenueWithoutVatCents,
    marginCents: live * order.marginCents,
    marginEstimatedOrders: live && order.marginEstimated ? 1 : 0,
    paidOrders: live && order.paid ? 1 : 0,
    cancelledOrders: 1 - live,
    onlineOrders: live && order.online ? 1 : 0,
    items: live * order.itemCount,
    keyedOrders: live && order.customerKey ? 1 : 0,
    customerKey: order.customerKey,
  };
}

function getDelta(deltas: Map<string, DailyDelta>, day: string): DailyDelta {
  let delta = deltas.get(day);
  if (!delta) {
    delta = {
      day,
      orders: 0,
      revenueCents: 0,
      revenueWithoutVatCents: 0,
      marginCents: 0,
      marginEstimatedOrders: 0,
      paidOrders: 0,
      cancelledOrders: 0,
      onlineOrders: 0,
      items: 0,
      newCustomers: 0,
      returningCustomerOrders: 0,
    };
    deltas.set(day, delta);
  }
  return delta;
}

function addContribution(deltas: Map<string, DailyDelta>, part: Contribution, sign: 1 | -1): void {
  const delta = getDelta(deltas, part.day);
  delta.orders += sign * part.orders;
  delta.revenueCents += sign * part.revenueCents;
  delta.revenueWithoutVatCents += sign * part.revenueWithoutVatCents;
  delta.marginCents += sign * part.marginCents;
  delta.marginEstimatedOrders += sign * part.marginEstimatedOrders;
  delta.paidOrders += sign * part.paidOrders;
  delta.cancelledOrders += sign * part.cancelledOrders;
  delta.onlineOrders += sign * part.onlineOrders;
  delta.items += sign * part.items;
  delta.returningCustomerOrders += sign * part.keyedOrders;
}

function changeNewCustomers(deltas: Map<string, DailyDelta>, day: string, sign: 1 | -1): void {
  const delta = getDelta(deltas, day);
  delta.newCustomers += sign;
  delta.returningCustomerOrders -= sign;
}
