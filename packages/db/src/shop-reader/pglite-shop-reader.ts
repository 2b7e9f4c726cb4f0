import type { ConnectionGate } from '../pglite-thread/connection-gate.ts';
import type { PGliteSession } from '../pglite-thread/pglite-thread.ts';
import { readerRoleName, readerTransactionSettings, type ShopReader } from './shop-reader.ts';

/**
 * The shop reader on embedded PGlite. PGlite has one connection and its session is always the
 * superuser's, so the shop's role is taken with `SET LOCAL ROLE` inside the read-only transaction
 * (the views read `current_user`). A query cannot take another role: statements reach the database
 * one at a time in the extended protocol, the editor sends the user's text only inside
 * `DECLARE … CURSOR FOR`, which accepts a query and nothing else, and set_config() — the one
 * function that could change `role` from inside a query — is not executable by the role
 * (migration 0054).
 */
export function createPgliteShopReader(
  session: PGliteSession,
  gate: ConnectionGate,
  appRole: string,
): ShopReader {
  const created = new Set<string>();
  return {
    async read(shopId, work, signal) {
      const role = readerRoleName(shopId);
      const release = await gate.acquire('request', signal);
      try {
        if (!created.has(role)) {
          await createRole(session, role, appRole);
          created.add(role);
        }
        await session.exec('BEGIN READ ONLY');
        try {
          for (const statement of readerTransactionSettings(shopId)) await session.queryText(statement);
          await session.queryText(`SET LOCAL ROLE ${role}`);
          return await work({ query: (sql) => session.queryText(sql) });
        } finally {
          await session.exec('ROLLBACK');
        }
      } finally {
        release();
      }
    },
    async dropCreatedRoles() {
      created.clear();
    },
  };
}

/** The role exists once per shop; creating it needs the session's own (superuser) identity. */
async function createRole(session: PGliteSession, role: string, appRole: string): Promise<void> {
  await session.exec('RESET ROLE');
  try {
    await session.exec(`DO $$ BEGIN
      IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${role}') THEN
        CREATE ROLE ${role} NOLOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE IN ROLE ziskomer_sql_reader;
      END IF;
    END $$`);
  } finally {
    await session.exec(`SET ROLE ${appRole}`);
  }
}
