/**
 * A failed Graph API call, as Meta's error body describes it:
 * `{ error: { message, type, code, error_subcode, is_transient, fbtrace_id } }` — e.g. code 190
 * (OAuthException, subcode 463 expired), 10 / 200–299 (permissions), 4 / 17 / 32 / 613 / 80004
 * (rate limits), 100 (invalid parameter), 1 / 2 (unknown, service unavailable). Status 0 is a call
 * that got no answer (network, timeout). The message never holds the token: Meta does not echo it.
 */
export class MetaGraphError extends Error {
  constructor(
    readonly status: number,
    readonly code: number | null,
    readonly subcode: number | null,
    readonly type: string | null,
    readonly detail: string,
    readonly transient: boolean,
  ) {
    super(
      `Meta Graph API ${status}${code === null ? '' : ` code ${code}`}${subcode ? `/${subcode}` : ''}: ${detail}`,
    );
  }
}

interface GraphErrorBody {
  error?: {
    message?: unknown;
    type?: unknown;
    code?: unknown;
    error_subcode?: unknown;
    is_transient?: unknown;
    error_user_msg?: unknown;
  };
}

const numberOrNull = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value)
    ? value
    : typeof value === 'string' && /^\d+$/.test(value)
      ? Number(value)
      : null;

/** Reads the error body of a non-2xx answer (or a 200 that carries `error`). */
export function toMetaGraphError(status: number, body: unknown): MetaGraphError {
  const error = (body as GraphErrorBody | null)?.error;
  const message =
    typeof error?.error_user_msg === 'string' && error.error_user_msg
      ? error.error_user_msg
      : typeof error?.message === 'string'
        ? error.message
        : `HTTP ${status}`;
  return new MetaGraphError(
    status,
    numberOrNull(error?.code),
    numberOrNull(error?.error_subcode),
    typeof error?.type === 'string' ? error.type : null,
    message.slice(0, 300),
    error?.is_transient === true,
  );
}
