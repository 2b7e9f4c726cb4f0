/**
 * The surface of the analytics module: everything code outside it may import from it. Other
 * modules, jobs/ and http/ import only this file (docs/ARCHITECTURE.md "Module surfaces").
 */
export { type ChannelOrderFigures, sumOrdersByChannel } from './channel-of-source.ts';
export { marketingStatisticsJob } from './marketing-statistics-job.ts';
export { queryTopPairs } from './queries/cross-sell-pairs.ts';
export { selectSourceFigures } from './queries/marketing-attribution.ts';
export { hasAnyAdSpend, selectCampaignSpend } from './queries/marketing-spend.ts';
export { selectMarketingTrend } from './queries/marketing-trend.ts';
export { queryOrdersTrend } from './queries/orders-trend.ts';
export { inPeriodProductMargins } from './queries/product-margins-in-period.ts';
export { getRollupFreshness } from './queries/rollup-freshness.ts';
export { selectTrackedEventGroups } from './queries/tracked-order-events.ts';
export { type ReportContext, resolveReportContext } from './report-context.ts';
// The e-mail digest answers from the reports themselves, so its figures cannot differ from theirs.
export { customersReport } from './reports/customers-report.ts';
export { marketingReport, periodFigures as marketingPeriodFigures } from './reports/marketing-report.ts';
export { ordersReport } from './reports/orders-report.ts';
export { productsReport } from './reports/products-report.ts';
export { createAnalyticsRollupsJob } from './rollups/analytics-rollups-job.ts';
export { subscribeAnalyticsToIngest } from './subscribe-to-ingest.ts';
