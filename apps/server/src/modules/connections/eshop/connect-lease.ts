import { randomUUID } from 'node:crypto';
import { type Database, withScope } from '@ziskomer/db';
import type { Kysely } from 'kysely';
import { AppError } from '../../../core/app-error.ts';
import type { Deps } from '../../../core/deps.ts';

/**
 * How long a connect may hold the lease: the platform's calls (a verify, Shoptet's key renewal, the
 * webhooks read, deleted and registered, each up to 30 s and a few Retry-After waits) fit well
 * inside. A connect whose process died frees the shop after this.
 */
const LEASE_MS = 10 * 60_000;
/** How long a second connect waits for the first before it answers "in progress". */
const WAIT_MS = 30_000;
const POLL_MS = 100;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Takes the shop's e-shop connect lease (migration 0069) in a short committed transaction, waiting
 * for a connect that holds it to finish; answers the lease's id. No transaction stays open while
 * waiting or while the platform is called. The wait is real time, not `deps.sleep`: it waits on
 * another request of this server, not on a platform's Retry-After.
 */
export async function acquireConnectLease(
  deps: Deps,
  scope: { userId: string; shopId: string },
): Promise<string> {
  const leaseId = randomUUID();
  const giveUpAt = Date.now() + WAIT_MS;
  for (;;) {
    const taken = await withScope(deps.db, scope, async (db) => {
      const now = deps.now();
      const row = await db
        .insertInto('connect_leases')
        .values({
          shop_id: scope.shopId,
          provider: 'eshop_platform',
          lease_id: leaseId,
          expires_at: new Date(now.getTime() + LEASE_MS),
        })
        .onConflict((conflict) =>
          conflict
            .columns(['shop_id', 'provider'])
            .doUpdateSet({
              lease_id: leaseId,
              expires_at: new Date(now.getTime() + LEASE_MS),
            })
            .where('connect_leases.expires_at', '<=', now),
        )
        .returning('lease_id')
        .executeTakeFirst();
      return row?.lease_id === leaseId;
    });
    if (taken) return leaseId;
    if (Date.now() >= giveUpAt) throw new AppError('eshop_connect_in_progress');
    await pause(POLL_MS);
  }
}

/**
 * Inside the transaction that stores a connect's result: the lease must still be this connect's
 * (locked until the commit), else another connect took it over after it ran out and this one's
 * platform state (Shoptet's key above all) may be stale — nothing of it is stored.
 */
export async function assertConnectLease(db: Kysely<Database>, shopId: string, leaseId: string) {
  const held = await db
    .selectFrom('connect_leases')
    .select('lease_id')
    .where('shop_id', '=', shopId)
    .where('provider', '=', 'eshop_platform')
    .where('lease_id', '=', leaseId)
    .forUpdate()
    .executeTakeFirst();
  if (!held) throw new AppError('eshop_connect_in_progress');
}

/** Gives the lease back (in the storing transaction, or on its own after a failed connect). */
export async function releaseConnectLease(db: Kysely<Database>, shopId: string, leaseId: string) {
  await db
    .deleteFrom('connect_leases')
    .where('shop_id', '=', shopId)
    .where('provider', '=', 'eshop_platform')
    .where('lease_id', '=', leaseId)
    .execute();
}
