/**
 * The surface of the connections module: everything code outside it may import from it. Other
 * modules, jobs/ and http/ import only this file (docs/ARCHITECTURE.md "Module surfaces").
 */

export { businessProfileLocationsJob } from './business-profile/business-profile-locations-job.ts';
export { businessProfileSyncJob } from './business-profile/business-profile-sync-job.ts';
export { getSecretBox } from './connection-secrets.ts';
export { createDemoGoogleAdsConnection } from './create-demo-google-ads-connection.ts';
export { eshopOrderJob } from './eshop/eshop-order-job.ts';
export { eshopPlatformSyncJob } from './eshop/eshop-sync-job.ts';
export { eshopWebhooksRemovalJob } from './eshop/eshop-webhooks-removal-job.ts';
export { googleAdsAccountsJob } from './google-ads/google-ads-accounts-job.ts';
export { googleAdsSyncJob } from './google-ads/google-ads-sync-job.ts';
export { googleAnalyticsPropertiesJob } from './google-analytics/google-analytics-properties-job.ts';
export { googleAnalyticsSyncJob } from './google-analytics/google-analytics-sync-job.ts';
export { heurekaSyncJob } from './heureka/heureka-sync-job.ts';
export { merchantAccountsJob } from './merchant/merchant-accounts-job.ts';
export { merchantSyncJob } from './merchant/merchant-sync-job.ts';
export { createDemoMetaConnection } from './meta/create-demo-meta-connection.ts';
export { metaAccountsJob } from './meta/meta-accounts-job.ts';
export { metaSyncJob } from './meta/meta-sync-job.ts';
export { profitUploadJob } from './profit-upload/profit-upload-job.ts';
export { searchConsoleSitesJob } from './search-console/search-console-sites-job.ts';
export { searchConsoleSyncJob } from './search-console/search-console-sync-job.ts';
export { createDemoSklikConnection } from './sklik/create-demo-sklik-connection.ts';
export { sklikSyncJob } from './sklik/sklik-sync-job.ts';
export { zboziSyncJob } from './zbozi/zbozi-sync-job.ts';
