import type { ColumnType, Generated } from 'kysely';

/** Table types of the database, kept beside the migrations that create them. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type Role = 'owner' | 'admin' | 'viewer';

export interface UsersTable {
  id: string;
  name: string;
  email: string;
  email_verified: boolean;
  image: string | null;
  two_factor_enabled: boolean | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  token: string;
  expires_at: Timestamp;
  ip_address: string | null;
  user_agent: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** better-auth's credential and provider accounts; `password` holds the Argon2id PHC string. */
export interface AccountsTable {
  id: string;
  user_id: string;
  account_id: string;
  provider_id: string;
  password: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** better-auth's short-lived values (verification and reset tokens), also used for sign-in throttling. */
export interface VerificationsTable {
  id: string;
  identifier: string;
  value: string;
  expires_at: Timestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A rate-limit counter shared by all server processes (0032): one row per key and window. */
export interface RateLimitsTable {
  key: string;
  hits: number;
  resets_at: Timestamp;
}

export interface TwoFactorsTable {
  id: string;
  user_id: string;
  secret: string;
  backup_codes: string;
  verified: boolean | null;
  failed_verification_count: number | null;
  locked_until: Timestamp | null;
}

export interface ProfilesTable {
  user_id: string;
  first_name: Generated<string>;
  last_name: Generated<string>;
  phone: Generated<string>;
  updated_at: Timestamp;
}

export interface ProjectsTable {
  id: Generated<string>;
  name: string;
  description: Generated<string>;
  created_by: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ProjectMembersTable {
  project_id: string;
  user_id: string;
  role: Role;
  joined_at: Timestamp;
}

export interface ShopsTable {
  id: Generated<string>;
  project_id: string | null;
  name: string;
  store_domain: string;
  store_url: string;
  normalised_domain: string;
  time_zone: Generated<string>;
  currency: Generated<string>;
  created_by: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ShopAccessTable {
  shop_id: string;
  id: Generated<string>;
  user_id: string;
  /** Null on a row that only holds the default-shop preference of a project member (0002). */
  role: Generated<Role | null>;
  is_default: Generated<boolean>;
  created_at: Timestamp;
}

export interface NotificationsTable {
  shop_id: string;
  id: Generated<string>;
  user_id: string;
  title: string;
  description: Generated<string>;
  type: Generated<'success' | 'info' | 'warning' | 'error'>;
  event_type: string;
  is_read: Generated<boolean>;
  created_at: Timestamp;
}

export interface NotificationSettingsTable {
  user_id: string;
  email: Generated<boolean>;
  updated_at: Timestamp;
}

export type ActivityKind = 'account' | 'project' | 'shop' | 'import' | 'export';

export interface ActivityLogTable {
  id: Generated<string>;
  user_id: string;
  shop_id: string | null;
  kind: ActivityKind;
  action: string;
  details: ColumnType<Record<string, unknown>, string | undefined, string>;
  created_at: Timestamp;
}

/** A lesson of an academy course a user completed, with the quiz score (migration 0063). */
export interface AcademyLessonCompletionsTable {
  user_id: string;
  course: 'poas';
  lesson: number;
  score: number;
  question_count: number;
  completed_at: Timestamp;
  updated_at: Timestamp;
}

export interface EmailOutboxTable {
  id: Generated<string>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: Timestamp;
}

/** An account's plan and trial (0062, packages/contracts/src/subscription.ts). */
export interface AccountPlansTable {
  user_id: string;
  plan: Generated<'free' | 'full'>;
  trial_started_at: Timestamp;
  trial_ends_at: Timestamp;
  updated_at: Generated<Timestamp>;
}

/** A message of the contact form (0062): the app inserts, only the table's owner reads. */
export interface ContactMessagesTable {
  id: Generated<string>;
  name: string;
  email: string;
  subject: string;
  message: string;
  page: string | null;
  language: string;
  created_at: Generated<Timestamp>;
}

/** numeric columns arrive as strings (exact); convert with Number() at the query boundary. */
type Numeric = ColumnType<string, string | number, string | number>;
type NullableBigCount = ColumnType<
  string | number | null,
  string | number | null | undefined,
  string | number | null
>;
type NumericWithDefault = ColumnType<string, string | number | undefined, string | number>;
/** bigint arrives as a string from pg and a number from PGlite; convert with Number(). Insert may omit it (default). */
type BigCount = ColumnType<string | number, string | number | undefined, string | number>;
/** A date column. Drivers turn it into a Date at some midnight; select it as `day::text`. */
type CalendarDay = ColumnType<string, string, string>;

export interface OrdersTable {
  shop_id: string;
  order_id: string;
  order_date: Timestamp;
  order_day: CalendarDay;
  customer_key: string | null;
  customer_email: string | null;
  customer_name: string | null;
  customer_phone: string | null;
  customer_city: string | null;
  customer_country: string | null;
  customer_zip: string | null;
  revenue: Numeric;
  revenue_without_vat: Numeric;
  vat: Numeric;
  margin: Numeric;
  margin_estimated: boolean;
  currency: Generated<string>;
  is_paid: boolean | null;
  is_online: boolean | null;
  is_cancelled: Generated<boolean>;
  status: string | null;
  payment_method: string | null;
  shipping_method: string | null;
  acquisition_source: string | null;
  acquisition_campaign: string | null;
  item_count: Generated<number>;
  content_hash: string;
  /** The last import that saw this order (how a repeated order id in one file is recognised). */
  import_id: string | null;
  /** Who wrote the order's content (migration 0037; `DataSource` in apps/server/src/modules/ingest). */
  source: StoredDataSource;
  /** The import, API key, connection or user of `source`; NULL for demo data (and API rows from before 0037). */
  source_ref: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface OrderItemsTable {
  shop_id: string;
  order_id: string;
  line_no: number;
  product_code: string | null;
  product_name: string;
  category: string;
  quantity: Numeric;
  unit_price: Numeric;
  margin: Numeric;
  margin_estimated: boolean;
}

export interface CustomersTable {
  shop_id: string;
  customer_key: string;
  email: string | null;
  name: string | null;
  phone: string | null;
  city: string | null;
  country: string | null;
  /** Entered by hand (/customers/new); the import does not maintain it. */
  zip: string | null;
  total_revenue: Numeric;
  total_margin: Numeric;
  total_orders: number;
  avg_order_value: Numeric;
  first_order_date: Timestamp;
  first_order_day: CalendarDay;
  last_order_date: Timestamp;
  /** Shop-zone day of the order before the last (NULL with one order; migration 0039). */
  previous_order_day: Generated<CalendarDay | null>;
  is_returning: boolean;
  tier: 'high' | 'medium' | 'low';
  lifetime_value: Numeric;
  order_frequency: Numeric;
  churn_risk: 'low' | 'medium' | 'high';
  preferred_payment_method: string | null;
  preferred_shipping_method: string | null;
  computed_at: Timestamp;
}

export interface DailyShopMetricsTable {
  shop_id: string;
  day: CalendarDay;
  orders: Generated<number>;
  revenue: NumericWithDefault;
  revenue_without_vat: NumericWithDefault;
  margin: NumericWithDefault;
  margin_estimated_orders: Generated<number>;
  paid_orders: Generated<number>;
  cancelled_orders: Generated<number>;
  online_orders: Generated<number>;
  items: Generated<number>;
  new_customers: Generated<number>;
  returning_customer_orders: Generated<number>;
}

/** A day whose orders changed since the analytics rollups last saw it (migration 0007). */
export interface AnalyticsDirtyDaysTable {
  shop_id: string;
  day: CalendarDay;
  /** Taken by a running refresh job (migration 0033). */
  claimed: Generated<boolean>;
}

/** When the shop's rollups were last brought up to date by the refresh job (migration 0033). */
export interface AnalyticsRefreshStateTable {
  shop_id: string;
  refreshed_at: Timestamp;
  duration_ms: number;
  days: number;
}

/** What a day's orders add up to per dimension value (migration 0007). */
export interface DailyDimensionMetricsTable {
  shop_id: string;
  day: CalendarDay;
  dimension: string;
  value: string;
  label: string | null;
  orders: number;
  revenue: Numeric;
  revenue_without_vat: Numeric;
  margin: Numeric;
  margin_estimated: number;
  quantity: NumericWithDefault;
}

/** Ad spend per day, channel, account and campaign (migration 0015). */
export interface AdSpendTable {
  shop_id: string;
  day: CalendarDay;
  channel: string;
  account: Generated<string>;
  campaign: Generated<string>;
  campaign_id: string | null;
  impressions: BigCount;
  clicks: BigCount;
  cost: Numeric;
  conversions: NumericWithDefault;
  conversion_value: NumericWithDefault;
  currency: Generated<string>;
  /** Who wrote the row's figures (migration 0037). */
  source: StoredDataSource;
  /** The import, API key, connection or user of `source`; NULL for demo data (and API rows from before 0037). */
  source_ref: string | null;
  /** The last import that saw this row (how a repeated key in one file is recognised). */
  import_id: string | null;
  updated_at: Generated<Date>;
}

/** The kinds of source an order or an ad-spend row is stored with (migration 0037). */
export type StoredDataSource = 'import' | 'api' | 'connector' | 'manual' | 'demo';

export type ImportStatus =
  | 'pending'
  | 'analysing'
  | 'ready'
  | 'running'
  | 'completed'
  | 'failed'
  | 'cancelled';

export interface ImportsTable {
  shop_id: string;
  id: Generated<string>;
  /** What the file holds (migration 0018): orders, or daily ad spend. */
  kind: Generated<'orders' | 'ad_spend'>;
  source: 'upload' | 'api' | 'schedule';
  file_name: string;
  staging_path: string | null;
  status: Generated<ImportStatus>;
  options: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  total_rows: NullableBigCount;
  processed_rows: BigCount;
  inserted: BigCount;
  updated: BigCount;
  unchanged: BigCount;
  duplicates: BigCount;
  rejected: BigCount;
  bytes_total: BigCount;
  bytes_done: BigCount;
  /**
   * Where a resumed import continues: a line of the file (ad spend), or for orders the number of
   * staged lines already written as orders, in the staging's order (migration 0041).
   */
  resume_line: BigCount;
  /** Lines of an order file staged in import_lines; null until staging has finished. */
  staged_lines: NullableBigCount;
  /** The file broke while it was staged: the error the import fails with once the lines before it are written. */
  stage_error: ColumnType<StageError | null, string | null | undefined, string | null>;
  error_code: string | null;
  error_line: NullableBigCount;
  error_column: string | null;
  error_params: ColumnType<Record<string, string | number> | null, string | null | undefined, string | null>;
  error_message: string | null;
  created_by: string | null;
  created_at: Timestamp;
  started_at: Timestamp | null;
  finished_at: Timestamp | null;
  updated_at: Timestamp;
}

export interface StageError {
  code: string;
  line: number | null;
  column: string | null;
  params: Record<string, string | number>;
}

/** The lines of an order file while its import runs (migration 0041). */
export interface ImportLinesTable {
  shop_id: string;
  import_id: string;
  /** The trimmed order id; '' for a line without one. */
  order_key: string;
  line_no: BigCount;
  /** The run of consecutive lines with one order key that the line belongs to. */
  run_no: BigCount;
  /** The line's fields as a JSON array. */
  fields: string;
}

/** The customers of the orders an import inserted, until its end recomputes them (migration 0038). */
export interface ImportNewCustomersTable {
  shop_id: string;
  import_id: string;
  customer_key: string;
}

export interface ImportErrorsTable {
  shop_id: string;
  import_id: string;
  id: BigCount;
  line_no: BigCount;
  column_name: string | null;
  code: string;
  message_cs: string;
  message_en: string;
  raw_value: string | null;
}

export type JobStatus = 'queued' | 'running' | 'done' | 'failed';

/** A background job of any kind (0003, 0034): docs/ARCHITECTURE.md "Background jobs". */
export interface JobsTable {
  id: BigCount;
  kind: string;
  payload: ColumnType<Record<string, unknown>, string, string>;
  shop_id: string | null;
  status: Generated<JobStatus>;
  attempts: Generated<number>;
  run_after: Timestamp;
  dedupe_key: string | null;
  progress: ColumnType<Record<string, unknown> | null, string | null, string | null>;
  locked_by: string | null;
  locked_until: Timestamp | null;
  error_code: string | null;
  /** The last error's text in Czech. */
  last_error: string | null;
  error_message_en: string | null;
  schedule_id: string | null;
  started_at: Timestamp | null;
  finished_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** When a job of a kind is queued by itself (0034): every N hours or daily at HH:MM in the shop's zone. */
export interface JobSchedulesTable {
  shop_id: string;
  id: Generated<string>;
  kind: string;
  payload: ColumnType<Record<string, unknown>, string, string>;
  every_hours: number | null;
  daily_at: string | null;
  paused: Generated<boolean>;
  next_run_at: Timestamp;
  last_run_at: Timestamp | null;
  last_job_id: BigCount | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A per-shop key of the public API; only the SHA-256 of the key is stored (migration 0005). */
export interface ApiKeysTable {
  shop_id: string;
  id: Generated<string>;
  name: string;
  /** The key's first 16 characters ('zk_live_ab12cd34'), to recognise it in the UI. */
  prefix: string;
  key_hash: string;
  created_by: string | null;
  created_at: Timestamp;
  last_used_at: Timestamp | null;
  revoked_at: Timestamp | null;
}

/** The stored answer to a request with an Idempotency-Key header, replayed for 24 hours. */
export interface IdempotencyKeysTable {
  shop_id: string;
  key: string;
  request_hash: string;
  status_code: number;
  response: ColumnType<unknown, string, string>;
  created_at: Timestamp;
}

/** A CSV file at a URL imported every hour, day or week (0006). */
export interface ImportSchedulesTable {
  shop_id: string;
  id: Generated<string>;
  name: string;
  url: string;
  frequency: 'hourly' | 'daily' | 'weekly';
  options: ColumnType<Record<string, unknown>, string | undefined, string>;
  created_by: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type ImportRunStatus = 'pending' | 'running' | 'completed' | 'failed';

/** One run of an import schedule (0006). */
export interface ImportRunsTable {
  shop_id: string;
  id: Generated<string>;
  schedule_id: string;
  import_id: string | null;
  /** The job performing the run (0034). */
  job_id: BigCount | null;
  status: Generated<ImportRunStatus>;
  error_code: string | null;
  error_message: string | null;
  error_message_en: string | null;
  user_id: string;
  created_at: Timestamp;
  started_at: Timestamp | null;
  finished_at: Timestamp | null;
  updated_at: Timestamp;
}

/** A task of a shop's to-do list (0014); completed_at is set exactly while the status is completed. */
export interface TasksTable {
  shop_id: string;
  id: Generated<string>;
  title: string;
  description: string | null;
  category: Generated<'marketing' | 'analytics' | 'products' | 'customers' | 'tracking' | 'other'>;
  priority: Generated<'low' | 'medium' | 'high'>;
  status: Generated<'pending' | 'in-progress' | 'completed'>;
  source_url: string | null;
  source_context: string | null;
  created_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  completed_at: Timestamp | null;
}

export interface SqlSavedQueriesTable {
  shop_id: string;
  id: Generated<string>;
  name: string;
  sql: string;
  created_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The Looker Studio report a shop embeds (0061). */
export interface LookerEmbedsTable {
  shop_id: string;
  embed_url: string;
  updated_by: string | null;
  updated_at: Timestamp;
}

export type BudgetPeriodType = 'monthly' | 'quarterly' | 'yearly';
export type AdChannel = 'google_ads' | 'meta' | 'sklik' | 'heureka' | 'zbozi' | 'other';
export type BudgetAlertType = 'budget_warning' | 'budget_exceeded' | 'low_performance';
type NullableNumeric = ColumnType<string | null, string | number | null | undefined, string | number | null>;

/** A shop's advertising budget per period (0016); spent amounts are read from ad_spend, not stored. */
export interface ClientBudgetsTable {
  shop_id: string;
  id: Generated<string>;
  name: string;
  total_budget: Numeric;
  period_type: BudgetPeriodType;
  /** The first day of the first period; select it as `start_date::text`. */
  start_date: CalendarDay;
  currency: Generated<string>;
  is_active: Generated<boolean>;
  created_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One channel's share of a client budget (0016); one row per channel and budget. */
export interface ClientChannelBudgetsTable {
  shop_id: string;
  id: Generated<string>;
  client_budget_id: string;
  channel_type: AdChannel;
  allocated_budget: Numeric;
  target_cpa: NullableNumeric;
  target_roas: NullableNumeric;
  is_active: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** An alert about a budget or one of its channels, stored once per kind and period (0016). */
export interface BudgetAlertsTable {
  shop_id: string;
  id: Generated<string>;
  client_budget_id: string;
  channel_budget_id: string | null;
  alert_type: BudgetAlertType;
  severity: 'low' | 'medium' | 'high';
  message: string;
  threshold_percentage: Numeric;
  current_percentage: Numeric;
  /** The first day of the budget period; select it as `period_start::text`. */
  period_start: CalendarDay;
  is_read: Generated<boolean>;
  is_resolved: Generated<boolean>;
  created_at: Timestamp;
  resolved_at: Timestamp | null;
}

/** One product line of an order event, as the shop sent it. */
export interface OrderEventProduct {
  code: string;
  name: string;
  quantity: number;
  price: number;
}

/**
 * An order reported by the shop's own tracking (0017). Pairs with an imported order when
 * (shop_id, order_id) match; the pairing is computed when read.
 */
export interface OrderEventsTable {
  shop_id: string;
  id: Generated<string>;
  event_id: Generated<string>;
  order_id: Generated<string>;
  store_name: Generated<string>;
  total_price: NumericWithDefault;
  currency: Generated<string>;
  source: Generated<string>;
  products: ColumnType<OrderEventProduct[], string | undefined, string>;
  tracking_id: string | null;
  gclid: string | null;
  fbclid: string | null;
  order_date: Timestamp;
  is_test: Generated<boolean>;
  /** Signed with the shop's secret (server call) rather than sent with the public key. */
  is_verified: Generated<boolean>;
  raw_data: ColumnType<unknown, string | null | undefined, string | null>;
  created_at: Timestamp;
}

/** A shop's tracking credentials: the public key of the browser snippet and the HMAC secret (0017). */
export interface ShopTrackingKeysTable {
  shop_id: string;
  public_key: string;
  /** The HMAC secret, encrypted ('v1.' + base64url(nonce | tag | ciphertext)); see tracking-secret-cipher.ts. */
  secret_encrypted: string;
  allowed_origins: ColumnType<string[], string[] | undefined, string[]>;
  created_at: Timestamp;
  rotated_at: Timestamp | null;
}

/** Signatures of signed tracking calls seen inside the replay window (0017). */
export interface OrderEventSignaturesTable {
  shop_id: string;
  signature: string;
  seen_at: Timestamp;
}

/** A tracking break the shop's users were notified of, once per channel and first day (0019). */
export interface TrackingBreakAlertsTable {
  shop_id: string;
  /** An ad channel, or 'all' for the whole shop. */
  channel: AdChannel | 'all';
  /** Select it as `start_day::text`. */
  start_day: CalendarDay;
  baseline_share: Numeric;
  start_share: Numeric;
  notified_at: Generated<Date>;
}

/** A provider's stored failure, in both languages (jobs' failure shape). */
export interface StoredFailure {
  code: string;
  cs: string;
  en: string;
}

/** A shop's connection to a data source that syncs by itself (0042); tokens only sealed. */
export interface ConnectionsTable {
  shop_id: string;
  id: Generated<string>;
  provider:
    | 'google_ads'
    | 'google_analytics'
    | 'google_search_console'
    | 'google_merchant'
    | 'google_business_profile'
    | 'meta'
    | 'sklik'
    | 'heureka'
    | 'zbozi'
    | 'eshop_platform';
  status: 'connected' | 'broken';
  broken_reason: ColumnType<StoredFailure | null, string | null | undefined, string | null>;
  scopes: string;
  /** The demo account's connection over generated data: no grant, never synced. */
  is_demo: Generated<boolean>;
  refresh_token_sealed: string | null;
  access_token_sealed: string | null;
  access_token_expires_at: Timestamp | null;
  /** An API key or token pair of an api_key connector, sealed as the OAuth tokens are (0056). */
  credentials_sealed: string | null;
  connected_by: string | null;
  connected_at: Timestamp;
  sync_state: Generated<'idle' | 'syncing' | 'completed' | 'error'>;
  sync_started_at: Timestamp | null;
  last_synced_at: Timestamp | null;
  last_sync_error: ColumnType<StoredFailure | null, string | null | undefined, string | null>;
  initial_sync_done: Generated<boolean>;
  accounts: ColumnType<unknown | null, string | null | undefined, string | null>;
  accounts_fetched_at: Timestamp | null;
  settings: ColumnType<Record<string, unknown>, string | undefined, string>;
  /** What a sync learnt of the provider's side besides daily figures (0048; Google Ads: conversion actions). */
  provider_data: ColumnType<unknown | null, string | null | undefined, string | null>;
  updated_at: Timestamp;
}

/** A connection's "profit back to the platform" setting (0065): off by default. */
export interface ProfitUploadSettingsTable {
  shop_id: string;
  connection_id: string;
  platform: 'google_ads' | 'meta' | 'sklik';
  enabled: Generated<boolean>;
  /** Google: the conversion action's id; Meta: the pixel (dataset) id; Sklik: the S2S SEM ID. */
  target_id: string | null;
  target_name: string | null;
  updated_by: string | null;
  updated_at: Timestamp;
}

/** What was sent of one order to one platform (0065): once per shop, platform and order. */
export interface ProfitUploadsTable {
  shop_id: string;
  platform: 'google_ads' | 'meta' | 'sklik';
  order_id: string;
  event_id: string;
  status: 'sending' | 'sent' | 'refused' | 'skipped';
  reason_code: string | null;
  reason_detail: string | null;
  value: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  currency: string | null;
  created_at: Timestamp;
  sent_at: Timestamp | null;
}

/** A webhook delivery an e-shop platform sent, remembered so a replay changes nothing (0059). */
export interface EshopWebhookDeliveriesTable {
  shop_id: string;
  connection_id: string;
  /** The platform's delivery id, or the body's SHA-256 where it sends none. */
  delivery_id: string;
  topic: string;
  /** The platform's id of the order the delivery names. */
  order_ref: string;
  received_at: Timestamp;
}

/** Who is connecting a shop's provider right now (0069): one connect at a time per shop and provider. */
export interface ConnectLeasesTable {
  shop_id: string;
  provider: 'eshop_platform';
  lease_id: string;
  expires_at: Timestamp;
}

/** GA4 sessions, users, key events and revenue by day and session source / medium (0043). */
export interface Ga4DailyTable {
  shop_id: string;
  connection_id: string;
  /** Select it as `day::text`. */
  day: CalendarDay;
  source: string;
  medium: string;
  sessions: number;
  users: number;
  conversions: Numeric;
  revenue: Numeric;
}

/** Search Console clicks, impressions and position by day, query and page (0048). */
export interface SearchConsoleDailyTable {
  shop_id: string;
  connection_id: string;
  /** Select it as `day::text`. */
  day: CalendarDay;
  query: string;
  page: string;
  clicks: number;
  impressions: number;
  position: Numeric;
}

/** A Merchant Center product's status as the last sync saw it (0048). */
export interface MerchantProductsTable {
  shop_id: string;
  connection_id: string;
  product_id: string;
  offer_id: string;
  title: string;
  status: 'approved' | 'disapproved' | 'pending';
  issues: ColumnType<unknown, string | undefined, string>;
  seen_at: Timestamp;
}

/** A Business Profile location's daily metric (0048). */
export interface BusinessProfileDailyTable {
  shop_id: string;
  connection_id: string;
  location_id: string;
  /** Select it as `day::text`. */
  day: CalendarDay;
  metric: string;
  value: number;
}

/** An OAuth authorisation on its way (0042): the sealed PKCE verifier under the state's nonce. */
export interface OauthAttemptsTable {
  shop_id: string;
  id: Generated<string>;
  user_id: string;
  provider: string;
  /** Null for Meta, whose code flow has no PKCE (0057). */
  code_verifier_sealed: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

/** A shop's e-mail digest and anomaly-alert settings (0051). */
export interface DigestSettingsTable {
  shop_id: string;
  frequency: 'off' | 'weekly' | 'monthly';
  anomaly_alerts: Generated<boolean>;
  updated_at: Timestamp;
}

/** A digest recipient: a member (user_id) or an outside address (0051). */
export interface DigestRecipientsTable {
  shop_id: string;
  id: Generated<string>;
  user_id: string | null;
  email: string;
  language: 'cs' | 'en';
  unsubscribe_nonce: string;
  unsubscribed_at: Timestamp | null;
  created_by: string | null;
  created_at: Timestamp;
}

/** One e-mail of a digest, preview or alert, recorded before it is sent (0051). */
export interface DigestDeliveriesTable {
  shop_id: string;
  id: Generated<string>;
  idempotency_key: string;
  kind: 'digest' | 'preview' | 'alert';
  period_key: string;
  recipient_id: string | null;
  email: string;
  language: 'cs' | 'en';
  status: 'sending' | 'sent' | 'failed' | 'unknown';
  error: string | null;
  attempts: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** An anomaly of a metric on a closed day (0051), at most one per shop, day and metric. */
export interface AnomalyAlertsTable {
  shop_id: string;
  id: Generated<string>;
  day: ColumnType<string, string, string>;
  metric: 'revenue' | 'orders' | 'margin' | 'adSpend' | 'poas' | 'trackedShare';
  direction: 'up' | 'down';
  value: ColumnType<number, number, number>;
  baseline: ColumnType<number, number, number>;
  lower_bound: ColumnType<number, number, number>;
  upper_bound: ColumnType<number, number, number>;
  resolved_at: Timestamp | null;
  created_at: Timestamp;
}

/** A shop's product feed at a URL, fetched on a schedule, transformed and published (0060). */
export interface XmlFeedsTable {
  shop_id: string;
  id: Generated<string>;
  name: string;
  url: string;
  frequency: 'hourly' | 'daily' | 'weekly';
  source_format: 'google' | 'heureka' | 'zbozi' | null;
  status: Generated<'pending' | 'fetching' | 'ready' | 'failed'>;
  last_fetched_at: Timestamp | null;
  last_error: ColumnType<
    { code: string; cs: string; en: string } | null,
    string | null | undefined,
    string | null
  >;
  item_count: Generated<number>;
  error_count: Generated<number>;
  transforms: ColumnType<unknown, string | undefined, string>;
  published_transforms: ColumnType<unknown, string | null | undefined, string | null>;
  published_at: Timestamp | null;
  generation: Generated<number>;
  token_hash: string;
  token_sealed: string;
  created_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One item of a feed's last successful fetch, with its problems and published output (0060). */
export interface XmlFeedItemsTable {
  shop_id: string;
  feed_id: string;
  generation: number;
  position: number;
  item_id: string | null;
  title: string | null;
  fields: ColumnType<Record<string, string>, string, string>;
  problems: ColumnType<string[], string | undefined, string>;
  output: ColumnType<Record<string, string> | null, string | null | undefined, string | null>;
}

export interface Database {
  digest_settings: DigestSettingsTable;
  digest_recipients: DigestRecipientsTable;
  digest_deliveries: DigestDeliveriesTable;
  anomaly_alerts: AnomalyAlertsTable;
  users: UsersTable;
  sessions: SessionsTable;
  accounts: AccountsTable;
  verifications: VerificationsTable;
  rate_limits: RateLimitsTable;
  two_factors: TwoFactorsTable;
  profiles: ProfilesTable;
  projects: ProjectsTable;
  project_members: ProjectMembersTable;
  shops: ShopsTable;
  shop_access: ShopAccessTable;
  notifications: NotificationsTable;
  notification_settings: NotificationSettingsTable;
  activity_log: ActivityLogTable;
  academy_lesson_completions: AcademyLessonCompletionsTable;
  email_outbox: EmailOutboxTable;
  account_plans: AccountPlansTable;
  contact_messages: ContactMessagesTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  customers: CustomersTable;
  daily_shop_metrics: DailyShopMetricsTable;
  analytics_dirty_days: AnalyticsDirtyDaysTable;
  analytics_refresh_state: AnalyticsRefreshStateTable;
  daily_dimension_metrics: DailyDimensionMetricsTable;
  ad_spend: AdSpendTable;
  imports: ImportsTable;
  import_errors: ImportErrorsTable;
  import_lines: ImportLinesTable;
  import_new_customers: ImportNewCustomersTable;
  jobs: JobsTable;
  job_schedules: JobSchedulesTable;
  api_keys: ApiKeysTable;
  idempotency_keys: IdempotencyKeysTable;
  import_schedules: ImportSchedulesTable;
  import_runs: ImportRunsTable;
  tasks: TasksTable;
  sql_saved_queries: SqlSavedQueriesTable;
  looker_embeds: LookerEmbedsTable;
  order_events: OrderEventsTable;
  shop_tracking_keys: ShopTrackingKeysTable;
  order_event_signatures: OrderEventSignaturesTable;
  client_budgets: ClientBudgetsTable;
  client_channel_budgets: ClientChannelBudgetsTable;
  budget_alerts: BudgetAlertsTable;
  tracking_break_alerts: TrackingBreakAlertsTable;
  connections: ConnectionsTable;
  oauth_attempts: OauthAttemptsTable;
  ga4_daily: Ga4DailyTable;
  search_console_daily: SearchConsoleDailyTable;
  merchant_products: MerchantProductsTable;
  business_profile_daily: BusinessProfileDailyTable;
  xml_feeds: XmlFeedsTable;
  xml_feed_items: XmlFeedItemsTable;
  eshop_webhook_deliveries: EshopWebhookDeliveriesTable;
  connect_leases: ConnectLeasesTable;
  profit_upload_settings: ProfitUploadSettingsTable;
  profit_uploads: ProfitUploadsTable;
}
