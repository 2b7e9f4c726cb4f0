import type { Database } from '@ziskomer/db';
import { type Kysely, sql } from 'kysely';

/** Namespace of the advisory locks that serialise requests with one Idempotency-Key. */
const IDEMPOTENCY_LOCK = 4243;

/**
 * Holds concurrent requests with the same key of the same shop until this transaction ends, so
 * the second sees the answer the first stored instead of doing the work twice.
 */
export async function lockIdempotencyKey(db: Kysely<Database>, shopId: string, key: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(${IDEMPOTENCY_LOCK}, hashtext(${`${shopId}:${key}`}))`.execute(db);
}
