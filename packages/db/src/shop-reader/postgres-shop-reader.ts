import { createHmac, randomBytes } from 'node:crypto';
import pg from 'pg';
import {
  readerRoleName,
  readerTransactionSettings,
  type ShopReader,
  type TextResult,
} from './shop-reader.ts';

/** Every value stays PostgreSQL's text; the editor converts by column type itself. */
const TEXT_TYPES = { getTypeParser: () => (value: string) => value };

/** The most connections one shop's queries may hold at once on the server. */
const CONNECTIONS_PER_SHOP = 3;

/** Settings of every reader role, so even a session that skipped ours has them. */
const ROLE_SETTINGS = [
  "statement_timeout = '10s'",
  "idle_in_transaction_session_timeout = '15s'",
  "lock_timeout = '2s'",
  'default_transaction_read_only = on',
  'search_path = shop_sql',
  "work_mem = '32MB'",
];

/**
 * The shop reader on a PostgreSQL server: each read logs in as the shop's own LOGIN role
 * (`zsql_<shop id>`), so `session_user` — what the views of `shop_sql` key on — is that role for
 * the whole session and no statement can change it (SET ROLE needs a membership the role does not
 * have; SET SESSION AUTHORIZATION needs a superuser login). The role is created on first use
 * through the configured (owner) connection; its password is derived from `secret`, or random per
 * process, and set again whenever a login is refused.
 */
export function createPostgresShopReader(url: string, secret: string | undefined): ShopReader {
  const key = secret ?? randomBytes(32).toString('base64url');
  const passwordOf = (role: string) =>
    createHmac('sha256', key).update(`sql-reader:${role}`).digest('base64url');
  const created = new Set<string>();

  async function login(role: string): Promise<pg.Client> {
    const target = new URL(url);
    target.username = role;
    target.password = passwordOf(role);
    const client = new pg.Client({ connectionString: target.toString() });
    client.on('error', () => {});
    await client.connect();
    return client;
  }

  async function provision(role: string): Promise<void> {
    const admin = new pg.Client({ connectionString: url });
    admin.on('error', () => {});
    await admin.connect();
    try {
      await admin.query(`DO $$ BEGIN
        IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${role}') THEN
          CREATE ROLE ${role} LOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE NOREPLICATION;
        END IF;
      END $$`);
      await admin.query(
        `ALTER ROLE ${role} WITH LOGIN CONNECTION LIMIT ${CONNECTIONS_PER_SHOP} PASSWORD '${passwordOf(role)}'`,
      );
      await admin.query(`GRANT ziskomer_sql_reader TO ${role}`);
      for (const setting of ROLE_SETTINGS) await admin.query(`ALTER ROLE ${role} SET ${setting}`);
      created.add(role);
    } finally {
      await admin.end();
    }
  }

  async function connect(role: string): Promise<pg.Client> {
    try {
      return await login(role);
    } catch (error) {
      // 28P01: wrong password (another secret, a restart without one); 28000: no such role yet.
      const code = (error as { code?: string }).code;
      if (code !== '28P01' && code !== '28000') throw error;
    }
    await provision(role);
    return login(role);
  }

  return {
    async read(shopId, work, signal) {
      signal?.throwIfAborted();
      const role = readerRoleName(shopId);
      const client = await connect(role);
      // A request whose client has gone away ends its query: the connection closes.
      const abort = () => void client.end().catch(() => {});
      signal?.addEventListener('abort', abort, { once: true });
      try {
        await client.query('BEGIN READ ONLY');
        for (const statement of readerTransactionSettings(shopId)) await client.query(statement);
        return await work({
          async query(sql): Promise<TextResult> {
            const result = await client.query({
              text: sql,
              rowMode: 'array',
              queryMode: 'extended',
              types: TEXT_TYPES,
            } as pg.QueryConfig);
            return {
              fields: result.fields.map((field) => ({ name: field.name, typeId: field.dataTypeID })),
              rows: result.rows as unknown as (string | null)[][],
            };
          },
        });
      } finally {
        signal?.removeEventListener('abort', abort);
        await client.query('ROLLBACK').catch(() => {});
        await client.end().catch(() => {});
      }
    },
    async dropCreatedRoles() {
      if (created.size === 0) return;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      try {
        for (const role of created) await admin.query(`DROP ROLE IF EXISTS ${role}`).catch(() => {});
        created.clear();
      } finally {
        await admin.end();
      }
    },
  };
}
