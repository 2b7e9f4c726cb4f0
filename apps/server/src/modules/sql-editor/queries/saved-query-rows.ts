import type { Database } from '@ziskomer/db';
import type { Transaction } from 'kysely';

export interface SavedQueryRow {
  id: string;
  name: string;
  sql: string;
  createdBy: string | null;
  createdAt: Date;
  updatedAt: Date;
}

const COLUMNS = [
  'id',
  'name',
  'sql',
  'created_by as createdBy',
  'created_at as createdAt',
  'updated_at as updatedAt',
] as const;

/** The shop's saved queries by name; with `queryId`, that one only. */
export async function listSavedQueryRows(
  db: Transaction<Database>,
  where: { shopId: string; queryId?: string },
): Promise<SavedQueryRow[]> {
  let query = db.selectFrom('sql_saved_queries').select(COLUMNS).where('shop_id', '=', where.shopId);
  if (where.queryId) query = query.where('id', '=', where.queryId);
  return query.orderBy('name').orderBy('created_at').execute() as Promise<SavedQueryRow[]>;
}

export async function insertSavedQuery(
  db: Transaction<Database>,
  row: { shopId: string; name: string; sql: string; createdBy: string; now: Date },
): Promise<SavedQueryRow> {
  return (await db
    .insertInto('sql_saved_queries')
    .values({
      shop_id: row.shopId,
      name: row.name,
      sql: row.sql,
      created_by: row.createdBy,
      created_at: row.now,
      updated_at: row.now,
    })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow()) as SavedQueryRow;
}

export async function updateSavedQuery(
  db: Transaction<Database>,
  row: { shopId: string; queryId: string; name: string; sql: string; now: Date },
): Promise<SavedQueryRow> {
  return (await db
    .updateTable('sql_saved_queries')
    .set({ name: row.name, sql: row.sql, updated_at: row.now })
    .where('shop_id', '=', row.shopId)
    .where('id', '=', row.queryId)
    .returning(COLUMNS)
    .executeTakeFirstOrThrow()) as SavedQueryRow;
}

export async function deleteSavedQuery(
  db: Transaction<Database>,
  where: { shopId: string; queryId: string },
) {
  await db
    .deleteFrom('sql_saved_queries')
    .where('shop_id', '=', where.shopId)
    .where('id', '=', where.queryId)
    .execute();
}
