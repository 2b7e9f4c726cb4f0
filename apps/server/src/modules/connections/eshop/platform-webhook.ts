import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export type HeaderReader = (name: string) => string | undefined;

/** What a verified webhook delivery asks for. */
export interface WebhookDelivery {
  /** The platform's delivery id, or the body's digest where it sends none: a replay has the same. */
  deliveryId: string;
  topic: string;
  /** The platform's id of the order to fetch; null for a delivery that names none (a ping). */
  orderRef: string | null;
}

/** How one platform signs its webhooks and what they say. */
export interface PlatformWebhook {
  /** Whether the raw body carries a valid signature under the connection's secret. */
  verify(rawBody: string, header: HeaderReader, secret: string): boolean;
  read(rawBody: string, header: HeaderReader): WebhookDelivery;
}

/** Compares the HMAC of the body under the secret with a signature, in constant time. */
export function matchesHmac(
  rawBody: string,
  secret: string,
  signature: string | undefined,
  encoding: 'hex' | 'base64',
  algorithm: 'sha256' | 'sha1' = 'sha256',
): boolean {
  if (!signature) return false;
  const expected = createHmac(algorithm, secret).update(rawBody, 'utf8').digest();
  const given = Buffer.from(signature.trim(), encoding);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function bodyDigest(rawBody: string): string {
  return createHash('sha256').update(rawBody, 'utf8').digest('hex');
}

/** The body as a JSON object, or an empty one (a form-encoded ping, anything unreadable). */
export function readJsonObject(rawBody: string): Record<string, unknown> {
  try {
    const value = JSON.parse(rawBody);
    return value && typeof value === 'object' && !Array.isArray(value) ? value : {};
  } catch {
    return {};
  }
}
