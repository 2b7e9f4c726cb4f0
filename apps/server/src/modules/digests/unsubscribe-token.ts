import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The token of a digest's unsubscribe link: the shop, the recipient and the recipient's current
 * nonce, signed with a key derived from AUTH_SECRET. The signature means a token can only be made
 * by the server, for one recipient (changing the id breaks it); the nonce changes when the link is
 * used, so a token works once. It does not expire: an e-mail read a month late must still let its
 * reader leave.
 */
export interface UnsubscribeTokenPayload {
  shopId: string;
  recipientId: string;
  nonce: string;
}

function tokenKey(authSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', authSecret, 'ziskomer', 'digest-unsubscribe', 32));
}

export function newUnsubscribeNonce(): string {
  return randomBytes(12).toString('base64url');
}

export function signUnsubscribeToken(authSecret: string, payload: UnsubscribeTokenPayload): string {
  const body = Buffer.from(`${payload.shopId}.${payload.recipientId}.${payload.nonce}`).toString('base64url');
  const signature = createHmac('sha256', tokenKey(authSecret)).update(body).digest('base64url');
  return `${body}.${signature}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The payload of a token we signed; null for anything else. */
export function verifyUnsubscribeToken(authSecret: string, token: string): UnsubscribeTokenPayload | null {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return null;
  const expected = createHmac('sha256', tokenKey(authSecret)).update(body).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const [shopId, recipientId, nonce, rest] = Buffer.from(body, 'base64url').toString('utf8').split('.');
  if (!shopId || !recipientId || !nonce || rest !== undefined) return null;
  if (!UUID.test(shopId) || !UUID.test(recipientId)) return null;
  return { shopId, recipientId, nonce };
}
