import { z } from 'zod';

/** Every error code the API answers with; the web app shows the translation `errors.<code>`. */
export const errorCodes = [
  'bad_request',
  'validation_failed',
  'unauthenticated',
  'forbidden',
  'not_found',
  'conflict',
  'rate_limited',
  'payload_too_large',
  'foreign_origin',
  'internal',
  'user_not_found_by_email',
  'already_member',
  'last_owner',
  'role_above_own',
  'shop_not_found',
  'project_not_found',
  'not_shop_creator',
  'demo_unavailable',
  'import_not_ready',
  // Bad input anywhere (storable-text.ts, calendar-day.ts): text the database cannot store, dates.
  'invalid_characters',
  'date_invalid',
  'date_out_of_range',
  // The guarded outbound client (user-given URLs: scheduled imports, feeds, webhooks).
  'url_invalid',
  'url_scheme',
  'url_credentials',
  'address_blocked',
  'host_not_found',
  'fetch_failed',
  'too_many_redirects',
  'too_large',
  'timeout',
  'http_status',
  'import_run_active',
  'job_not_failed',
  'feed_not_fetched',
  // The to-do list: invalid task fields (named as zod messages in tasks.ts) and deleting.
  'task_title_required',
  'task_title_too_long',
  'task_description_too_long',
  'task_text_invalid',
  'task_source_url_invalid',
  'task_source_context_too_long',
  'task_category_invalid',
  'task_priority_invalid',
  'task_status_invalid',
  'task_delete_forbidden',
  // Budgets (budgets.ts): invalid fields, unknown budgets, channel budgets and alerts, the status.
  'budget_name_required',
  'budget_name_too_long',
  'budget_total_invalid',
  'budget_period_invalid',
  'budget_start_date_invalid',
  'budget_channel_invalid',
  'budget_channel_duplicate',
  'budget_allocation_invalid',
  'budget_allocation_exceeds_total',
  'budget_target_invalid',
  'budget_limit_reached',
  'budget_not_found',
  'channel_budget_not_found',
  'budget_alert_not_found',
  'budget_status_failed',
  // Order tracking (POST /api/track/{publicKey}/orders): the caller's credentials and its body.
  'tracking_origin_refused',
  'tracking_signature_invalid',
  'tracking_signature_expired',
  'tracking_replayed',
  'tracking_body_invalid',
  'tracking_text_invalid',
  'tracking_field_too_long',
  'tracking_id_invalid',
  'tracking_total_invalid',
  'tracking_currency_invalid',
  'tracking_products_invalid',
  'tracking_products_over_limit',
  'tracking_date_invalid',
  'tracking_test_flag_invalid',
  // Extra origins of the browser snippet (PUT …/order-tracking/origins).
  'tracking_origin_invalid',
  'tracking_origins_over_limit',
  // Connectors (Settings → Propojení, /oauth/google/callback, /google-ads).
  'google_not_configured',
  'oauth_state_invalid',
  'oauth_code_rejected',
  'google_unreachable',
  'google_ads_account_unknown',
  'google_analytics_property_unknown',
  'google_target_unknown',
  'connection_broken',
  // Profit back to the platforms (PUT …/profit-upload/{platform}).
  'profit_upload_not_connected',
  'profit_upload_target_required',
  'profit_upload_target_unknown',
  'profit_upload_target_invalid',
  'profit_upload_sem_id_invalid',
  // API-key connectors (Sklik, Heureka, Zboží.cz): the key checked against the provider.
  'sklik_key_rejected',
  'heureka_key_rejected',
  'zbozi_key_rejected',
  'sklik_unreachable',
  'heureka_unreachable',
  'zbozi_unreachable',
  'zbozi_api_retired',
  'zbozi_forbidden',
  // Meta (/facebook, /oauth/facebook/callback).
  'meta_not_configured',
  'meta_unreachable',
  'meta_account_unknown',
  'meta_oauth_state_invalid',
  'meta_code_rejected',
  // The e-shop platform connector (Shoptet, Shopify, WooCommerce) and its webhooks.
  'eshop_credentials_invalid',
  'eshop_permission_denied',
  'eshop_shop_not_found',
  'eshop_unreachable',
  'eshop_rate_limited',
  'eshop_webhook_signature_invalid',
  'eshop_connect_in_progress',
  // E-mail digests and anomaly alerts (digests.ts, the unsubscribe link).
  'digest_frequency_invalid',
  'digest_period_invalid',
  'digest_language_invalid',
  'digest_email_invalid',
  'digest_recipient_exists',
  'digest_recipient_not_member',
  'digest_recipients_over_limit',
  'digest_recipient_not_found',
  'digest_demo_external',
  'anomaly_alert_not_found',
  'unsubscribe_link_invalid',
  'unsubscribe_link_used',
  // The SQL editor (docs/SECURITY.md "SQL editor"): a refused statement, one that ran too long,
  // one the database refused, and a saved query's name.
  'sql_not_allowed',
  'sql_timeout',
  'sql_error',
  'sql_query_name_required',
  'sql_query_name_too_long',
  'sql_query_text_required',
  'sql_query_text_too_long',
  'sql_query_delete_forbidden',
  // The CLV backtest's as-of day (GET …/analytics/customer-clv?asOf=).
  'clv_backtest_not_past',
  'clv_backtest_before_first_order',
  'clv_backtest_no_later_orders',
  // Looker Studio: an embed address outside Looker Studio's embed paths, a period too long for a table.
  'looker_embed_url_invalid',
  'looker_period_too_long',
  // The plan's limits (subscription.ts): a new shop or connection over what the plan allows.
  'plan_shop_limit',
  'plan_connection_limit',
  // The contact form (POST /api/contact).
  'contact_name_required',
  'contact_email_invalid',
  'contact_subject_required',
  'contact_message_required',
  'contact_field_too_long',
  'contact_text_invalid',
  // Academy progress (PUT …/academy/poas/lessons/{lesson}, POST …/academy/poas/completions).
  'academy_lesson_invalid',
  'academy_score_invalid',
] as const;

export const errorCodeSchema = z.enum(errorCodes);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

const ERROR_CODES: ReadonlySet<string> = new Set(errorCodes);

/** True for a known error code (a contract names one as the message of a validation issue). */
export function isErrorCode(value: string): value is ErrorCode {
  return ERROR_CODES.has(value);
}

export const errorResponseSchema = z
  .object({
    error: z.object({
      code: errorCodeSchema,
      message: z.string(),
      details: z.unknown().optional(),
    }),
  })
  .meta({
    id: 'ErrorResponse',
    description:
      '`code` is stable and meant for programs; `message` is for people, in Czech or English by ' +
      'Accept-Language; `details` says what exactly was wrong.',
    example: {
      error: {
        code: 'validation_failed',
        message: 'Zkontrolujte prosím zadané údaje.',
        details: {
          issues: [{ path: 'orders.0.revenue', code: 'too_small', message: 'Číslo musí být alespoň 0.' }],
        },
      },
    },
  });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
