import type { Random } from './create-random.ts';
import type { CustomerPool } from './customer-pool.ts';
import type { ArrivalPlan } from './plan-customer-arrivals.ts';

/** Decides, order by order in date order, which customer places it. */
export interface CustomerScheduler {
  /** Returns the customer of the order at `position` (0 for the first order of the period). */
  pickCustomer(position: number): number;
  /** Orders placed so far, per customer. */
  readonly orderCount: Uint32Array;
  /** Customers who have placed at least one order. */
  readonly arrived: number;
}

/**
 * Time here is counted in orders, not in calendar days: `days × position / orders`. Customers then
 * come back more often when everybody buys more (Black Friday, Christmas, a growing shop), just
 * as the orders do, so demand and supply of returning orders stay in step through the seasons.
 *
 * Every repeat buyer waits in a priority queue keyed by the time their next order is due (a gamma
 * gap around their purchase rate). An order goes to the most overdue customer, or to a new one:
 * new customers arrive along the arrival plan, within a small slack, so that their total matches
 * the requested number of customers while the rest of the orders go to those due to come back.
 * Memory is a few typed arrays of the pool's size, never a list of orders.
 */
export function createCustomerScheduler(options: {
  pool: CustomerPool;
  plan: ArrivalPlan;
  rates: Float32Array;
  orders: number;
  days: number;
  random: Random;
}): CustomerScheduler {
  const { pool, plan, rates, orders, days, random } = options;
  const size = pool.size;
  const heapDue = new Float64Array(size);
  const heapCustomer = new Uint32Array(size);
  let heapSize = 0;
  const activeUntil = new Float32Array(size);
  const orderCount = new Uint32Array(size);
  let arrived = 0;
  const slack = Math.max(2, size * 0.001);

  const push = (due: number, customer: number) => {
    let child = heapSize++;
    while (child > 0) {
      const parent = (child - 1) >>> 1;
      if (heapDue[parent]! <= due) break;
      heapDue[child] = heapDue[parent]!;
      heapCustomer[child] = heapCustomer[parent]!;
      child = parent;
    }
    heapDue[child] = due;
    heapCustomer[child] = customer;
  };

  const pop = (): number => {
    const top = heapCustomer[0]!;
    heapSize--;
    const lastDue = heapDue[heapSize]!;
    const lastCustomer = heapCustomer[heapSize]!;
    let parent = 0;
    for (;;) {
      let child = 2 * parent + 1;
      if (child >= heapSize) break;
      if (child + 1 < heapSize && heapDue[child + 1]! < heapDue[child]!) child++;
      if (heapDue[child]! >= lastDue) break;
      heapDue[parent] = heapDue[child]!;
      heapCustomer[parent] = heapCustomer[child]!;
      parent = child;
    }
    heapDue[parent] = lastDue;
    heapCustomer[parent] = lastCustomer;
    return top;
  };

  const shouldTakeNewCustomer = (position: number, day: number): boolean => {
    if (arrived >= size) return false;
    if (heapSize === 0) return true;
    const behindPlan = plan.getPlannedArrivals(position + 1) - arrived;
    return heapDue[0]! <= day ? behindPlan > slack : behindPlan >= -slack;
  };

  return {
    orderCount,
    get arrived() {
      return arrived;
    },
    pickCustomer(position) {
      const day = (days * position) / orders;
      let customer: number;
      if (shouldTakeNewCustomer(position, day)) {
        customer = arrived++;
        activeUntil[customer] = day + pool.activeLife[customer]! * days;
      } else if (heapSize > 0) {
        customer = pop();
      } else {
        // Every customer has arrived and nobody is due: one of them buys again anyway.
        customer = random.int(0, arrived - 1);
      }
      orderCount[customer]!++;
      const rate = rates[customer]!;
      if (rate > 0) {
        // Gamma(2) gaps: repeat purchases are more regular than a Poisson process (a bag lasts a while).
        const gap = Math.max(1, (random.exponential(1) + random.exponential(1)) / (2 * rate));
        if (day + gap <= activeUntil[customer]!) push(day + gap, customer);
      }
      return customer;
    },
  };
}
