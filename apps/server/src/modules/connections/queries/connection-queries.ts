import type { ConnectionsTable, Database } from '@ziskomer/db';
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';

/** A connection's stored row; its token columns are sealed and never leave this module. */
export type ConnectionRow = Selectable<ConnectionsTable>;

/** The connection with `id`, or the shop's connection of `provider`, in the shop's scope. */
export async function getConnectionRow(
  db: Kysely<Database>,
  shopId: string,
  by: { id: string } | { provider: ConnectionsTable['provider'] },
  options: { forUpdate?: boolean } = {},
): Promise<ConnectionRow | null> {
  let query = db.selectFrom('connections').selectAll().where('shop_id', '=', shopId);
  query = 'id' in by ? query.where('id', '=', by.id) : query.where('provider', '=', by.provider);
  if (options.forUpdate) query = query.forUpdate();
  return (await query.executeTakeFirst()) ?? null;
}

export async function listConnectionRows(
  db: Kysely<Database>,
  shopId: string,
): Promise<(ConnectionRow & { connected_by_name: string | null })[]> {
  return db
    .selectFrom('connections as c')
    .leftJoin('users as u', 'u.id', 'c.connected_by')
    .selectAll('c')
    .select('u.name as connected_by_name')
    .where('c.shop_id', '=', shopId)
    .execute();
}

/** Stores a fresh grant: a new connection, or the shop's existing one of the provider made whole again. */
export async function saveConnectionGrant(
  db: Kysely<Database>,
  values: Insertable<ConnectionsTable> & { shop_id: string; provider: ConnectionsTable['provider'] },
): Promise<ConnectionRow> {
  const { shop_id: _shop, provider: _provider, ...update } = values;
  return db
    .insertInto('connections')
    .values(values)
    .onConflict((conflict) =>
      conflict.columns(['shop_id', 'provider']).doUpdateSet({
        status: update.status,
        broken_reason: null,
        scopes: update.scopes,
        refresh_token_sealed: update.refresh_token_sealed,
        access_token_sealed: update.access_token_sealed,
        access_token_expires_at: update.access_token_expires_at,
        // An API-key connector's key and the account it reaches (undefined for Google: kept).
        credentials_sealed: update.credentials_sealed,
        settings: update.settings,
        connected_by: update.connected_by,
        connected_at: update.connected_at,
        updated_at: update.updated_at,
      }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateConnectionRow(
  db: Kysely<Database>,
  shopId: string,
  id: string,
  patch: Updateable<ConnectionsTable>,
): Promise<ConnectionRow | null> {
  const row = await db
    .updateTable('connections')
    .set(patch)
    .where('shop_id', '=', shopId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}

export async function deleteConnectionRow(
  db: Kysely<Database>,
  shopId: string,
  id: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('connections')
    .where('shop_id', '=', shopId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
