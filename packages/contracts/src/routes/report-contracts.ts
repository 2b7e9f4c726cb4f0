import { z } from 'zod';
import { conversionMonitoringReportSchema } from '../analytics/conversion-monitoring-report.ts';
import { customerAcquisitionReportSchema } from '../analytics/customer-acquisition-report.ts';
import { customerClvReportSchema } from '../analytics/customer-clv-report.ts';
import { customerCohortsReportSchema } from '../analytics/customer-cohorts-report.ts';
import { customerJourneyReportSchema } from '../analytics/customer-journey-report.ts';
import { customersReportSchema } from '../analytics/customer-overview-report.ts';
import { customerQuintilesReportSchema } from '../analytics/customer-quintiles-report.ts';
import { customerRepeatOrdersReportSchema } from '../analytics/customer-repeat-orders-report.ts';
import { customerRfmParamsShape, customerRfmReportSchema } from '../analytics/customer-rfm-report.ts';
import { marketingReportSchema } from '../analytics/marketing-report.ts';
import { orderTimingReportSchema } from '../analytics/order-timing-report.ts';
import { ordersReconciliationReportSchema } from '../analytics/orders-reconciliation-report.ts';
import { ordersReportSchema } from '../analytics/orders-report.ts';
import {
  BOUGHT_TOGETHER_LIMIT,
  DEFAULT_MIN_PAIR_ORDERS,
  PAIR_SORTS,
  productCrossSellReportSchema,
} from '../analytics/product-cross-sell-report.ts';
import { MARGIN_PRODUCT_LIMIT, productMarginReportSchema } from '../analytics/product-margin-report.ts';
import { PRODUCT_SORTS, productsReportSchema } from '../analytics/products-report.ts';
import { calendarDay } from '../calendar-day.ts';

/**
 * What each analytics report is, as both sides know it: its URL segment, its documentation, its own
 * query parameters beyond the period and the schema of its data. The server adds how it is computed.
 */

export const conversionMonitoringReportContract = {
  id: 'conversion-monitoring',
  summary:
    'Orders against tracked and platform-reported conversions per channel and day, with tracking breaks',
  description:
    'For the whole shop and each ad channel, per day of the period: counted orders attributed by acquisition ' +
    'source, orders reported by the shop’s tracking (order events without the test flag, attributed by gclid, ' +
    'fbclid or source), conversions reported in the ad-spend data, and both shares of the orders. A break starts ' +
    'on a day whose tracked share falls below half of the median of the 14 days before, on days with at least 5 ' +
    'orders and only when chance explains such a drop with a probability below 0.1 %; an ongoing break notifies ' +
    'the shop’s users once. Breaks with `channel: all` concern the whole shop.',
  data: conversionMonitoringReportSchema,
};

export const customerAcquisitionReportContract = {
  id: 'customer-acquisition',
  summary: 'Customer acquisition and retention',
  description:
    'Customers acquired in the period (first counted order in it, shop time zone) per bucket of ' +
    'the granularity, by the acquisition source and by the campaign of that first order (top 10 ' +
    'by new customers, the rest as key null; "" = none given). Retention: of the new customers ' +
    'whose first order lies at least 30, 90 or 180 days before the shop’s latest order day, the ' +
    'share with a second counted order within that many days. Revenue to date: all counted ' +
    'orders of these customers so far. Orders without a customer and cancelled orders are left out.',
  data: customerAcquisitionReportSchema,
};

export const customerClvReportContract = {
  id: 'customer-clv',
  summary: 'Customer lifetime value',
  description:
    'SPEC §9 customer lifetime value (average order value × orders × 1.5 over counted orders) of ' +
    'every customer: total, average, customers per 1-2-5 range, by tier and by churn risk as of today. ' +
    'Predictive CLV: BG/NBD (purchases, P(alive)) and Gamma-Gamma (value of a purchase) fitted by ' +
    "maximum likelihood on the shop's purchase days (orders of one customer and shop-zone day count as " +
    'one purchase), as of the stored run (computedAt, asOfDay): fitted parameters, expected purchases ' +
    'and value over the next 90 and 365 days in total and per tier, churn risk and RFM segment, the ' +
    'P(alive) distribution of repeat customers and the 20 customers with the highest expected value. ' +
    'With too little history, status "insufficient", a reason (too_few_customers, ' +
    'too_few_repeat_customers, history_too_short, fit_failed), the counts against the requirements and ' +
    'an estimate of when a forecast will be possible. Backtest: the same models fitted on the purchases up ' +
    'to `asOf` (a past day on or after the first order; default one 90-day horizon before the last ' +
    'complete day with an order, stored with the run) and their forecast for the days after it, against ' +
    'the purchase days and value that followed, in total and per number of repeat purchase days before ' +
    '`asOf` (0 … 6, 7 or more). The period parameters are accepted and ignored.',
  params: { asOf: calendarDay().optional() },
  data: customerClvReportSchema,
};

export const customerCohortsReportContract = {
  id: 'customer-cohorts',
  summary: 'Monthly acquisition cohorts',
  description:
    'Customers grouped by the month of their first counted order (shop time zone): the cohorts ' +
    'whose month overlaps the period, each followed month by month to the month of the shop’s ' +
    'latest order. Per month since the first order: active customers (with a counted order that ' +
    'month) and retention (active ÷ cohort size), orders, revenue with VAT, margin and cumulative ' +
    'revenue per customer; plus averages over the cohorts weighted by their size. Orders without ' +
    'a customer and cancelled orders are left out. Granularity and comparison are not used.',
  data: customerCohortsReportSchema,
};

export const customerJourneyReportContract = {
  id: 'customer-journey',
  summary: 'Customer journey report',
  description:
    'For the customers whose first counted order falls in the period: the flows from the acquisition ' +
    'source of the first order to those of the second and third (the 7 most frequent sources by name, ' +
    "'' for orders without a source, null for the other sources together), the days from the first " +
    'to the second order (median, mean) and the share that came back, and the customers by number ' +
    'of orders (1, 2, 3, 4, 5 or more) — overall and per source of the first order. Later orders ' +
    'count up to today. Counted orders are those not cancelled.',
  data: customerJourneyReportSchema,
};

export const customerQuintilesReportContract = {
  id: 'customer-quintiles',
  summary: 'Customers by revenue quintile',
  description:
    'Customers with a counted order ranked by revenue over the whole history and cut into five ' +
    'fifths of equal size (top 20 % first; equal revenue ordered by customer key): customers, ' +
    'revenue, share of revenue, average revenue and orders, lowest and highest revenue of each ' +
    'fifth; the Pareto curve (cumulative share of revenue against share of customers, highest ' +
    "revenue first) and the top fifth's share of revenue. The period parameters are accepted and " +
    'ignored.',
  data: customerQuintilesReportSchema,
};

export const customerRepeatOrdersReportContract = {
  id: 'customer-repeat-orders',
  summary: 'Repeat orders',
  description:
    'For the customers acquired in the period (first counted order in it), with their counted ' +
    'orders to date: customers by number of orders (1, 2, 3, 4, 5, 6–10, 11+) with their revenue; ' +
    'calendar days (shop time zone) from the 1st to the 2nd and from the 2nd to the 3rd order as ' +
    'median, average and histogram; the share of each monthly cohort that ordered a second time. ' +
    'The up-sell list: at most 20 customers with at least 2 counted orders whose latest order is ' +
    'on or after the period’s first day, highest average order value first (ties: revenue). ' +
    'Orders without a customer and cancelled orders are left out.',
  data: customerRepeatOrdersReportSchema,
};

export const customerRfmReportContract = {
  id: 'customer-rfm',
  summary: 'RFM segments',
  description:
    'Every customer with a counted order scored 1–5 on recency (days since the last order), ' +
    "frequency (counted orders) and monetary value (revenue) by quintile among the shop's customers " +
    '(equal values share the score where their run starts), as of today over the whole history; ' +
    'the eleven segments of the R/F grid (champions … lost) with customers, revenue and shares; ' +
    'the grid cells; the value range of each score; and with `segment` (and `page`) 100 customers ' +
    'of that segment per page, highest revenue first. The period parameters are accepted and ignored.',
  params: customerRfmParamsShape,
  data: customerRfmReportSchema,
};

export const customersReportContract = {
  id: 'customers',
  summary: 'Customers report',
  description:
    'Customers active in the period; new customers (first counted order in the period) against ' +
    'returning ones, with the orders and revenue of first orders and of repeat orders and the trend ' +
    'by bucket; the repeat rate in the period and over the whole history; all customers by SPEC §9 ' +
    'tier and by churn risk as of today; the 10 customers with the highest revenue; counted orders ' +
    'of the last 24 hours and the last 30 days against the 30 before. Counted orders are those not ' +
    'cancelled; orders without a customer (no e-mail or phone) count only as anonymous orders.',
  data: customersReportSchema,
};

export const marketingReportContract = {
  id: 'marketing',
  summary: 'Ad spend against profit: POAS, ROAS, PNO and costs, per channel and campaign',
  description:
    'Totals of the period (and of the previous one when `compare` is set), a trend per bucket, every channel ' +
    'with spend or attributed orders, up to 200 campaigns by spend, the split between new and returning ' +
    'customers, guidance where SPEC limits apply, and the performance scenario and business quadrant with ' +
    'cost = cost of goods + ad spend.',
  data: marketingReportSchema,
};

export const orderTimingReportContract = {
  id: 'order-timing',
  summary: 'Order timing report',
  description:
    'Counted orders and revenue (including VAT) of a period per weekday (1 = Monday) and hour (0–23), ' +
    "both in the shop's time zone, with how many of each weekday the period holds; and for the " +
    "period's orders placed by a returning customer, the days since that customer's previous " +
    'counted order: a histogram (0–7, 8–14, 15–30, 31–60, 61–90, 91–180, 181–365, more than 365 ' +
    'days), the median and the mean. Counted orders are those not cancelled.',
  data: orderTimingReportSchema,
};

export const ordersReportContract = {
  id: 'orders',
  summary: 'Orders report',
  description:
    'Revenue with and without VAT, counted orders, average order value, margin, items per order and ' +
    'paid / cancelled / online shares of a period; the trend by bucket; the top 10 cities, countries, ' +
    'products, categories, acquisition sources and campaigns; the payment and shipping mix; the 10 ' +
    'latest orders; and the performance scenario and business quadrant against the previous period ' +
    '(cost = revenue − margin + ad spend). Counted orders are those not cancelled.',
  data: ordersReportSchema,
};

export const ordersReconciliationReportContract = {
  id: 'orders-reconciliation',
  summary:
    'Why the figures differ: from the gross order total to the revenue and margin of the orders report',
  description:
    'A walk in steps, each with its amount and number of orders, from every order whose UTC calendar day lies ' +
    "in the period, cancelled ones too, over the orders the shop's time zone moves into or out of the period, " +
    'to every order of the period in the shop’s time zone (what its admin lists), minus cancelled orders to the ' +
    'orders report’s revenue with VAT, minus VAT to its revenue without VAT, minus the costs the margin leaves ' +
    'out to its margin; each subtotal is the previous one plus the steps between, to the haléř. Shown apart, as ' +
    'the revenue includes them: unpaid orders, orders of unknown payment state and orders without a customer; ' +
    'the margin split into the shop’s own and the 30 % estimate. Granularity and comparison are not used.',
  data: ordersReconciliationReportSchema,
};

export const productCrossSellReportContract = {
  id: 'product-cross-sell',
  summary: 'Product cross-sell report',
  description:
    'Pairs of products bought in the same counted order in a period: pair frequency (orders holding ' +
    'both), support (÷ all counted orders with lines), confidence A→B and B→A, lift, and the total and ' +
    `average value of the orders holding the pair. The top 100 pairs by \`sort\` among those bought ` +
    `together at least \`minPairs\` times (default ${DEFAULT_MIN_PAIR_ORDERS}); and the ` +
    `${BOUGHT_TOGETHER_LIMIT} products bought most often with \`product\` (a product key: the code, ` +
    'else the name; default the best seller), with the products to choose from.',
  params: {
    sort: z.enum(PAIR_SORTS).optional(),
    minPairs: z.coerce.number().int().min(1).max(100_000).optional(),
    product: z.string().min(1).max(500).optional(),
  },
  data: productCrossSellReportSchema,
};

export const productMarginReportContract = {
  id: 'product-margin',
  summary: 'Product margin report',
  description:
    'Margin and margin % (margin ÷ line revenue with VAT) of the period by product (the ' +
    `${MARGIN_PRODUCT_LIMIT} with most revenue) and by category. Lines without a margin from the shop ` +
    'carry the 30 % estimate: every row says how many lines, how much revenue and how much margin ' +
    "are estimated and whether it is 'real', 'partial' or 'estimated'; the totals add the margin % " +
    'of the real lines alone. Counted orders are those not cancelled.',
  data: productMarginReportSchema,
};

export const productsReportContract = {
  id: 'products',
  summary: 'Products report',
  description:
    'Products and categories of a period by line revenue (with VAT), margin, units and orders holding ' +
    'them, with the share of line revenue; the top 100 products by `sort` (revenue, margin, quantity ' +
    'or orders); every category (lines without one as "Nezařazeno"); and the revenue and margin of ' +
    'the top 5 categories per bucket. Counted orders are those not cancelled.',
  params: { sort: z.enum(PRODUCT_SORTS).optional() },
  data: productsReportSchema,
};

/** Every report by its URL segment. */
export const reportContracts = {
  'conversion-monitoring': conversionMonitoringReportContract,
  'customer-acquisition': customerAcquisitionReportContract,
  'customer-clv': customerClvReportContract,
  'customer-cohorts': customerCohortsReportContract,
  'customer-journey': customerJourneyReportContract,
  'customer-quintiles': customerQuintilesReportContract,
  'customer-repeat-orders': customerRepeatOrdersReportContract,
  'customer-rfm': customerRfmReportContract,
  customers: customersReportContract,
  marketing: marketingReportContract,
  'order-timing': orderTimingReportContract,
  orders: ordersReportContract,
  'orders-reconciliation': ordersReconciliationReportContract,
  'product-cross-sell': productCrossSellReportContract,
  'product-margin': productMarginReportContract,
  products: productsReportContract,
};
