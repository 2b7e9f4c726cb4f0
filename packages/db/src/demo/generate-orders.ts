import type { OrderInput, OrderItemInput } from '@ziskomer/contracts';
import { createRandom, type Random } from './create-random.ts';
import {
  type CustomerPool,
  createCustomerPool,
  describeCustomer,
  isCustomerInTown,
  isSlovakCustomer,
  MEAN_ACTIVE_LIFE,
} from './customer-pool.ts';
import { getShopProfile } from './demo-shop-profiles.ts';
import { compileCatalogue, drawBasket } from './draw-basket.ts';
import {
  BANK_TRANSFER,
  CASH_ON_DELIVERY,
  createCampaignPicker,
  drawOrderSource,
  drawPaymentMethod,
  drawShippingMethod,
  isOnlinePayment,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PICKUP,
  SHIPPING_METHODS,
} from './order-channels.ts';
import { calibrateRepeatRates, planCustomerArrivals } from './plan-customer-arrivals.ts';
import { BLACK_FRIDAY_DEALS, drawHourOfDay, planOrderCalendar } from './plan-order-calendar.ts';
import { convertPragueWallTimeToUtc, DAY_MS, formatPragueIso } from './prague-time.ts';
import { createCustomerScheduler } from './schedule-customers.ts';
import { ACQUISITION_SOURCES, type ShopProfile, type ShopProfileId } from './shop-profile.ts';
import { widenCatalogue } from './widen-catalogue.ts';

export interface GenerateOrdersOptions {
  seed: number;
  orders: number;
  /** Distinct customers (at most one per order); by default a quarter of the orders (1M → 250,000). */
  customers?: number;
  /** First and last day of the period, 'YYYY-MM-DD', in Europe/Prague; both included. */
  start: string;
  end: string;
  shopProfile: ShopProfileId | ShopProfile;
  /** A catalogue of at least this many products (widenCatalogue); by default the profile's own. */
  products?: number;
}

export interface GeneratedOrdersSummary {
  orders: number;
  items: number;
  customers: number;
}

/** How often a customer's next order starts with the product they first bought. */
const REBUY_SHARE = 0.5;
/** Orders typed in by hand in the shop's admin carry no purchase prices, hence no margin. */
const MANUAL_ORDER_SHARE = 0.015;
/** Black Friday discount and the share of lines it applies to. */
const DEAL_DISCOUNT = 0.2;
const DEAL_LINE_SHARE = 0.7;
/** Bank transfers: never paid (cancelled after the 14 days the shop waits) and the usual delay. */
const TRANSFER_NEVER_PAID = 0.09;
const TRANSFER_WAIT_DAYS = 14;
const TRANSFER_MEAN_DELAY_DAYS = 1.2;
/** Cancellations for other reasons: refused cash-on-delivery parcels, changed minds. */
const CASH_ON_DELIVERY_REFUSED = 0.045;
const OTHER_CANCELLATION = 0.02;
/** Orders younger than this are still on their way. */
const DELIVERY_DAYS = 2.5;

/**
 * Realistic orders of a Czech shop, one by one in date order, identical for the same options on
 * every machine. Only the customers (a few typed arrays) and one day's timestamps are held in
 * memory, so a million orders stream in bounded memory. The generator's return value summarises
 * what was produced.
 */
export function* generateOrders(
  options: GenerateOrdersOptions,
): Generator<OrderInput, GeneratedOrdersSummary, undefined> {
  const orders = options.orders;
  if (!Number.isInteger(orders) || orders < 0) throw new RangeError('orders must be a non-negative integer');
  const customers = Math.min(orders, Math.max(1, options.customers ?? Math.round(orders / 4)));
  if (!Number.isInteger(customers)) throw new RangeError('customers must be an integer');
  const profile = widenCatalogue(getShopProfile(options.shopProfile), options.products ?? 0);

  // Separate streams: the calendar and the customers stay the same when the way orders are drawn changes.
  const calendar = planOrderCalendar({
    start: options.start,
    end: options.end,
    orders,
    monthlyDemand: profile.monthlyDemand,
    random: createRandom(options.seed, 1),
  });
  const pool = createCustomerPool({ size: customers, profile, random: createRandom(options.seed, 2) });
  const random = createRandom(options.seed, 3);
  const plan = planCustomerArrivals(orders, customers, MEAN_ACTIVE_LIFE);
  const rates = calibrateRepeatRates({ pool, plan, orders, days: calendar.days });
  const scheduler = createCustomerScheduler({ pool, plan, rates, orders, days: calendar.days, random });
  const catalogue = compileCatalogue(profile);
  const pickCampaign = createCampaignPicker(profile);
  const favourite = new Uint16Array(customers);

  let maxPerDay = 0;
  for (const count of calendar.orders) maxPerDay = Math.max(maxPerDay, count);
  const instants = new Float64Array(maxPerDay);
  let position = 0;
  let items = 0;
  let orderNumberYear = 0;
  let orderNumber = 0;

  for (let day = 0; day < calendar.days; day++) {
    const count = calendar.orders[day]!;
    const dayWallMs = calendar.firstDayWallMs + day * DAY_MS;
    const dayStartUtc = convertPragueWallTimeToUtc(dayWallMs);
    for (let index = 0; index < count; index++) {
      const secondOfDay = drawHourOfDay(random) * 3600 + random.int(0, 3599);
      instants[index] = convertPragueWallTimeToUtc(dayWallMs + secondOfDay * 1000);
    }
    const dayInstants = instants.subarray(0, count).sort();
    const year = calendar.year[day]!;
    const month = calendar.month[day]!;
    const flags = calendar.flags[day]!;
    if (year !== orderNumberYear) {
      orderNumberYear = year;
      orderNumber = 0;
    }

    for (const instant of dayInstants) {
      const customer = scheduler.pickCustomer(position);
      const isFirstOrder = scheduler.orderCount[customer] === 1;
      const contact = describeCustomer(pool, customer);

      const firstProduct = !isFirstOrder && random.chance(REBUY_SHARE) ? favourite[customer]! : null;
      const basket = drawBasket(catalogue, random, month, firstProduct);
      if (isFirstOrder) favourite[customer] = basket[0]!.product;
      const isManual = random.chance(MANUAL_ORDER_SHARE);
      const isDeal = (flags & BLACK_FRIDAY_DEALS) !== 0;
      let revenueCents = 0;
      let marginCents: number | null = 0;
      const orderItems: OrderItemInput[] = basket.map(({ product: productIndex, quantity }) => {
        const product = catalogue.products[productIndex]!;
        const discounted = isDeal && product.marginRate !== null && random.chance(DEAL_LINE_SHARE);
        const unitPrice = discounted ? round2(product.price * (1 - DEAL_DISCOUNT)) : product.price;
        revenueCents += Math.round(unitPrice * 100) * quantity;
        let margin: number | null = null;
        if (product.marginRate !== null && !isManual) {
          // The purchase price does not change with a discount: the whole discount comes off the margin.
          margin = round2((unitPrice - product.price * (1 - product.marginRate)) * quantity);
          if (marginCents !== null) marginCents += Math.round(margin * 100);
        } else {
          marginCents = null;
        }
        return {
          productCode: product.code,
          productName: product.name,
          category: product.category,
          quantity,
          unitPrice,
          margin,
        };
      });
      items += orderItems.length;

      const { payment, shipping } = drawPaymentAndShipping(random, pool, customer, profile);
      const fulfilment = drawFulfilment(
        random,
        payment,
        calendar.days - day - (instant - dayStartUtc) / DAY_MS,
      );
      const source = drawOrderSource(random, pool.acquisitionSource[customer]!, isFirstOrder);
      orderNumber++;

      yield {
        orderId: `${year}${String(orderNumber).padStart(6, '0')}`,
        orderDate: formatPragueIso(instant),
        customerEmail: contact.email,
        customerName: contact.name,
        customerPhone: contact.phone,
        customerCity: contact.city,
        customerCountry: contact.country,
        customerZip: contact.zip,
        revenue: revenueCents / 100,
        margin: marginCents === null ? null : marginCents / 100,
        currency: 'CZK',
        paid: fulfilment.paid,
        online: isOnlinePayment(payment),
        cancelled: fulfilment.cancelled,
        status: fulfilment.status,
        paymentMethod: PAYMENT_METHODS[payment]!,
        shippingMethod: SHIPPING_METHODS[shipping]!,
        acquisitionSource: ACQUISITION_SOURCES[source]!,
        acquisitionCampaign: pickCampaign(random, source, isFirstOrder, year, flags),
        items: orderItems,
      };
      position++;
    }
  }
  return { orders: position, items, customers: scheduler.arrived };
}

function drawPaymentAndShipping(random: Random, pool: CustomerPool, customer: number, profile: ShopProfile) {
  // Most people keep to the payment and delivery they chose the first time.
  const payment = random.chance(0.8) ? pool.preferredPayment[customer]! : drawPaymentMethod(random);
  const where = isSlovakCustomer(pool, customer)
    ? 'slovakia'
    : isCustomerInTown(pool, customer, profile.pickupCity)
      ? 'pickupTown'
      : 'elsewhere';
  const shipping = random.chance(0.8) ? pool.preferredShipping[customer]! : drawShippingMethod(random, where);
  // Cash on delivery makes no sense for a pick-up at the shop, where people pay by card.
  return { payment: shipping === PICKUP && payment === CASH_ON_DELIVERY ? 0 : payment, shipping };
}

/** Whether the order was paid, cancelled or is still under way, `age` days before the period ends. */
function drawFulfilment(random: Random, payment: number, age: number) {
  let cancelled = false;
  let awaitingPayment = false;
  if (payment === BANK_TRANSFER) {
    if (random.chance(TRANSFER_NEVER_PAID)) {
      if (age > TRANSFER_WAIT_DAYS) cancelled = true;
      else awaitingPayment = true;
    } else {
      awaitingPayment = age < random.exponential(TRANSFER_MEAN_DELAY_DAYS);
      cancelled = !awaitingPayment && random.chance(OTHER_CANCELLATION);
    }
  } else {
    cancelled = random.chance(payment === CASH_ON_DELIVERY ? CASH_ON_DELIVERY_REFUSED : OTHER_CANCELLATION);
  }
  if (cancelled) return { cancelled, paid: false, status: ORDER_STATUSES.cancelled };
  if (awaitingPayment) return { cancelled, paid: false, status: ORDER_STATUSES.awaitingPayment };
  if (age < DELIVERY_DAYS)
    return { cancelled, paid: payment !== CASH_ON_DELIVERY, status: ORDER_STATUSES.shipped };
  return { cancelled, paid: true, status: ORDER_STATUSES.done };
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
