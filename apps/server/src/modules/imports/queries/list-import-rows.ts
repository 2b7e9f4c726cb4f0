import type { Database } from '@ziskomer/db';
import type { Kysely } from 'kysely';
import type { ImportRow } from './insert-import.ts';

/** The most recent imports of a shop, newest first. */
export async function listImportRows(
  db: Kysely<Database>,
  shopId: string,
  limit: number,
): Promise<ImportRow[]> {
  return db
    .selectFrom('imports')
    .selectAll()
    .where('shop_id', '=', shopId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
