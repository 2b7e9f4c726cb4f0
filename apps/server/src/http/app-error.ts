import type { ErrorCode } from '@ziskomer/contracts';

const STATUS: Partial<Record<ErrorCode, number>> = {
  bad_request: 400,
  validation_failed: 422,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
  payload_too_large: 413,
  foreign_origin: 403,
  internal: 500,
  user_not_found_by_email: 404,
  already_member: 409,
  last_owner: 409,
  role_above_own: 403,
  shop_not_found: 404,
  project_not_found: 404,
  not_shop_creator: 403,
  demo_unavailable: 503,
  import_not_ready: 409,
  // A URL the caller gave is refused (422); the remote server failed us (502/504).
  url_invalid: 422,
  url_scheme: 422,
  url_credentials: 422,
  address_blocked: 422,
  host_not_found: 422,
  fetch_failed: 502,
  too_many_redirects: 502,
  too_large: 502,
  timeout: 504,
  http_status: 502,
  import_run_active: 409,
  task_title_required: 422,
  task_title_too_long: 422,
  task_description_too_long: 422,
  task_text_invalid: 422,
  task_source_url_invalid: 422,
  task_source_context_too_long: 422,
  task_category_invalid: 422,
  task_priority_invalid: 422,
  task_status_invalid: 422,
  task_delete_forbidden: 403,
};

/** The one error type of the API: a code the web app translates, and the HTTP status it maps to. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly details?: unknown,
  ) {
    super(code);
    this.status = STATUS[code] ?? 400;
  }
}
