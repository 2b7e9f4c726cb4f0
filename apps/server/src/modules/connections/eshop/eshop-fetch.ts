import type { Deps } from '../../../core/deps.ts';
import { checkOutboundUrl } from '../../../lib/guarded-fetch/check-outbound-url.ts';
import { EshopApiError } from './eshop-api-error.ts';

export interface EshopRequest {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /**
   * The URL is the merchant's own (a Shopify or WooCommerce shop, a bulk result file): its host is
   * checked by the outbound guard's rules (DESIGN §7) before the call, as the import schedules'
   * downloads are. The platform's fixed API (Shoptet's, from config) is not.
   */
  merchantUrl: boolean;
  signal?: AbortSignal;
  /** The body as text, not JSON (Shopify's bulk result file is JSON Lines). */
  text?: boolean;
}

export interface EshopResponse {
  status: number;
  headers: Headers;
  body: unknown;
}

const TIMEOUT_MS = 30_000;
/** The longest wait a platform's Retry-After is honoured for inside one call; longer waits fail the try. */
const MAX_WAIT_MS = 60_000;
const RATE_LIMIT_TRIES = 4;

/**
 * One JSON call to an e-shop platform: no redirects followed (an answer elsewhere is refused), a
 * time cap, and the refusals sorted into EshopApiError. A 429 is waited out as the platform's
 * Retry-After asks (a few times at most) before it fails the call.
 */
export async function eshopFetch(deps: Deps, request: EshopRequest): Promise<EshopResponse> {
  if (request.merchantUrl) await checkOutboundUrl(request.url, deps.outboundPolicy);
  for (let attempt = 1; ; attempt++) {
    const response = await send(request);
    if (response.status === 429) {
      const waitMs = readRetryAfter(response.headers.get('retry-after'));
      if (attempt < RATE_LIMIT_TRIES && waitMs <= MAX_WAIT_MS) {
        await (deps.sleep ?? wait)(waitMs);
        continue;
      }
      throw new EshopApiError('rate_limited', 429, 'Too Many Requests', waitMs);
    }
    const body = request.text && response.ok ? await response.text() : await readJson(response);
    if (response.status >= 200 && response.status < 300) {
      return { status: response.status, headers: response.headers, body };
    }
    throw new EshopApiError(kindOf(response.status), response.status, describe(body));
  }
}

async function send(request: EshopRequest): Promise<Response> {
  const signals = [AbortSignal.timeout(TIMEOUT_MS), ...(request.signal ? [request.signal] : [])];
  try {
    return await fetch(request.url, {
      method: request.method ?? 'GET',
      headers: { accept: 'application/json', 'user-agent': 'Ziskomer/1.0', ...request.headers },
      body: request.body,
      redirect: 'manual',
      signal: AbortSignal.any(signals),
    });
  } catch (error) {
    if (request.signal?.aborted) throw request.signal.reason;
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    throw new EshopApiError('unavailable', 0, cause ?? (error as Error).name);
  }
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    if (response.ok) throw new EshopApiError('malformed', response.status, 'not JSON');
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
