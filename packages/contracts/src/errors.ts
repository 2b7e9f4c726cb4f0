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
] as const;

export const errorCodeSchema = z.enum(errorCodes);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

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
