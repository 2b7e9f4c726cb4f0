/**
 * A failed Google API call, as its REST error body describes it: google.rpc.Status, for the Google
 * Ads API with a GoogleAdsFailure in `details` (Analytics, Search Console, Merchant and Business
 * Profile send the status alone, or with an `errors` list of reasons): the HTTP status, the gRPC status name (UNAUTHENTICATED,
 * PERMISSION_DENIED, RESOURCE_EXHAUSTED, INVALID_ARGUMENT …), the first error code
 * (`{ authorizationError: 'DEVELOPER_TOKEN_NOT_APPROVED' }` → 'authorizationError.DEVELOPER_TOKEN_NOT_APPROVED')
 * and Google's message. Status 0 is a call that got no answer (network, timeout).
 */
export class GoogleApiError extends Error {
  constructor(
    readonly status: number,
    readonly grpcStatus: string,
    readonly errorCode: string | null,
    readonly detail: string,
    /** From the quota error's retryDelay or a Retry-After header. */
    readonly retryAfterMs: number | null,
  ) {
    super(`Google API ${status} ${grpcStatus}${errorCode ? ` ${errorCode}` : ''}: ${detail}`);
  }
}

interface GoogleErrorBody {
  error?: {
    code?: number;
    message?: string;
    status?: string;
    details?: {
      /** google.rpc.RetryInfo, as the APIs other than Google Ads send it with RESOURCE_EXHAUSTED. */
      retryDelay?: string;
      errors?: {
        errorCode?: Record<string, string>;
        message?: string;
        details?: { quotaErrorDetails?: { retryDelay?: string } };
      }[];
    }[];
  };
}

/** Reads the error body of a non-2xx answer. */
export async function readGoogleApiError(response: Response): Promise<GoogleApiError> {
  const body = (await response.json().catch(() => null)) as GoogleErrorBody | null;
  const error = body?.error;
  const first = error?.details?.flatMap((detail) => detail.errors ?? [])[0];
  const code = first?.errorCode ? Object.entries(first.errorCode)[0] : undefined;
  const delay =
    first?.details?.quotaErrorDetails?.retryDelay ??
    error?.details?.find((detail) => typeof detail.retryDelay === 'string')?.retryDelay ??
    null;
  const retryAfter = response.headers.get('retry-after');
  const retryAfterMs = delay
    ? Math.round(Number.parseFloat(delay) * 1000)
    : retryAfter && /^\d+$/.test(retryAfter)
      ? Number(retryAfter) * 1000
      : null;
  return new GoogleApiError(
    response.status,
    error?.status ?? `HTTP_${response.status}`,
    code ? `${code[0]}.${code[1]}` : null,
    (first?.message ?? error?.message ?? response.statusText ?? '').slice(0, 300),
    Number.isFinite(retryAfterMs) ? retryAfterMs : null,
  );
}
