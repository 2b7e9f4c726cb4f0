import {
  type DigestFigures,
  type DigestMetric,
  type DigestPeriodName,
  type MarketingReport,
  type OrdersReport,
  PRODUCT_LIST_LIMIT,
  type ProductsReport,
} from '@ziskomer/contracts';
import type { Database } from '@ziskomer/db';
import {
  type DayRange,
  getZonedDay,
  pickTopMovers,
  relativeChange,
  resolveDigestPeriods,
} from '@ziskomer/domain';
import type { Transaction } from 'kysely';
import { marketingReport, ordersReport, productsReport, resolveReportContext } from '../analytics/index.ts';
import { countOpenBudgetAlerts } from '../budgets/index.ts';
import { countOpenTasks } from '../tasks/index.ts';
import { anomalyAlertsSince } from './anomalies/anomaly-alert-window.ts';
import { countOpenAnomalyAlerts } from './queries/anomaly-alert-rows.ts';

/**
 * Runs `work` in a transaction of the shop's scope. A request passes its own transaction; the
 * job opens a short one per report, so on PGlite no step holds the connection for long.
 */
export type InShop = <T>(work: (trx: Transaction<Database>) => Promise<T>) => Promise<T>;

interface PeriodReports {
  orders: OrdersReport;
  marketing: MarketingReport;
  products: ProductsReport;
}

/**
 * The digest's figures for the last complete week or month (docs/METRICS.md "E-mail digests").
 * Every number comes from the orders, marketing and products reports run for the digest's three
 * periods — the same code that answers /analytics/orders, /analytics/marketing and
 * /analytics/products for those days — never from a query of its own.
 */
export async function computeDigestFigures(
  inShop: InShop,
  input: { shopId: string; period: DigestPeriodName; now: Date },
): Promise<DigestFigures> {
  const shop = await inShop((trx) =>
    trx
      .selectFrom('shops')
      .select(['name', 'time_zone', 'currency'])
      .where('id', '=', input.shopId)
      .executeTakeFirstOrThrow(),
  );
  const today = getZonedDay(input.now, shop.time_zone);
  const periods = resolveDigestPeriods(input.period === 'week' ? 'weekly' : 'monthly', today);
  const current = await runReports(inShop, input, periods.current);
  const previous = await runReports(inShop, input, periods.previous);
  const lastYear = await runReports(inShop, input, periods.lastYear);
  const open = await inShop(async (trx) => {
    const tasks = await countOpenTasks(trx, input.shopId);
    const budget = await countOpenBudgetAlerts(trx, { shopId: input.shopId });
    const anomalies = await countOpenAnomalyAlerts(trx, input.shopId, anomalyAlertsSince(today));
    return { anomalyAlerts: anomalies, budgetAlerts: budget.open, tasks };
  });

  const metric = (pick: (reports: PeriodReports) => number | null): DigestMetric => {
    const values = { current: pick(current), previous: pick(previous), lastYear: pick(lastYear) };
    return {
      ...values,
      changeVsPrevious: changeOf(values.current, values.previous),
      changeVsLastYear: changeOf(values.current, values.lastYear),
    };
  };
  const previousTrend = previous.orders.trend;
  return {
    shopId: input.shopId,
    shopName: shop.name,
    currency: shop.currency,
    timeZone: shop.time_zone,
    period: input.period,
    current: periods.current,
    previous: periods.previous,
    lastYear: periods.lastYear,
    periodKey: periods.key,
    metrics: {
      revenue: metric((reports) => reports.orders.totals.revenue),
      orders: metric((reports) => reports.orders.totals.orders),
      margin: metric((reports) => reports.orders.totals.margin),
      poas: metric((reports) => reports.marketing.totals.poas),
      pno: metric((reports) => reports.marketing.totals.pno),
      adSpend: metric((reports) => reports.marketing.totals.adSpend),
    },
    daily: current.orders.trend.map((point, index) => ({
      day: point.bucket,
      revenue: point.revenue,
      previousRevenue: previousTrend[index]?.revenue ?? 0,
    })),
    movers: {
      channels: pickTopMovers(channelRevenue(current), channelRevenue(previous)),
      campaigns: pickTopMovers(campaignRevenue(current), campaignRevenue(previous)),
      products: pickTopMovers(productRevenue(current), productRevenue(previous), 3, {
        current: isWholeProductList(current),
        previous: isWholeProductList(previous),
      }),
    },
    open,
  };
}

async function runReports(
  inShop: InShop,
  input: { shopId: string; now: Date },
  period: DayRange,
): Promise<PeriodReports> {
  const query = { period: 'custom', ...period, granularity: 'day', compare: false } as const;
  const run = <T>(report: (ctx: Awaited<ReturnType<typeof resolveReportContext>>) => Promise<T>) =>
    inShop(async (trx) => report(await resolveReportContext(trx, input.shopId, query, input.now)));
  return {
    orders: await run((ctx) => ordersReport.run(ctx, {})),
    marketing: await run((ctx) => marketingReport.run(ctx, {})),
    products: await run((ctx) => productsReport.run(ctx, { sort: 'revenue' })),
  };
}

/** The change as the reports' comparisons compute it; null where a figure or its base is missing. */
function changeOf(current: number | null, base: number | null): number | null {
  return current === null || base === null ? null : relativeChange(current, base);
}

function channelRevenue(reports: PeriodReports) {
  return reports.marketing.channels.map((row) => ({
    key: row.channel,
    label: row.channel,
    value: row.revenue,
  }));
}

function campaignRevenue(reports: PeriodReports) {
  return reports.marketing.campaigns.map((row) => ({
    key: `${row.channel}/${row.account}/${row.campaign}`,
    label: row.campaign,
    value: row.revenue,
  }));
}

/** The products report lists the top PRODUCT_LIST_LIMIT by revenue: a full list may leave some out. */
function isWholeProductList(reports: PeriodReports) {
  return reports.products.products.length < PRODUCT_LIST_LIMIT;
}

function productRevenue(reports: PeriodReports) {
  return reports.products.products.map((row) => ({ key: row.key, label: row.name, value: row.revenue }));
}
