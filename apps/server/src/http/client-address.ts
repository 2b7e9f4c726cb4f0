import type { IncomingMessage } from 'node:http';
import type { MiddlewareHandler } from 'hono';
import { CLIENT_IP_HEADER } from '../modules/auth/index.ts';

/**
 * The client's address as the server's trusted reverse proxies saw it. Each proxy appends the
 * address it received the request from to `X-Forwarded-For`, so with `trustedHops` proxies in
 * front of the server the client is the `trustedHops`-th entry from the right; entries further
 * left were written by the client and may be anything. Without trusted proxies (0) the header is
 * ignored and the socket's peer is the client. A header shorter than the trusted hops (a request
 * that bypassed a proxy) yields its leftmost entry, the furthest address known.
 */
export function getClientAddress(
  socketAddress: string,
  forwardedFor: string | undefined,
  trustedHops: number,
) {
  if (trustedHops <= 0 || !forwardedFor) return socketAddress;
  const hops = forwardedFor
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  if (hops.length === 0) return socketAddress;
  return hops[Math.max(0, hops.length - trustedHops)]!;
}

/**
 * Sets the header rate limits are keyed by (CLIENT_IP_HEADER) to the client's address
 * (TRUST_PROXY_HOPS, docs/OPERATIONS.md), replacing whatever the client sent in it, so a client
 * cannot choose its own key. Requests built in tests have no socket and keep the header they
 * were given.
 */
export function clientAddress(trustedHops: number): MiddlewareHandler {
  return async (c, next) => {
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
    const socketAddress = incoming?.socket.remoteAddress;
    if (socketAddress) {
      const address = getClientAddress(socketAddress, c.req.header('x-forwarded-for'), trustedHops);
      c.req.raw.headers.set(CLIENT_IP_HEADER, address);
    }
    await next();
  };
}
