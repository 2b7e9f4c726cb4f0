import type { CustomerAggregate } from './queries/aggregate-customer-orders.ts';
import type { CustomerOrderRow } from './queries/read-customer-orders.ts';

const CONTACT_FIELDS = ['email', 'name', 'phone', 'city', 'country'] as const;
type ContactField = (typeof CONTACT_FIELDS)[number];

/** An order's place in time: later by date, and of two at one time, the greater id. */
interface Moment {
  time: number;
  orderId: string;
}

interface Sums {
  revenueCents: number;
  marginCents: number;
  orders: number;
  firstDate: Date;
  firstDay: string;
  last: Moment & { date: Date; day: string };
  previous: (Moment & { day: string }) | null;
  contact: Partial<Record<ContactField, Moment & { value: string }>>;
  payments: Map<string, number>;
  shippings: Map<string, number>;
}

/**
 * The facts aggregateCustomerOrders computes in SQL, summed here from orders read in any order
 * (a pass over the shop's orders, readCustomerOrders), for the given customers only. Sums are kept
 * in cents so that they come out exact; ties are broken as the SQL breaks them.
 */
export class CustomerOrderSums {
  private readonly sums = new Map<string, Sums>();

  constructor(private readonly customerKeys: ReadonlySet<string>) {}

  add(order: CustomerOrderRow): void {
    if (!this.customerKeys.has(order.customerKey)) return;
    const moment = { time: order.orderDate.getTime(), orderId: order.orderId };
    const sums = this.sums.get(order.customerKey);
    if (!sums) {
      this.sums.set(order.customerKey, {
        revenueCents: cents(order.revenue),
        marginCents: cents(order.margin),
        orders: 1,
        firstDate: order.orderDate,
        firstDay: order.orderDay,
        last: { ...moment, date: order.orderDate, day: order.orderDay },
        previous: null,
        contact: contactOf(order, moment),
        payments: countOne(new Map(), order.paymentMethod),
        shippings: countOne(new Map(), order.shippingMethod),
      });
      return;
    }
    sums.revenueCents += cents(order.revenue);
    sums.marginCents += cents(order.margin);
    sums.orders += 1;
    if (order.orderDate < sums.firstDate) sums.firstDate = order.orderDate;
    if (order.orderDay < sums.firstDay) sums.firstDay = order.orderDay;
    if (isLater(moment, sums.last)) {
      sums.previous = { time: sums.last.time, orderId: sums.last.orderId, day: sums.last.day };
      sums.last = { ...moment, date: order.orderDate, day: order.orderDay };
    } else if (!sums.previous || isLater(moment, sums.previous)) {
      sums.previous = { ...moment, day: order.orderDay };
    }
    for (const field of CONTACT_FIELDS) {
      const value = order[field];
      const known = sums.contact[field];
      if (value !== null && (!known || isLater(moment, known))) sums.contact[field] = { ...moment, value };
    }
    countOne(sums.payments, order.paymentMethod);
    countOne(sums.shippings, order.shippingMethod);
  }

  /** The customers with at least one order added. */
  get size(): number {
    return this.sums.size;
  }

  get(customerKey: string): CustomerAggregate | undefined {
    const sums = this.sums.get(customerKey);
    if (!sums) return undefined;
    return {
      customerKey,
      email: sums.contact.email?.value ?? null,
      name: sums.contact.name?.value ?? null,
      phone: sums.contact.phone?.value ?? null,
      city: sums.contact.city?.value ?? null,
      country: sums.contact.country?.value ?? null,
      totalRevenue: sums.revenueCents / 100,
      totalMargin: sums.marginCents / 100,
      totalOrders: sums.orders,
      firstOrderDate: sums.firstDate,
      firstOrderDay: sums.firstDay,
      lastOrderDate: sums.last.date,
      previousOrderDay: sums.previous?.day ?? null,
      preferredPaymentMethod: mostFrequent(sums.payments),
      preferredShippingMethod: mostFrequent(sums.shippings),
    };
  }
}

/** numeric(14, 2) as text to whole cents (exact: 14 digits fit a double). */
function cents(amount: string): number {
  return Math.round(Number(amount) * 100);
}

function isLater(a: Moment, b: Moment): boolean {
  return a.time !== b.time ? a.time > b.time : compareCodePoints(a.orderId, b.orderId) > 0;
}

function contactOf(order: CustomerOrderRow, moment: Moment): Sums['contact'] {
  const contact: Sums['contact'] = {};
  for (const field of CONTACT_FIELDS) {
    const value = order[field];
    if (value !== null) contact[field] = { ...moment, value };
  }
  return contact;
}

function countOne(counts: Map<string, number>, value: string | null): Map<string, number> {
  if (value !== null) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
}

/** As SQL's mode() over values sorted by code point: the most frequent, the least of equals. */
function mostFrequent(counts: Map<string, number>): string | null {
  let best: string | null = null;
  let bestCount = 0;
  for (const [value, count] of counts) {
    if (count > bestCount || (count === bestCount && best !== null && compareCodePoints(value, best) < 0)) {
      best = value;
      bestCount = count;
    }
  }
  return best;
}

/**
 * Orders strings by code point, as PostgreSQL's "C" collation orders UTF-8 text. JavaScript's `<`
 * compares UTF-16 units, which differs for characters beyond the basic plane.
 */
export function compareCodePoints(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x === y) continue;
    // A surrogate (a character beyond the basic plane) sorts after every unit of the plane itself.
    const surrogateX = x >= 0xd800 && x <= 0xdfff;
    const surrogateY = y >= 0xd800 && y <= 0xdfff;
    if (surrogateX !== surrogateY) return surrogateX ? 1 : -1;
    return x - y;
  }
  return a.length - b.length;
}
