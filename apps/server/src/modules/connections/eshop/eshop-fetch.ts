import type { IncomingHttpHeaders } from 'node:http';
import type { Deps } from '../../../core/deps.ts';
import { guardedFetch } from '../../../lib/guarded-fetch/guarded-fetch.ts';
import { GuardedFetchError } from '../../../lib/guarded-fetch/guarded-fetch-error.ts';
import { EshopApiError } from './eshop-api-error.ts';

export interface EshopRequest {
  url: string;
  method?: 'GET' | 'POST' | 'DELETE';
  headers?: Record<string, string>;
  body?: string;
  /**
   * The URL is the merchant's own (a Shopify or WooCommerce shop, a bulk result file): it is
   * called through the outbound guard (DESIGN §7), connected to exactly the address its check
   * vetted, as the import schedules' downloads are. The platform's fixed API (Shoptet's, from
   * config) is not.
   */
  merchantUrl: boolean;
  signal?: AbortSignal;
  /** The body as text, not JSON (Shopify's bulk result file is JSON Lines). */
  text?: boolean;
  /** A merchant URL's byte and time caps; an API call's by default. */
  caps?: EshopFetchCaps;
}

export interface EshopFetchCaps {
  maxBytes: number;
  timeoutMs: number;
}

export interface EshopResponse {
  status: number;
  headers: Headers;
  body: unknown;
}

const TIMEOUT_MS = 30_000;
/**
 * One API answer from a merchant's shop: a page of 50 orders with their lines and meta is a few
 * hundred kilobytes; far past that is not an answer the connector can use.
 */
const API_CAPS: EshopFetchCaps = { maxBytes: 32 * 1024 * 1024, timeoutMs: TIMEOUT_MS };
/** The longest wait a platform's Retry-After is honoured for inside one call; longer waits fail the try. */
const MAX_WAIT_MS = 60_000;
const RATE_LIMIT_TRIES = 4;

/**
 * One JSON call to an e-shop platform: no redirects followed (an answer elsewhere is refused), a
 * time cap, and the refusals sorted into EshopApiError. A 429 is waited out as the platform's
 * Retry-After asks (a few times at most) before it fails the call. A merchant URL whose host the
 * outbound guard refuses fails with the guard's GuardedFetchError (address_blocked, …).
 */
export async function eshopFetch(deps: Deps, request: EshopRequest): Promise<EshopResponse> {
  for (let attempt = 1; ; attempt++) {
    const answer = request.merchantUrl ? await sendGuarded(deps, request) : await send(request);
    if (answer.status === 429) {
      const waitMs = readRetryAfter(answer.headers.get('retry-after'));
      if (attempt < RATE_LIMIT_TRIES && waitMs <= MAX_WAIT_MS) {
        await (deps.sleep ?? wait)(waitMs);
        continue;
      }
      throw new EshopApiError('rate_limited', 429, 'Too Many Requests', waitMs);
    }
    const ok = answer.status >= 200 && answer.status < 300;
    const body = request.text && ok ? answer.text : readJson(answer.text, answer.status, ok);
    if (ok) return { status: answer.status, headers: answer.headers, body };
    throw new EshopApiError(kindOf(answer.status), answer.status, describe(body));
  }
}

interface Answer {
  status: number;
  headers: Headers;
  text: string;
}

/** The platform's fixed API (from config): a plain fetch. */
async function send(request: EshopRequest): Promise<Answer> {
  const signals = [AbortSignal.timeout(TIMEOUT_MS), ...(request.signal ? [request.signal] : [])];
  try {
    const response = await fetch(request.url, {
      method: request.method ?? 'GET',
      headers: requestHeaders(request),
      body: request.body,
      redirect: 'manual',
      signal: AbortSignal.any(signals),
    });
    return { status: response.status, headers: response.headers, text: await response.text() };
  } catch (error) {
    if (request.signal?.aborted) throw request.signal.reason;
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    throw new EshopApiError('unavailable', 0, cause ?? (error as Error).name);
  }
}

/**
 * A merchant's URL through the outbound guard: one lookup, the connection to exactly the address
 * it vetted (a DNS answer changed after the check is never used), no redirect followed, the body
 * under the caps. The guard's refusals of the address stay GuardedFetchError (the job treats them
 * as final); a network failure, the time cap or an oversized answer are the platform's trouble.
 */
async function sendGuarded(deps: Deps, request: EshopRequest): Promise<Answer> {
  const caps = request.caps ?? API_CAPS;
  try {
    const response = await guardedFetch(request.url, {
      ...caps,
      method: request.method ?? 'GET',
      body: request.body,
      headers: requestHeaders(request),
      maxRedirects: 0,
      anyStatus: true,
      policy: deps.outboundPolicy,
      signal: request.signal,
    });
    const chunks: Buffer[] = [];
    for await (const chunk of response.body) chunks.push(chunk);
    const text = Buffer.concat(chunks).toString('utf8');
    return { status: response.status, headers: toHeaders(response.headers), text };
  } catch (error) {
    if (request.signal?.aborted) throw request.signal.reason;
    if (!(error instanceof GuardedFetchError)) throw error;
    switch (error.code) {
      case 'fetch_failed':
        throw new EshopApiError('unavailable', 0, String(error.details.reason ?? 'network'));
      case 'timeout':
        throw new EshopApiError('unavailable', 0, 'TimeoutError');
      case 'too_large':
        throw new EshopApiError('malformed', 0, `larger than ${caps.maxBytes} bytes`);
      default:
        throw error;
    }
  }
}

function requestHeaders(request: EshopRequest): Record<string, string> {
  return { accept: 'application/json', 'user-agent': 'Ziskomer/1.0', ...request.headers };
}

function toHeaders(incoming: IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  return headers;
}

function readJson(text: string, status: number, ok: boolean): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    if (ok) throw new EshopApiError('malformed', status, 'not JSON');
    return null;
  }
}

function kindOf(status: number): EshopApiError['kind'] {
  if (status === 401) return 'unauthenticated';
  if (status === 403) return 'permission';
  if (status === 404) return 'not_found';
  return 'unavailable';
}

/** The platform's own words for a refusal: Shoptet's `errors[].errorCode`, WooCommerce's `code`, Shopify's `errors`. */
function describe(body: unknown): string {
  if (!body || typeof body !== 'object') return '';
  const record = body as Record<string, unknown>;
  if (Array.isArray(record.errors)) {
    const first = record.errors[0] as Record<string, unknown> | undefined;
    return String(first?.errorCode ?? first?.message ?? '').slice(0, 200);
  }
  if (typeof record.errors === 'string') return record.errors.slice(0, 200);
  return String(record.code ?? record.message ?? '').slice(0, 200);
}

/** Retry-After in seconds (or an HTTP date); 1 s when missing or unreadable. */
export function readRetryAfter(value: string | null): number {
  if (!value) return 1000;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds * 1000));
  const date = Date.parse(value);
  return Number.isFinite(date) ? Math.max(0, date - Date.now()) : 1000;
}

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
