import { z } from 'zod';

/**
 * Every connector of the product (SPEC §2 "Connections catalogue"), in the order Settings →
 * Propojení lists them. Those not built yet are shown as "Připravujeme".
 */
export const CONNECTORS = [
  'google_ads',
  'google_analytics',
  'google_search_console',
  'google_merchant',
  'google_business_profile',
  'meta',
  'sklik',
  'heureka',
  'zbozi',
  'eshop_platform',
] as const;
export type Connector = (typeof CONNECTORS)[number];

/** Google's products: one OAuth flow, one API client, each product a connection of its own. */
export const GOOGLE_CONNECTORS = [
  'google_ads',
  'google_analytics',
  'google_search_console',
  'google_merchant',
  'google_business_profile',
] as const satisfies readonly Connector[];
export type GoogleConnector = (typeof GOOGLE_CONNECTORS)[number];

/** The connectors that sign in with an API key: the Czech ad platform and the price-comparison services. */
export const API_KEY_CONNECTORS = ['sklik', 'heureka', 'zbozi'] as const satisfies readonly Connector[];
export type ApiKeyConnector = (typeof API_KEY_CONNECTORS)[number];

/** The connectors that can be connected today. */
export const AVAILABLE_CONNECTORS = [
  ...GOOGLE_CONNECTORS,
  'meta',
  ...API_KEY_CONNECTORS,
  'eshop_platform',
] as const satisfies readonly Connector[];
export type AvailableConnector = (typeof AVAILABLE_CONNECTORS)[number];

export function isAvailableConnector(connector: Connector): connector is AvailableConnector {
  return (AVAILABLE_CONNECTORS as readonly Connector[]).includes(connector);
}

export function isApiKeyConnector(connector: Connector): connector is ApiKeyConnector {
  return (API_KEY_CONNECTORS as readonly Connector[]).includes(connector);
}

export function isGoogleConnector(connector: Connector): connector is GoogleConnector {
  return (GOOGLE_CONNECTORS as readonly Connector[]).includes(connector);
}

/** How often a connection may sync by itself, in hours. */
export const CONNECTION_SYNC_HOURS = [6, 12, 24] as const;

/** SPEC §4 sync phases, plus 'idle' before the first sync is queued. */
export const syncStates = ['idle', 'syncing', 'completed', 'error'] as const;
export type SyncState = (typeof syncStates)[number];

export const connectionSchema = z
  .object({
    id: z.uuid(),
    status: z.enum(['connected', 'broken']),
    /** The demo account's connection: generated data, never synced from Google. */
    demo: z.boolean(),
    /** Why the connection stopped working, in the caller's language; null while it works. */
    brokenReason: z.string().nullable(),
    connectedAt: z.iso.datetime(),
    connectedByName: z.string().nullable(),
    syncState: z.enum(syncStates),
    /** The end of the last sync that completed. */
    lastSyncedAt: z.iso.datetime().nullable(),
    /** The last sync's failure in the caller's language, while the state is 'error'. */
    syncError: z.string().nullable(),
    /** No completed sync for 24 hours (SPEC §4). */
    stale: z.boolean(),
    /** The chosen account (Google Ads: the customer whose campaigns are synced). */
    account: z.object({ id: z.string(), name: z.string() }).nullable(),
    schedule: z
      .object({
        id: z.uuid(),
        everyHours: z.number().int(),
        paused: z.boolean(),
        nextRunAt: z.iso.datetime(),
      })
      .nullable(),
  })
  .meta({ id: 'Connection' });
export type Connection = z.infer<typeof connectionSchema>;

export const connectorEntrySchema = z
  .object({
    connector: z.enum(CONNECTORS),
    authMethod: z.enum(['oauth', 'api_key']),
    /** False for the connectors shown as "Připravujeme". */
    available: z.boolean(),
    connection: connectionSchema.nullable(),
  })
  .meta({ id: 'ConnectorEntry' });
export type ConnectorEntry = z.infer<typeof connectorEntrySchema>;

export const connectorListSchema = z
  .object({
    items: z.array(connectorEntrySchema),
    /** The server settings Google's connectors still need (GOOGLE_CLIENT_ID, …); empty when ready. */
    googleMissingSettings: z.array(z.string()),
    /** The server settings Meta still needs (META_APP_ID, META_APP_SECRET); empty when ready. */
    metaMissingSettings: z.array(z.string()),
  })
  .meta({ id: 'ConnectorList' });
export type ConnectorList = z.infer<typeof connectorListSchema>;

export const startConnectionSchema = z
  .object({ connector: z.enum(GOOGLE_CONNECTORS) })
  .strict()
  .meta({ id: 'StartConnection' });
export type StartConnection = z.infer<typeof startConnectionSchema>;

export const startedConnectionSchema = z.object({ authorizeUrl: z.url() }).meta({ id: 'StartedConnection' });
export type StartedConnection = z.infer<typeof startedConnectionSchema>;

/** What Google sent back to /oauth/google/callback, passed on by the page. */
export const finishGoogleConnectionSchema = z
  .object({ code: z.string().min(1).max(2048), state: z.string().min(1).max(2048) })
  .strict()
  .meta({ id: 'FinishGoogleConnection' });
export type FinishGoogleConnection = z.infer<typeof finishGoogleConnectionSchema>;

export const finishedConnectionSchema = z
  .object({ connector: z.enum(AVAILABLE_CONNECTORS), connectionId: z.uuid() })
  .meta({ id: 'FinishedConnection' });
export type FinishedConnection = z.infer<typeof finishedConnectionSchema>;

export const updateConnectionSchema = z
  .object({
    everyHours: z
      .number()
      .int()
      .refine((hours) => (CONNECTION_SYNC_HOURS as readonly number[]).includes(hours))
      .optional(),
    paused: z.boolean().optional(),
  })
  .strict()
  .meta({ id: 'UpdateConnection' });
export type UpdateConnection = z.infer<typeof updateConnectionSchema>;

/** A Google Ads account as the accounts call lists it (SPEC §3 "Search-ads account"). */
export const googleAdsAccountSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    status: z.string(),
    currency: z.string(),
    timeZone: z.string(),
    testAccount: z.boolean(),
  })
  .meta({ id: 'GoogleAdsAccount' });
export type GoogleAdsAccount = z.infer<typeof googleAdsAccountSchema>;

export const googleAdsAccountTreeSchema = z
  .object({
    basic: z.array(googleAdsAccountSchema),
    managers: z.array(googleAdsAccountSchema.extend({ clients: z.array(googleAdsAccountSchema) })),
  })
  .meta({ id: 'GoogleAdsAccountTree' });
export type GoogleAdsAccountTree = z.infer<typeof googleAdsAccountTreeSchema>;

/** The saved account configuration (SPEC §3). */
export const googleAdsSelectionSchema = z
  .object({
    accountType: z.enum(['basic', 'mcc']),
    managerId: z.string().nullable(),
    managerName: z.string().nullable(),
    accountId: z.string(),
    accountName: z.string(),
    currency: z.string(),
    timeZone: z.string(),
  })
  .meta({ id: 'GoogleAdsSelection' });
export type GoogleAdsSelection = z.infer<typeof googleAdsSelectionSchema>;

/** A Google Ads conversion action (GAQL `FROM conversion_action`). */
export const googleAdsConversionActionSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    category: z.string(),
    type: z.string(),
    status: z.string(),
    /** Counted in the campaigns' conversions (primary for its goal). */
    primary: z.boolean(),
    countingType: z.string(),
  })
  .meta({ id: 'GoogleAdsConversionAction' });
export type GoogleAdsConversionAction = z.infer<typeof googleAdsConversionActionSchema>;

export const googleAdsOverviewSchema = z
  .object({
    /** Whether the server has Google's client configured (else the page says what to set). */
    configured: z.boolean(),
    /** The server settings still missing (GOOGLE_CLIENT_ID, …); empty when configured. */
    missingSettings: z.array(z.string()),
    connection: connectionSchema.nullable(),
    accounts: googleAdsAccountTreeSchema.nullable(),
    accountsFetchedAt: z.iso.datetime().nullable(),
    selection: googleAdsSelectionSchema.nullable(),
    /** The chosen account's conversion actions as its last sync listed them; null before. */
    conversionActions: z.array(googleAdsConversionActionSchema).nullable(),
  })
  .meta({ id: 'GoogleAdsOverview' });
export type GoogleAdsOverview = z.infer<typeof googleAdsOverviewSchema>;

const customerId = z.string().regex(/^\d{1,20}$/);
export const selectGoogleAdsAccountSchema = z
  .object({
    accountType: z.enum(['basic', 'mcc']),
    managerId: customerId.nullable().optional(),
    accountId: customerId,
  })
  .strict()
  .meta({ id: 'SelectGoogleAdsAccount' });
export type SelectGoogleAdsAccount = z.infer<typeof selectGoogleAdsAccountSchema>;

/** A GA4 property the connected Google user reaches, with its account. */
export const ga4PropertySchema = z
  .object({ id: z.string(), name: z.string(), accountName: z.string() })
  .meta({ id: 'Ga4Property' });
export type Ga4Property = z.infer<typeof ga4PropertySchema>;

export const selectGa4PropertySchema = z
  .object({ propertyId: z.string().regex(/^\d{1,20}$/) })
  .strict()
  .meta({ id: 'SelectGa4Property' });
export type SelectGa4Property = z.infer<typeof selectGa4PropertySchema>;

/** GA4 against the shop's orders for one source (or one day). */
const ga4ComparisonRow = {
  sessions: z.number(),
  users: z.number(),
  ga4Conversions: z.number(),
  ga4Revenue: z.number(),
  orders: z.number(),
  revenue: z.number(),
};

export const googleAnalyticsOverviewSchema = z
  .object({
    configured: z.boolean(),
    missingSettings: z.array(z.string()),
    connection: connectionSchema.nullable(),
    properties: z.array(ga4PropertySchema).nullable(),
    selection: ga4PropertySchema.nullable(),
    /** The last `days` days up to today. */
    days: z.number().int(),
    bySource: z.array(z.object({ source: z.string(), medium: z.string(), ...ga4ComparisonRow })),
    byDay: z.array(z.object({ day: z.string(), ...ga4ComparisonRow })),
  })
  .meta({ id: 'GoogleAnalyticsOverview' });
export type GoogleAnalyticsOverview = z.infer<typeof googleAnalyticsOverviewSchema>;
