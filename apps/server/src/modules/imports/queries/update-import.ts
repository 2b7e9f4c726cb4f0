import type { Database, ImportsTable } from '@ziskomer/db';
import type { Kysely, Updateable } from 'kysely';

export async function updateImport(
  db: Kysely<Database>,
  shopId: string,
  importId: string,
  values: Updateable<ImportsTable>,
): Promise<void> {
  await db
    .updateTable('imports')
    .set(values)
    .where('shop_id', '=', shopId)
    .where('id', '=', importId)
    .execute();
}
