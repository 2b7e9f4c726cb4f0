import http, { type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { GuardedFetchError } from './guarded-fetch-error.ts';
import { getHostName, parseOutboundUrl } from './parse-outbound-url.ts';
import {
  type AddressPolicy,
  type ResolvedAddress,
  resolveOutboundAddress,
  strictAddressPolicy,
} from './resolve-outbound-address.ts';

/** DESIGN §7: redirects are followed by hand, each hop checked again, at most five. */
export const MAX_REDIRECTS = 5;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const USER_AGENT = 'Ziskomer/1.0 (+https://ziskomer.cz)';

export interface GuardedFetchOptions {
  /** The body is cut off past this many bytes ('too_large'); a larger Content-Length is refused at once. */
  maxBytes: number;
  /** The whole fetch — lookups, redirects and the body — ends after this long ('timeout'). */
  timeoutMs: number;
  /** Redirects followed (5 by default); a POST's or DELETE's are never followed. */
  maxRedirects?: number;
  /** GET by default. A platform API call needs POST (Shopify's GraphQL) or DELETE (a WooCommerce webhook). */
  method?: 'GET' | 'POST' | 'DELETE';
  /** The request body, sent with its Content-Length. */
  body?: string;
  /**
   * Hand back an answer of any status (a 4xx/5xx, or a redirect not followed) with its body under
   * the same caps, instead of failing with 'http_status' / 'too_many_redirects': a platform API's
   * client reads its error codes and Retry-After from it.
   */
  anyStatus?: boolean;
  /** Overrides of the strict address policy; tests allow their local fake server here, and only there. */
  policy?: Partial<AddressPolicy>;
  headers?: Record<string, string>;
  /** Stops the fetch from outside (e.g. a server shutting down); it fails with the signal's reason. */
  signal?: AbortSignal;
}

export interface GuardedResponse {
  /** The URL finally answered, after redirects. */
  url: string;
  status: number;
  headers: IncomingHttpHeaders;
  /** The body, read once; it fails with 'too_large' past the cap and 'timeout' past the time cap. */
  body: AsyncIterable<Buffer>;
  /** Drops the body without reading it. */
  cancel(): void;
}

/**
 * The one client for user-given URLs (DESIGN §7). Only http and https, no credentials in the URL;
 * every host is resolved here and refused when any of its addresses is private, loopback,
 * link-local, unique-local, multicast, unspecified, CGNAT or cloud metadata (IP literals in all
 * their spellings included). The connection goes to exactly the vetted address, with the host
 * name kept for the Host header and TLS (SNI and certificate check). Redirects are followed by
 * hand, each hop checked the same way, except a POST's: its body and credentials are not sent on
 * to another place. Only a 2xx answer is returned unless `anyStatus` asks for every answer (a
 * redirect not followed included); the body is capped in bytes and the whole exchange in time.
 */
export async function guardedFetch(input: string, options: GuardedFetchOptions): Promise<GuardedResponse> {
  const policy: AddressPolicy = { ...strictAddressPolicy, ...options.policy };
  const method = options.method ?? 'GET';
  const maxRedirects = method !== 'GET' ? 0 : (options.maxRedirects ?? MAX_REDIRECTS);
  const controller = new AbortController();
  const timer = setTimeout(
    () =>
      controller.abort(new GuardedFetchError('timeout', { seconds: Math.ceil(options.timeoutMs / 1000) })),
    options.timeoutMs,
  );
  const outer = options.signal;
  const onOuterAbort = () => controller.abort(outer?.reason);
  if (outer?.aborted) onOuterAbort();
  outer?.addEventListener('abort', onOuterAbort, { once: true });
  const finish = () => {
    clearTimeout(timer);
    outer?.removeEventListener('abort', onOuterAbort);
  };

  try {
    let url = parseOutboundUrl(input);
    for (let redirects = 0; ; redirects++) {
      const target = await untilAborted(resolveOutboundAddress(url, policy), controller.signal);
      const response = await sendRequest(url, target, controller.signal, {
        method,
        headers: options.headers ?? {},
        body: options.body,
      });
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (REDIRECT_STATUSES.has(status) && location) {
        if (redirects < maxRedirects) {
          response.destroy();
          url = parseOutboundUrl(resolveLocation(location, url));
          continue;
        }
        if (!options.anyStatus) {
          response.destroy();
          throw new GuardedFetchError('too_many_redirects', { max: maxRedirects });
        }
      }
      if ((status < 200 || status > 299) && !options.anyStatus) {
        response.destroy();
        throw new GuardedFetchError('http_status', { status });
      }
      const declared = Number(response.headers['content-length']);
      if (Number.isFinite(declared) && declared > options.maxBytes) {
        response.destroy();
        throw new GuardedFetchError('too_large', { maxBytes: options.maxBytes });
      }
      return {
        url: url.href,
        status,
        headers: response.headers,
        body: readBody(response, options.maxBytes, controller.signal, finish),
        cancel() {
          response.destroy();
          finish();
        },
      };
    }
  } catch (error) {
    finish();
    const failure = toFetchError(error, controller.signal);
    controller.abort();
    throw failure;
  }
}

function resolveLocation(location: string, base: URL): string {
  try {
    return new URL(location, base).href;
  } catch {
    throw new GuardedFetchError('url_invalid');
  }
}

interface OutgoingRequest {
  method: 'GET' | 'POST' | 'DELETE';
  headers: Record<string, string>;
  body: string | undefined;
}

function sendRequest(
  url: URL,
  target: ResolvedAddress,
  signal: AbortSignal,
  outgoing: OutgoingRequest,
): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(
      {
        // The name, not the address: it goes into the Host header and the TLS server name and
        // certificate check. The connection itself goes to the vetted address (pinned lookup).
        hostname: getHostName(url),
        port: url.port === '' ? undefined : Number(url.port),
        path: `${url.pathname}${url.search}`,
        method: outgoing.method,
        headers: {
          'user-agent': USER_AGENT,
          accept: '*/*',
          'accept-encoding': 'identity',
          ...(outgoing.body === undefined
            ? {}
            : { 'content-length': String(Buffer.byteLength(outgoing.body)) }),
          ...outgoing.headers,
        },
        lookup: pinLookup(target),
        // A fresh connection per hop: a pooled socket could belong to another address.
        agent: false,
        signal,
      },
      resolve,
    );
    request.on('error', reject);
    request.end(outgoing.body);
  });
}

/** A lookup that answers every question with the vetted address (the DNS rebinding guard). */
function pinLookup(target: ResolvedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    const done = callback as (...args: unknown[]) => void;
    if (options.all) done(null, [{ address: target.address, family: target.family }]);
    else done(null, target.address, target.family);
  };
}

async function* readBody(
  response: IncomingMessage,
  maxBytes: number,
  signal: AbortSignal,
  finish: () => void,
): AsyncGenerator<Buffer> {
  let bytes = 0;
  try {
    for await (const chunk of response) {
      const buffer = chunk as Buffer;
      bytes += buffer.length;
      if (bytes > maxBytes) throw new GuardedFetchError('too_large', { maxBytes });
      yield buffer;
    }
    if (signal.aborted) throw signal.reason;
  } catch (error) {
    throw toFetchError(error, signal);
  } finally {
    response.destroy();
    finish();
  }
}

/** Waits for `promise` unless the fetch is aborted first (a slow lookup counts against the time cap). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

/** Any failure as a coded error: the guard's own, the time cap, or a network failure. */
function toFetchError(error: unknown, signal: AbortSignal): unknown {
  if (error instanceof GuardedFetchError) return error;
  if (signal.aborted) return signal.reason instanceof Error ? signal.reason : error;
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return new GuardedFetchError('fetch_failed', { reason: code ?? 'network' });
}
