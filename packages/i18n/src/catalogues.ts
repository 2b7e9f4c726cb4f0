import csAcademy from './cs/academy.json' with { type: 'json' };
import csAgency from './cs/agency.json' with { type: 'json' };
import csAnalytics from './cs/analytics.json' with { type: 'json' };
import csAnalyticsBehaviour from './cs/analytics-behaviour.json' with { type: 'json' };
import csAnalyticsClv from './cs/analytics-clv.json' with { type: 'json' };
import csAnalyticsCustomers from './cs/analytics-customers.json' with { type: 'json' };
import csAnalyticsMarketing from './cs/analytics-marketing.json' with { type: 'json' };
import csAnalyticsOrders from './cs/analytics-orders.json' with { type: 'json' };
import csAnalyticsProducts from './cs/analytics-products.json' with { type: 'json' };
import csAnalyticsRetention from './cs/analytics-retention.json' with { type: 'json' };
import csApiKeys from './cs/api-keys.json' with { type: 'json' };
import csAppCatalogue from './cs/app-catalogue.json' with { type: 'json' };
import csAuth from './cs/auth.json' with { type: 'json' };
import csBlog from './cs/blog.json' with { type: 'json' };
import csBudgets from './cs/budgets.json' with { type: 'json' };
import csCommon from './cs/common.json' with { type: 'json' };
import csConnections from './cs/connections.json' with { type: 'json' };
import csConversionMonitoring from './cs/conversion-monitoring.json' with { type: 'json' };
import csCss from './cs/css.json' with { type: 'json' };
import csCustomers from './cs/customers.json' with { type: 'json' };
import csDesignSystem from './cs/design-system.json' with { type: 'json' };
import csDigests from './cs/digests.json' with { type: 'json' };
import csErrors from './cs/errors.json' with { type: 'json' };
import csEshopPlatform from './cs/eshop-platform.json' with { type: 'json' };
import csGoogleAds from './cs/google-ads.json' with { type: 'json' };
import csGoogleAnalytics from './cs/google-analytics.json' with { type: 'json' };
import csGoogleProducts from './cs/google-products.json' with { type: 'json' };
import csHome from './cs/home.json' with { type: 'json' };
import csImportErrors from './cs/import-errors.json' with { type: 'json' };
import csImportSchedules from './cs/import-schedules.json' with { type: 'json' };
import csImports from './cs/imports.json' with { type: 'json' };
import csJobs from './cs/jobs.json' with { type: 'json' };
import csLanding from './cs/landing.json' with { type: 'json' };
import csLegal from './cs/legal.json' with { type: 'json' };
import csLinkTracking from './cs/link-tracking.json' with { type: 'json' };
import csLooker from './cs/looker.json' with { type: 'json' };
import csMetaAds from './cs/meta-ads.json' with { type: 'json' };
import csOnboarding from './cs/onboarding.json' with { type: 'json' };
import csOrders from './cs/orders.json' with { type: 'json' };
import csPriceComparison from './cs/price-comparison.json' with { type: 'json' };
import csProfitUpload from './cs/profit-upload.json' with { type: 'json' };
import csProjects from './cs/projects.json' with { type: 'json' };
import csSettings from './cs/settings.json' with { type: 'json' };
import csSeznam from './cs/seznam.json' with { type: 'json' };
import csShell from './cs/shell.json' with { type: 'json' };
import csSqlEditor from './cs/sql-editor.json' with { type: 'json' };
import csSubscription from './cs/subscription.json' with { type: 'json' };
import csSupport from './cs/support.json' with { type: 'json' };
import csTasks from './cs/tasks.json' with { type: 'json' };
import csXmlFeeds from './cs/xml-feeds.json' with { type: 'json' };
import enAcademy from './en/academy.json' with { type: 'json' };
import enAgency from './en/agency.json' with { type: 'json' };
import enAnalytics from './en/analytics.json' with { type: 'json' };
import enAnalyticsBehaviour from './en/analytics-behaviour.json' with { type: 'json' };
import enAnalyticsClv from './en/analytics-clv.json' with { type: 'json' };
import enAnalyticsCustomers from './en/analytics-customers.json' with { type: 'json' };
import enAnalyticsMarketing from './en/analytics-marketing.json' with { type: 'json' };
import enAnalyticsOrders from './en/analytics-orders.json' with { type: 'json' };
import enAnalyticsProducts from './en/analytics-products.json' with { type: 'json' };
import enAnalyticsRetention from './en/analytics-retention.json' with { type: 'json' };
import enApiKeys from './en/api-keys.json' with { type: 'json' };
import enAppCatalogue from './en/app-catalogue.json' with { type: 'json' };
import enAuth from './en/auth.json' with { type: 'json' };
import enBlog from './en/blog.json' with { type: 'json' };
import enBudgets from './en/budgets.json' with { type: 'json' };
import enCommon from './en/common.json' with { type: 'json' };
import enConnections from './en/connections.json' with { type: 'json' };
import enConversionMonitoring from './en/conversion-monitoring.json' with { type: 'json' };
import enCss from './en/css.json' with { type: 'json' };
import enCustomers from './en/customers.json' with { type: 'json' };
import enDesignSystem from './en/design-system.json' with { type: 'json' };
import enDigests from './en/digests.json' with { type: 'json' };
import enErrors from './en/errors.json' with { type: 'json' };
import enEshopPlatform from './en/eshop-platform.json' with { type: 'json' };
import enGoogleAds from './en/google-ads.json' with { type: 'json' };
import enGoogleAnalytics from './en/google-analytics.json' with { type: 'json' };
import enGoogleProducts from './en/google-products.json' with { type: 'json' };
import enHome from './en/home.json' with { type: 'json' };
import enImportErrors from './en/import-errors.json' with { type: 'json' };
import enImportSchedules from './en/import-schedules.json' with { type: 'json' };
import enImports from './en/imports.json' with { type: 'json' };
import enJobs from './en/jobs.json' with { type: 'json' };
import enLanding from './en/landing.json' with { type: 'json' };
import enLegal from './en/legal.json' with { type: 'json' };
import enLinkTracking from './en/link-tracking.json' with { type: 'json' };
import enLooker from './en/looker.json' with { type: 'json' };
import enMetaAds from './en/meta-ads.json' with { type: 'json' };
import enOnboarding from './en/onboarding.json' with { type: 'json' };
import enOrders from './en/orders.json' with { type: 'json' };
import enPriceComparison from './en/price-comparison.json' with { type: 'json' };
import enProfitUpload from './en/profit-upload.json' with { type: 'json' };
import enProjects from './en/projects.json' with { type: 'json' };
import enSettings from './en/settings.json' with { type: 'json' };
import enSeznam from './en/seznam.json' with { type: 'json' };
import enShell from './en/shell.json' with { type: 'json' };
import enSqlEditor from './en/sql-editor.json' with { type: 'json' };
import enSubscription from './en/subscription.json' with { type: 'json' };
import enSupport from './en/support.json' with { type: 'json' };
import enTasks from './en/tasks.json' with { type: 'json' };
import enXmlFeeds from './en/xml-feeds.json' with { type: 'json' };

/**
 * The UI copy, one JSON file per namespace and language. A new namespace is added to both
 * languages here; `test/catalogues.test.ts` fails when a key is missing in either, or when a
 * Czech plural lacks one of its forms (one, few, many, other).
 */
export const catalogues = {
  cs: {
    auth: csAuth,
    common: csCommon,
    errors: csErrors,
    settings: csSettings,
    projects: csProjects,
    onboarding: csOnboarding,
    orders: csOrders,
    customers: csCustomers,
    home: csHome,
    shell: csShell,
    landing: csLanding,
    legal: csLegal,
    importErrors: csImportErrors,
    apiKeys: csApiKeys,
    connections: csConnections,
    eshopPlatform: csEshopPlatform,
    googleAds: csGoogleAds,
    seznam: csSeznam,
    priceComparison: csPriceComparison,
    metaAds: csMetaAds,
    profitUpload: csProfitUpload,
    googleAnalytics: csGoogleAnalytics,
    googleProducts: csGoogleProducts,
    imports: csImports,
    importSchedules: csImportSchedules,
    jobs: csJobs,
    analytics: csAnalytics,
    analyticsMarketing: csAnalyticsMarketing,
    analyticsBehaviour: csAnalyticsBehaviour,
    analyticsClv: csAnalyticsClv,
    analyticsRetention: csAnalyticsRetention,
    analyticsOrders: csAnalyticsOrders,
    analyticsCustomers: csAnalyticsCustomers,
    analyticsProducts: csAnalyticsProducts,
    tasks: csTasks,
    sqlEditor: csSqlEditor,
    xmlFeeds: csXmlFeeds,
    looker: csLooker,
    css: csCss,
    designSystem: csDesignSystem,
    agency: csAgency,
    budgets: csBudgets,
    conversionMonitoring: csConversionMonitoring,
    linkTracking: csLinkTracking,
    digests: csDigests,
    subscription: csSubscription,
    support: csSupport,
    appCatalogue: csAppCatalogue,
    blog: csBlog,
    academy: csAcademy,
  },
  en: {
    auth: enAuth,
    common: enCommon,
    errors: enErrors,
    settings: enSettings,
    projects: enProjects,
    onboarding: enOnboarding,
    orders: enOrders,
    customers: enCustomers,
    home: enHome,
    shell: enShell,
    landing: enLanding,
    legal: enLegal,
    importErrors: enImportErrors,
    apiKeys: enApiKeys,
    connections: enConnections,
    eshopPlatform: enEshopPlatform,
    googleAds: enGoogleAds,
    seznam: enSeznam,
    priceComparison: enPriceComparison,
    metaAds: enMetaAds,
    profitUpload: enProfitUpload,
    googleAnalytics: enGoogleAnalytics,
    googleProducts: enGoogleProducts,
    imports: enImports,
    importSchedules: enImportSchedules,
    jobs: enJobs,
    analytics: enAnalytics,
    analyticsMarketing: enAnalyticsMarketing,
    analyticsBehaviour: enAnalyticsBehaviour,
    analyticsClv: enAnalyticsClv,
    analyticsRetention: enAnalyticsRetention,
    analyticsOrders: enAnalyticsOrders,
    analyticsCustomers: enAnalyticsCustomers,
    analyticsProducts: enAnalyticsProducts,
    tasks: enTasks,
    sqlEditor: enSqlEditor,
    xmlFeeds: enXmlFeeds,
    looker: enLooker,
    css: enCss,
    designSystem: enDesignSystem,
    agency: enAgency,
    budgets: enBudgets,
    conversionMonitoring: enConversionMonitoring,
    linkTracking: enLinkTracking,
    digests: enDigests,
    subscription: enSubscription,
    support: enSupport,
    appCatalogue: enAppCatalogue,
    blog: enBlog,
    academy: enAcademy,
  },
} as const;

export type Language = keyof typeof catalogues;
export const languages = ['cs', 'en'] as const satisfies readonly Language[];
export const defaultLanguage: Language = 'cs';
export type Namespace = keyof (typeof catalogues)['cs'];
