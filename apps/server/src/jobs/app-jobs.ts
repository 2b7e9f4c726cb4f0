import { createAnalyticsRollupsJob, marketingStatisticsJob } from '../modules/analytics/index.ts';
import { budgetAlertsJob, raiseShopBudgetAlerts } from '../modules/budgets/index.ts';
import {
  businessProfileLocationsJob,
  businessProfileSyncJob,
  eshopOrderJob,
  eshopPlatformSyncJob,
  eshopWebhooksRemovalJob,
  googleAdsAccountsJob,
  googleAdsSyncJob,
  googleAnalyticsPropertiesJob,
  googleAnalyticsSyncJob,
  heurekaSyncJob,
  merchantAccountsJob,
  merchantSyncJob,
  metaAccountsJob,
  metaSyncJob,
  profitUploadJob,
  searchConsoleSitesJob,
  searchConsoleSyncJob,
  sklikSyncJob,
  zboziSyncJob,
} from '../modules/connections/index.ts';
import { demoFillJob } from '../modules/demo/index.ts';
import { anomalyAlertsJob, digestPreviewJob, emailDigestJob } from '../modules/digests/index.ts';
import { scheduledImportJob } from '../modules/import-schedules/index.ts';
import { importJob } from '../modules/imports/index.ts';
import { xmlFeedJob } from '../modules/xml-feeds/index.ts';
import type { AnyJobDefinition } from './define-job.ts';

/**
 * Every kind of background job the app has, declared once each (docs/ARCHITECTURE.md
 * "Background jobs"). A new kind is added here and nowhere else in the runner.
 */
export const appJobs: readonly AnyJobDefinition[] = [
  importJob,
  scheduledImportJob,
  demoFillJob,
  // The budgets are measured by the rollups' attributed orders: their alerts follow each refresh.
  createAnalyticsRollupsJob(raiseShopBudgetAlerts),
  budgetAlertsJob,
  marketingStatisticsJob,
  googleAdsAccountsJob,
  googleAdsSyncJob,
  googleAnalyticsPropertiesJob,
  googleAnalyticsSyncJob,
  emailDigestJob,
  digestPreviewJob,
  anomalyAlertsJob,
  searchConsoleSitesJob,
  searchConsoleSyncJob,
  merchantAccountsJob,
  merchantSyncJob,
  businessProfileLocationsJob,
  businessProfileSyncJob,
  xmlFeedJob,
  sklikSyncJob,
  heurekaSyncJob,
  zboziSyncJob,
  metaAccountsJob,
  metaSyncJob,
  eshopPlatformSyncJob,
  eshopOrderJob,
  eshopWebhooksRemovalJob,
  profitUploadJob,
];

export function getAppJob(kind: string): AnyJobDefinition | undefined {
  return appJobs.find((job) => job.kind === kind);
}
