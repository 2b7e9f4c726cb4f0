import type { Database } from '@ziskomer/db';
import { type Kysely, sql } from 'kysely';

/**
 * The shop of a public tracking key, through the SECURITY DEFINER function `tracking_key_shop`
 * (migration 0017): the call names no shop, and row-level security would otherwise show no keys.
 */
export async function findTrackingKeyShop(db: Kysely<Database>, publicKey: string): Promise<string | null> {
  const result = await sql<{ shop_id: string }>`SELECT shop_id FROM tracking_key_shop(${publicKey})`.execute(
    db,
  );
  return result.rows[0]?.shop_id ?? null;
}
