import type { TextResult } from '../pglite-thread/pglite-thread.ts';

export type { TextResult };

/** A connection that reads as one shop's reader role, inside a read-only transaction. */
export interface ShopReaderSession {
  /**
   * Runs one statement without parameters in the extended protocol (a text of several statements
   * is refused by the database itself) and answers its rows as PostgreSQL's text.
   */
  query(sql: string): Promise<TextResult>;
}

/**
 * Runs the SQL editor's reads (docs/SECURITY.md "SQL editor"): `work` gets a session of the
 * shop's own database role (`zsql_<shop id>`) in a `READ ONLY` transaction that is always rolled
 * back, with `search_path` = `shop_sql`. The role reads the views of `shop_sql` and nothing else,
 * and the views keep only the rows of the shop its name carries.
 */
export interface ShopReader {
  read<T>(shopId: string, work: (session: ShopReaderSession) => Promise<T>, signal?: AbortSignal): Promise<T>;
  /** Drops the reader roles this handle created (a test database's, before it is dropped). */
  dropCreatedRoles(): Promise<void>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The reader role of a shop: its id without dashes, so `sql_reader_shop_id()` reads it back. */
export function readerRoleName(shopId: string): string {
  const id = shopId.toLowerCase();
  if (!UUID.test(id)) throw new Error(`Not a shop id: ${shopId}`);
  return `zsql_${id.replaceAll('-', '')}`;
}

/**
 * Statements that open the editor's transaction after BEGIN READ ONLY. `app.shop_id` is set too,
 * because the base tables' own row-level security (which the views' owner is subject to) keys on
 * it: the views then need both the role's shop and this setting to agree, and changing the
 * setting could only hide rows, never show another shop's.
 */
export function readerTransactionSettings(shopId: string): string[] {
  readerRoleName(shopId);
  return [`SET LOCAL app.shop_id = '${shopId}'`, 'SET LOCAL search_path = shop_sql'];
}
