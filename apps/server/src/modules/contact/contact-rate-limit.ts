import type { Database } from '@ziskomer/db';
import type { Kysely } from 'kysely';
import { countWindowHits } from '../../lib/rate-limits/count-window-hits.ts';

/** One hour windows in the shared rate-limit table, so the limits hold across server processes. */
const WINDOW_MS = 60 * 60_000;
/** Messages an hour from one address: a person writes one, perhaps a correction or two. */
export const CONTACT_PER_ADDRESS = 5;
/** Messages an hour from everyone together: keeps a spread-out flood out of the operator's mailbox. */
export const CONTACT_PER_HOUR = 100;

/**
 * Counts one message on the global and the address window and tells whether both allow it, with
 * the seconds until the tighter one opens again. Runs outside a request transaction, so a refused
 * message still counts.
 */
export async function takeContactMessage(
  db: Kysely<Database>,
  clientIp: string | undefined,
  now: Date,
): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }> {
  // Always the global key first: every statement locks the rows in the same order.
  const allKey = 'contact-all';
  const addressKey = `contact-ip:${clientIp ?? '-'}`;
  const counts = await countWindowHits(db, [allKey, addressKey], WINDOW_MS, now);
  const over = [
    { count: counts.get(allKey), max: CONTACT_PER_HOUR },
    { count: counts.get(addressKey), max: CONTACT_PER_ADDRESS },
  ].filter(({ count, max }) => !count || count.hits > max);
  if (over.length === 0) return { allowed: true };
  const resetsAt = Math.max(
    ...over.map(({ count }) => count?.resetsAt.getTime() ?? now.getTime() + WINDOW_MS),
  );
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((resetsAt - now.getTime()) / 1000)) };
}
