/**
 * The surface of the analytics module: everything code outside it may import from it. Other
 * modules, jobs/ and http/ import only this file (docs/ARCHITECTURE.md "Module surfaces").
 */
export { type ChannelOrderFigures, sumOrdersByChannel } from './channel-of-source.ts';
export { marketingStatisticsJob } from './marketing-statistics-job.ts';
export { selectSourceFigures } from './queries/marketing-attribution.ts';
export { hasAnyAdSpend, selectCampaignSpend } from './queries/marketing-spend.ts';
export { selectMarketingTrend } from './queries/marketing-trend.ts';
export { resolveReportContext } from './report-context.ts';
export { createAnalyticsRollupsJob } from './rollups/analytics-rollups-job.ts';
export { subscribeAnalyticsToIngest } from './subscribe-to-ingest.ts';
