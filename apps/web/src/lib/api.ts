import type { ErrorCode } from '@ziskomer/contracts';
import { getLanguage } from './i18n.ts';

/** An API failure: the error code (translated by the UI as `errors.<code>`) and the HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode | 'network',
    readonly status: number,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

/** Calls the JSON API with the session cookie; throws ApiError with the server's code. */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      credentials: 'same-origin',
      signal: options.signal,
      headers: {
        'accept-language': getLanguage(),
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError('network', 0, (error as Error).message);
  }
  if (response.status === 204) return undefined as T;
  const data = await response.json().catch(() => undefined);
  if (!response.ok) {
    const body = data as { error?: { code: ErrorCode; message: string; details?: unknown } } | undefined;
    throw new ApiError(
      body?.error?.code ?? 'internal',
      response.status,
      body?.error?.message ?? response.statusText,
      body?.error?.details,
    );
  }
  return data as T;
}
