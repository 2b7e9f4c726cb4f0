import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export interface Config {
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  appUrl: string;
  smtpUrl: string | undefined;
  authSecret: string;
  isProduction: boolean;
  version: string;
  /** Where uploaded import files wait while their import needs them (DATA_DIR/imports). */
  importsDir: string;
  /** The embedded PGlite database's directory when DATABASE_URL is not set (DATA_DIR/pglite). */
  pgliteDir: string;
  /** The largest import file accepted, in bytes (IMPORT_MAX_BYTES, default 5 GiB). */
  importMaxBytes: number;
  /** Background jobs this process runs at the same time (JOB_CONCURRENCY, default 2). */
  jobConcurrency: number;
  /**
   * Reverse proxies in front of the server whose X-Forwarded-For entries are trusted
   * (TRUST_PROXY_HOPS, default 0: the socket's peer is the client).
   */
  trustProxyHops: number;
  /**
   * The keys that seal stored connector tokens (ENCRYPTION_KEY: `base64` or `version:base64,…`,
   * the first one sealing); unset, a key derived from AUTH_SECRET seals them (lib/secret-box.ts).
   */
  encryptionKey: string | undefined;
  /** Where the contact form's messages are e-mailed (CONTACT_EMAIL, default info@ziskomer.cz). */
  contactEmail: string;
  google: GoogleConfig;
  /** PLAN_LIMITS (default on): whether the plans' limits on shops and connections are enforced. */
  planLimits: boolean;
  channels: ChannelsConfig;
  meta: MetaConfig;
  eshop: EshopConfig;
}

/** The API-key connectors' endpoints (defaults: the providers' own; tests point them at fakes). */
export interface ChannelsConfig {
  /** Sklik's JSON API (SKLIK_API_URL), e.g. https://api.sklik.cz/drak/json/v5. */
  sklikApiUrl: string;
  /** Sklik's server-to-server conversions of Seznam Event Measurement (SKLIK_SEM_URL), e.g. https://sem.seznam.cz/rtgconv. */
  sklikSemUrl: string;
  /** Heureka's shop statistics API (HEUREKA_API_URL). */
  heurekaApiUrl: string;
  /** The Zboží.cz shop API (ZBOZI_API_URL), e.g. https://api.zbozi.cz; only connections made before Fénix use it. */
  zboziApiUrl: string;
  /** Sklik's REST API Fénix (SEZNAM_FENIX_API_URL), e.g. https://api.sklik.cz/v1: Seznam Nákupy's statistics. */
  seznamFenixApiUrl: string;
}

/** Meta's app (Facebook Login for Business) and the Graph API (defaults: Meta's own; tests point them at a fake). */
export interface MetaConfig {
  /** META_APP_ID; without it (or the secret) the Connect buttons explain what to configure. */
  appId: string | undefined;
  appSecret: string | undefined;
  /** The Graph API's origin (META_GRAPH_API_URL); the version follows in every path. */
  graphApiUrl: string;
  /** The login dialog (META_OAUTH_DIALOG_URL), e.g. https://www.facebook.com/v23.0/dialog/oauth. */
  oauthDialogUrl: string;
  /** The Graph API version of every call (META_GRAPH_API_VERSION). */
  apiVersion: string;
}

/** The e-shop platforms' fixed API (Shopify and WooCommerce live on each merchant's own domain). */
export interface EshopConfig {
  /** Shoptet's API (SHOPTET_API_URL), https://api.myshoptet.com by default. */
  shoptetApiUrl: string;
}

/** Google's OAuth client and the API endpoints (defaults: Google's own; tests point them at fakes). */
export interface GoogleConfig {
  /** GOOGLE_CLIENT_ID; without it the Connect buttons explain what to configure. */
  clientId: string | undefined;
  clientSecret: string | undefined;
  /** GOOGLE_ADS_DEVELOPER_TOKEN, sent with every Google Ads API call. */
  adsDeveloperToken: string | undefined;
  authorizeUrl: string;
  tokenUrl: string;
  /** The Google Ads REST API with its version, e.g. https://googleads.googleapis.com/v24. */
  adsApiUrl: string;
  /** The Google Analytics Admin API (the GA4 properties a user reaches). */
  analyticsAdminApiUrl: string;
  /** The Google Analytics Data API (`runReport`). */
  analyticsDataApiUrl: string;
  /** The Search Console API (`sites`, `searchAnalytics/query`). */
  searchConsoleApiUrl: string;
  /** The Merchant API (its sub-APIs' paths follow: `/accounts/v1/…`, `/products/v1/…`). */
  merchantApiUrl: string;
  /** The Business Profile Performance API (`fetchMultiDailyMetricsTimeSeries`). */
  businessProfileApiUrl: string;
  /** The My Business Account Management API (the Business Profile accounts). */
  businessAccountsApiUrl: string;
  /** The My Business Business Information API (the accounts' locations). */
  businessInformationApiUrl: string;
}

/**
 * Reads the configuration from the environment. Secrets that are not given are generated once
 * and kept in DATA_DIR/secrets.json, so sessions survive restarts of a local install.
 */
export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  const dataDir = resolve(env.DATA_DIR ?? 'data');
  const secrets = env.AUTH_SECRET ? { authSecret: env.AUTH_SECRET } : loadOrCreateSecrets(dataDir);
  return {
    port,
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    appUrl: (env.APP_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    smtpUrl: env.SMTP_URL || undefined,
    authSecret: secrets.authSecret,
    isProduction: env.NODE_ENV === 'production',
    version: readVersion(),
    importsDir: resolve(env.IMPORTS_DIR ?? join(dataDir, 'imports')),
    pgliteDir: resolve(env.PGLITE_DIR ?? join(dataDir, 'pglite')),
    importMaxBytes: Number(env.IMPORT_MAX_BYTES ?? 5 * 1024 ** 3),
    jobConcurrency: Math.max(1, Number(env.JOB_CONCURRENCY ?? 2) || 2),
    trustProxyHops: readTrustProxyHops(env.TRUST_PROXY_HOPS),
    encryptionKey: env.ENCRYPTION_KEY || undefined,
    contactEmail: env.CONTACT_EMAIL || 'info@ziskomer.cz',
    google: {
      clientId: env.GOOGLE_CLIENT_ID || undefined,
      clientSecret: env.GOOGLE_CLIENT_SECRET || undefined,
      adsDeveloperToken: env.GOOGLE_ADS_DEVELOPER_TOKEN || undefined,
      authorizeUrl: trimUrl(env.GOOGLE_OAUTH_AUTHORIZE_URL, 'https://accounts.google.com/o/oauth2/v2/auth'),
      tokenUrl: trimUrl(env.GOOGLE_OAUTH_TOKEN_URL, 'https://oauth2.googleapis.com/token'),
      adsApiUrl: trimUrl(env.GOOGLE_ADS_API_URL, 'https://googleads.googleapis.com/v24'),
      analyticsAdminApiUrl: trimUrl(
        env.GOOGLE_ANALYTICS_ADMIN_API_URL,
        'https://analyticsadmin.googleapis.com/v1beta',
      ),
      analyticsDataApiUrl: trimUrl(
        env.GOOGLE_ANALYTICS_DATA_API_URL,
        'https://analyticsdata.googleapis.com/v1beta',
      ),
      searchConsoleApiUrl: trimUrl(
        env.GOOGLE_SEARCH_CONSOLE_API_URL,
        'https://www.googleapis.com/webmasters/v3',
      ),
      merchantApiUrl: trimUrl(env.GOOGLE_MERCHANT_API_URL, 'https://merchantapi.googleapis.com'),
      businessProfileApiUrl: trimUrl(
        env.GOOGLE_BUSINESS_PROFILE_API_URL,
        'https://businessprofileperformance.googleapis.com/v1',
      ),
      businessAccountsApiUrl: trimUrl(
        env.GOOGLE_BUSINESS_ACCOUNTS_API_URL,
        'https://mybusinessaccountmanagement.googleapis.com/v1',
      ),
      businessInformationApiUrl: trimUrl(
        env.GOOGLE_BUSINESS_INFORMATION_API_URL,
        'https://mybusinessbusinessinformation.googleapis.com/v1',
      ),
    },
    channels: {
      sklikApiUrl: trimUrl(env.SKLIK_API_URL, 'https://api.sklik.cz/drak/json/v5'),
      sklikSemUrl: trimUrl(env.SKLIK_SEM_URL, 'https://sem.seznam.cz/rtgconv'),
      heurekaApiUrl: trimUrl(env.HEUREKA_API_URL, 'https://api.heureka.cz/shop-statistics/v1'),
      zboziApiUrl: trimUrl(env.ZBOZI_API_URL, 'https://api.zbozi.cz'),
      seznamFenixApiUrl: trimUrl(env.SEZNAM_FENIX_API_URL, 'https://api.sklik.cz/v1'),
    },
    planLimits: env.PLAN_LIMITS !== 'false',
    meta: readMetaConfig(env),
    eshop: { shoptetApiUrl: trimUrl(env.SHOPTET_API_URL, 'https://api.myshoptet.com') },
  };
}

function readMetaConfig(env: NodeJS.ProcessEnv): MetaConfig {
  const apiVersion = env.META_GRAPH_API_VERSION || 'v23.0';
  return {
    appId: env.META_APP_ID || undefined,
    appSecret: env.META_APP_SECRET || undefined,
    graphApiUrl: trimUrl(env.META_GRAPH_API_URL, 'https://graph.facebook.com'),
    oauthDialogUrl: trimUrl(env.META_OAUTH_DIALOG_URL, `https://www.facebook.com/${apiVersion}/dialog/oauth`),
    apiVersion,
  };
}

function trimUrl(value: string | undefined, fallback: string): string {
  return (value || fallback).replace(/\/+$/, '');
}

/** A whole number of hops, 0 or more; anything else is a mistake that must not start a server. */
function readTrustProxyHops(value: string | undefined): number {
  if (value === undefined || value === '') return 0;
  const hops = Number(value);
  if (!Number.isInteger(hops) || hops < 0)
    throw new Error(`TRUST_PROXY_HOPS must be 0 or more, not "${value}"`);
  return hops;
}

function loadOrCreateSecrets(dataDir: string): { authSecret: string } {
  const file = join(dataDir, 'secrets.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
  mkdirSync(dataDir, { recursive: true });
  const secrets = { authSecret: randomBytes(32).toString('base64url') };
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

function readVersion(): string {
  const pkg = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'));
  return pkg.version ?? '0.0.0';
}
