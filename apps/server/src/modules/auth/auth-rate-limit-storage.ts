import type { Database } from '@ziskomer/db';
import type { BetterAuthOptions } from 'better-auth';
import type { Kysely } from 'kysely';
import { countSlidingHit } from '../../lib/rate-limits/count-sliding-hit.ts';

type RateLimitStorage = NonNullable<NonNullable<BetterAuthOptions['rateLimit']>['customStorage']>;

/**
 * better-auth's rate-limit counters in the `rate_limits` table, so that every server process on
 * the database counts against the same limits. Used instead of better-auth's `database` storage,
 * which reads the row, then updates it conditionally and retries when another process got there
 * first (two to four statements a hit, plus a delete of old rows at each window reset); here each
 * request is one upsert that decides and counts at once. Only requests better-auth limits get
 * here: when its rate limit is off, or for calls of `auth.api` in code, the table is not touched.
 */
export function createAuthRateLimitStorage(db: Kysely<Database>, now: () => Date): RateLimitStorage {
  return {
    async consume(key, rule) {
      // better-auth's key is the client address and the path; the prefix keeps it apart from others.
      const decision = await countSlidingHit(
        db,
        `auth:${key}`,
        { windowMs: rule.window * 1000, max: rule.max },
        now(),
      );
      return { allowed: decision.allowed, retryAfter: decision.retryAfterSeconds };
    },
  };
}
