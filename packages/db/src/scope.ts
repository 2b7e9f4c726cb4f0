import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from './schema.ts';

export interface Scope {
  userId: string | null;
  shopId?: string | null;
}

/**
 * Sets the row-level-security context of the current transaction. Policies read these settings;
 * with neither set, shop-owned tables show no rows (fail closed).
 */
export async function setScope(trx: Transaction<Database>, scope: Scope): Promise<void> {
  await sql`SELECT set_config('app.user_id', ${scope.userId ?? ''}, true),
                   set_config('app.shop_id', ${scope.shopId ?? ''}, true)`.execute(trx);
}

/** Runs `work` in a transaction whose row-level-security context is the given user and shop. */
export async function withScope<T>(
  db: Kysely<Database>,
  scope: Scope,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await setScope(trx, scope);
    return work(trx);
  });
}
