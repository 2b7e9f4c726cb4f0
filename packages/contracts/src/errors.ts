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
  .meta({ id: 'ErrorResponse' });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
