import type { Database, ImportsTable } from '@ziskomer/db';
import type { Insertable, Kysely, Selectable } from 'kysely';

export type ImportRow = Selectable<ImportsTable>;

export async function insertImport(
  db: Kysely<Database>,
  values: Insertable<ImportsTable>,
): Promise<ImportRow> {
  return db.insertInto('imports').values(values).returningAll().executeTakeFirstOrThrow();
}
