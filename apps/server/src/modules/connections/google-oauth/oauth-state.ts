import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * The `state` of an authorisation: who started it, for which shop and product, until when, and the
 * nonce under which its PKCE verifier waits. Signed with a key derived from AUTH_SECRET, so the
 * callback knows the state is ours and unaltered; the nonce is used once (oauth_attempts).
 * The payload is not secret: the return page reads the shop from it to call the shop's route.
 */
export interface OauthStatePayload {
  /** The attempt's id (nonce). */
  n: string;
  /** The user who started it. */
  u: string;
  /** The shop. */
  s: string;
  /** The connector. */
  p: string;
  /** Expiry, seconds since the epoch. */
  e: number;
}

function stateKey(authSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', authSecret, 'ziskomer', 'oauth-state', 32));
}

export function signOauthState(authSecret: string, payload: OauthStatePayload): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  const signature = createHmac('sha256', stateKey(authSecret)).update(body).digest('base64url');
  return `${body}.${signature}`;
}

/** The payload of a state we signed that has not expired; null for anything else. */
export function verifyOauthState(authSecret: string, state: string, now: Date): OauthStatePayload | null {
  const [body, signature, extra] = state.split('.');
  if (!body || !signature || extra !== undefined) return null;
  const expected = createHmac('sha256', stateKey(authSecret)).update(body).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as OauthStatePayload;
    if (typeof payload.e !== 'number' || payload.e * 1000 < now.getTime()) return null;
    if (![payload.n, payload.u, payload.s, payload.p].every((value) => typeof value === 'string'))
      return null;
    return payload;
  } catch {
    return null;
  }
}
