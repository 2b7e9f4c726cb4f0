import type { Database } from '@ziskomer/db';
import type { Kysely } from 'kysely';
import { countWindowHits } from '../../lib/rate-limits/count-window-hits.ts';

/**
 * Limits of the browser snippet, whose public key is public: calls per client address and per
 * shop in fixed one-minute windows. A signed server call is not limited (its sender holds the
 * secret) and does not touch the counters. The windows live in the database (`rate_limits`), so
 * the limits hold for all server processes together.
 */
const WINDOW_MS = 60_000;
/** Calls a minute from one address to one shop: a shopper sees one thank-you page per order. */
export const BROWSER_CALLS_PER_ADDRESS = 20;
/** Calls a minute to one shop from all addresses together, far above the orders of a busy shop. */
export const BROWSER_CALLS_PER_SHOP = 600;

/**
 * Counts one browser call on the shop's and on the address's window (both, like a refused call
 * does too) and tells whether it is within both limits. Must run outside the request's
 * transaction, so that a call refused later (invalid body, 429) still counts.
 */
export async function takeBrowserCall(
  db: Kysely<Database>,
  call: { shopId: string; clientIp: string | undefined },
  now: Date,
): Promise<boolean> {
  // Always the shop's key first: every statement locks the rows in the same order.
  const shopKey = `track-shop:${call.shopId}`;
  const addressKey = `track-ip:${call.shopId}:${call.clientIp ?? '-'}`;
  const counts = await countWindowHits(db, [shopKey, addressKey], WINDOW_MS, now);
  return (
    (counts.get(shopKey)?.hits ?? Number.POSITIVE_INFINITY) <= BROWSER_CALLS_PER_SHOP &&
    (counts.get(addressKey)?.hits ?? Number.POSITIVE_INFINITY) <= BROWSER_CALLS_PER_ADDRESS
  );
}
