import type { CustomerPool } from './customer-pool.ts';

/**
 * When new customers arrive, as a share of orders. Orders are counted on their own clock (see
 * the scheduler), n per day. If customers arrive at a(t) and each brings returning orders at an
 * average rate r for an exponentially distributed active life of mean L, the returning orders
 * follow R' = r·a − R/L with a = n − R, so the share of new customers decays from 1 to a steady
 * level: s(x) = s∞ + (1 − s∞)·e^(−x/τ) over the position x ∈ [0, 1] of the period, with τ = s∞·L
 * (L as a share of the period). Its integral must be customers / orders, which fixes τ.
 * Following the build-up of the customer base keeps new and returning orders in step: nobody is
 * asked back long before they are due, nobody waits long past it.
 */
export interface ArrivalPlan {
  /** New customers planned among the first `position` orders. */
  getPlannedArrivals(position: number): number;
  /** Order position at which customer `index` (customers arrive in index order) is planned to arrive. */
  getPlannedPosition(index: number): number;
}

export function planCustomerArrivals(orders: number, customers: number, meanActiveLife: number): ArrivalPlan {
  const share = orders > 0 ? Math.min(1, customers / orders) : 0;
  const steadyAt = (tau: number) => Math.min(1, tau / meanActiveLife);
  const integralAt = (tau: number) => {
    const steady = steadyAt(tau);
    return steady + (1 - steady) * tau * (1 - Math.exp(-1 / tau));
  };
  // The integral grows with τ from 0 (τ → 0) to 1 (τ = L); bisect for the requested share.
  let low = 1e-9;
  let high = meanActiveLife;
  for (let step = 0; step < 60; step++) {
    const middle = (low + high) / 2;
    if (integralAt(middle) < share) low = middle;
    else high = middle;
  }
  const tau = high;
  const steady = steadyAt(tau);
  const cumulative = (x: number) => steady * x + (1 - steady) * tau * (1 - Math.exp(-x / tau));

  return {
    getPlannedArrivals: (position) => orders * cumulative(Math.min(1, position / orders)),
    getPlannedPosition: (index) => {
      const target = index / orders;
      let low = 0;
      let high = 1;
      for (let step = 0; step < 40; step++) {
        const middle = (low + high) / 2;
        if (cumulative(middle) < target) low = middle;
        else high = middle;
      }
      return high * orders;
    },
  };
}

/** The shortest average gap between two orders of one customer (a café restocking weekly). */
const SHORTEST_MEAN_GAP_DAYS = 6;

/**
 * Expected repeat orders of a customer with purchase rate λ active for L days, whose gaps are
 * Gamma(2) with mean 1/λ: the renewal function λL − ¼(1 − e^(−4λL)). A plain λL would promise far
 * more orders from customers with short lives or long gaps than they ever place.
 */
function getExpectedRepeatOrders(rate: number, activeDays: number): number {
  const expected = rate * activeDays;
  return expected - 0.25 * (1 - Math.exp(-4 * expected));
}

/**
 * Purchase rates (orders per day, days counted in orders as the scheduler does) of the repeat
 * buyers, scaled so that the orders they are expected to place over their active life, from
 * their planned arrival to the end of the period, add up to the orders left after every
 * customer's first one. Rates are proportional to
 * the customers' repeat weights, the heaviest capped at one order every few days.
 */
export function calibrateRepeatRates(options: {
  pool: CustomerPool;
  plan: ArrivalPlan;
  orders: number;
  days: number;
}): Float32Array {
  const { pool, plan, orders, days } = options;
  const repeatOrders = orders - pool.size;
  const rates = new Float32Array(pool.size);
  const activeDays = new Float64Array(pool.size);
  for (let index = 0; index < pool.size; index++) {
    if (pool.repeatWeight[index] === 0) continue;
    const arrivalDay = (days * plan.getPlannedPosition(index)) / orders;
    activeDays[index] = Math.min(pool.activeLife[index]! * days, days - arrivalDay);
  }
  if (repeatOrders <= 0) return rates;

  const maxRate = 1 / SHORTEST_MEAN_GAP_DAYS;
  const rateAt = (scale: number, index: number) => Math.min(maxRate, pool.repeatWeight[index]! * scale);
  const expectedAt = (scale: number) => {
    let total = 0;
    for (let index = 0; index < pool.size; index++) {
      if (activeDays[index]! > 0) total += getExpectedRepeatOrders(rateAt(scale, index), activeDays[index]!);
    }
    return total;
  };
  // The expected total grows with the scale; bisect on a logarithmic scale until it matches.
  let low = 1e-9;
  let high = maxRate;
  for (let step = 0; step < 60; step++) {
    const middle = Math.sqrt(low * high);
    if (expectedAt(middle) < repeatOrders) low = middle;
    else high = middle;
  }
  for (let index = 0; index < pool.size; index++) rates[index] = rateAt(high, index);
  return rates;
}
