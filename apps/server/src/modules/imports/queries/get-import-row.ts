import type { Database } from '@ziskomer/db';
import type { Kysely } from 'kysely';
import type { ImportRow } from './insert-import.ts';

/** One import of a shop; `forUpdate` locks it against concurrent status changes until commit. */
export async function getImportRow(
  db: Kysely<Database>,
  shopId: string,
  importId: string,
  options: { forUpdate?: boolean } = {},
): Promise<ImportRow | null> {
  let query = db.selectFrom('imports').selectAll().where('shop_id', '=', shopId).where('id', '=', importId);
  if (options.forUpdate) query = query.forUpdate();
  return (await query.executeTakeFirst()) ?? null;
}
