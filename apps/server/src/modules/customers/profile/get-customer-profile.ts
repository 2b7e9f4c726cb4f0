import type { CustomerProfile } from '@ziskomer/contracts';
import { getRfmSegment, getZonedDay, type RfmScore } from '@ziskomer/domain';
import { AppError } from '../../../core/app-error.ts';
import type { UseCaseScope } from '../../../core/use-case-scope.ts';
import { getShopSettings } from '../../orders/index.ts';
import { selectProfileCustomer } from './queries/select-profile-customer.ts';
import {
  type ProfileOrderRow,
  selectProfileLines,
  selectProfileOrders,
} from './queries/select-profile-orders.ts';
import { selectProfileScores } from './queries/select-profile-scores.ts';
import { selectRfmSegmentHistory } from './rfm-segment-history.ts';

/**
 * One customer's page: contact details, all orders with their lines, the sources of the first and
 * the later orders, RFM scores and segment, the CLV forecast and the margin they brought. A key the
 * shop does not have — another shop's customer included — is not found.
 */
export async function getCustomerProfile(
  scope: UseCaseScope,
  shopId: string,
  customerKey: string,
): Promise<CustomerProfile> {
  const customer = await selectProfileCustomer(scope.db, shopId, customerKey);
  if (!customer) throw new AppError('not_found');
  const { currency, timeZone } = await getShopSettings(scope.db, shopId);
  const orders = await selectProfileOrders(scope.db, shopId, customerKey);
  const lines = await selectProfileLines(
    scope.db,
    shopId,
    orders.map((order) => order.order_id),
  );
  const { scores, forecast } = await selectProfileScores(scope.db, shopId, customerKey);
  const counted = orders.filter((order) => !order.is_cancelled);
  const revenue = round2(counted.reduce((sum, order) => sum + Number(order.revenue), 0));
  const margin = round2(counted.reduce((sum, order) => sum + Number(order.margin), 0));
  const oldestFirst = [...counted].reverse();
  return {
    customerKey: customer.customer_key,
    contact: {
      email: customer.email,
      name: customer.name,
      phone: customer.phone,
      city: customer.city,
      country: customer.country,
      zip: customer.zip,
    },
    currency,
    timeZone,
    totals: {
      orders: counted.length,
      cancelledOrders: orders.length - counted.length,
      revenue,
      margin,
      averageOrderValue: counted.length > 0 ? round2(revenue / counted.length) : null,
      firstOrderDate: oldestFirst[0]?.order_date.toISOString() ?? null,
      lastOrderDate: counted[0]?.order_date.toISOString() ?? null,
    },
    tier: customer.tier,
    churnRisk: customer.churn_risk,
    journey: toJourney(oldestFirst),
    rfm: scores
      ? {
          recency: Number(scores.recency),
          frequency: Number(scores.frequency),
          monetary: Number(scores.monetary),
          segment: getRfmSegment(Number(scores.recency) as RfmScore, Number(scores.frequency) as RfmScore),
        }
      : null,
    rfmHistory: await selectRfmSegmentHistory(
      scope.db,
      shopId,
      counted.map((order) => order.order_day),
      getZonedDay(scope.deps.now(), timeZone),
    ),
    clv: forecast
      ? {
          probabilityAlive: Number(forecast.p_alive),
          expectedOrders90: Number(forecast.expected_orders_90),
          expectedValue90: round2(Number(forecast.expected_value_90)),
          expectedOrders365:
            forecast.expected_orders_365 === null ? null : Number(forecast.expected_orders_365),
          expectedValue365:
            forecast.expected_value_365 === null ? null : round2(Number(forecast.expected_value_365)),
        }
      : null,
    orders: orders.map((order) => ({
      orderId: order.order_id,
      orderDate: order.order_date.toISOString(),
      revenue: Number(order.revenue),
      margin: Number(order.margin),
      marginEstimated: order.margin_estimated,
      cancelled: order.is_cancelled,
      paid: order.is_paid,
      status: order.status,
      source: order.acquisition_source,
      campaign: order.acquisition_campaign,
      lines: lines
        .filter((line) => line.order_id === order.order_id)
        .map((line) => ({
          productCode: line.product_code,
          productName: line.product_name,
          category: line.category,
          quantity: Number(line.quantity),
          unitPrice: Number(line.unit_price),
          margin: Number(line.margin),
          marginEstimated: line.margin_estimated,
        })),
    })),
  };
}

/**
 * The first counted order's source and campaign, then every other source in the order it first
 * brought the customer back, with how many orders it brought (the first order not counted).
 */
function toJourney(oldestFirst: ProfileOrderRow[]): CustomerProfile['journey'] {
  const [first, ...later] = oldestFirst;
  const sources = new Map<string, { source: string | null; orders: number; firstDate: string }>();
  for (const order of later) {
    const key = order.acquisition_source ?? '';
    const entry = sources.get(key);
    if (entry) entry.orders += 1;
    else
      sources.set(key, {
        source: order.acquisition_source,
        orders: 1,
        firstDate: order.order_date.toISOString(),
      });
  }
  return {
    firstSource: first?.acquisition_source ?? null,
    firstCampaign: first?.acquisition_campaign ?? null,
    laterSources: [...sources.values()],
  };
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
