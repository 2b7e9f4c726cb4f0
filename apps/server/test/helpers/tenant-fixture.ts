import { randomUUID } from 'node:crypto';
import type { Role } from '@ziskomer/contracts';
import { type Database, setScope, withScope } from '@ziskomer/db';
import type { Kysely, Transaction } from 'kysely';
import { generateApiKey } from '../../src/modules/api-keys/generate-api-key.ts';
import type { TestApp, TestUser } from './test-app.ts';

/**
 * The tenants of SECURITY-TESTS.md "Authorization and IDOR across tenants":
 * T1 = project P1 (owner U1, admin U2, viewer U3) with shops S1 (created by U1) and S2 (created
 * by U2); T2 = project P2 (owner U4) with shop S3 (created by U4); agency user U5 with direct
 * viewer access to S1 and S3 only; U6 with no access at all.
 */
export const USER_KEYS = ['U1', 'U2', 'U3', 'U4', 'U5', 'U6'] as const;
export type UserKey = (typeof USER_KEYS)[number];
export type TenantUsers = Record<UserKey, TestUser>;
export type ShopKey = 'S1' | 'S2' | 'S3';

export interface World {
  P1: string;
  P2: string;
  S1: string;
  S2: string;
  S3: string;
  /** Direct access rows: the creators' owner rows and U5's viewer rows. */
  access: { U1S1: string; U2S2: string; U4S3: string; U5S1: string; U5S3: string };
  /** One notification per user in every shop the user reaches. */
  notifications: Partial<Record<UserKey, Partial<Record<ShopKey, string>>>>;
  /** A finished import in S1 and in S3 (each shop also has the order FIXTURE_ORDER_ID). */
  imports: { S1: string; S3: string };
  /** An API key of S1 and of S3 (created by U1 and U4), with the full key to call /api/v1 with. */
  apiKeys: { S1: FixtureApiKey; S3: FixtureApiKey };
  /** A paused import schedule of S1 and of S3 (created by U1 and U4), with no runs. */
  importSchedules: { S1: string; S3: string };
  /** A finished background job of S1 and of S3. */
  jobs: { S1: string; S3: string };
  /** To-do tasks: in S1 one by U1 and one by the viewer U3, in S3 one by U4. */
  tasks: { S1: string; S1ByViewer: string; S3: string };
  /** An XML feed of S1 and of S3 (created by U1 and U4), never fetched. */
  xmlFeeds: { S1: string; S3: string };
  /** Saved SQL queries: in S1 one by U1 and one by the viewer U3, in S3 one by U4. */
  sqlQueries: { S1: string; S1ByViewer: string; S3: string };
  /** A budget of S1 and of S3 with one channel budget and one open alert each. */
  budgets: { S1: FixtureBudget; S3: FixtureBudget };
  /** A Google Ads connection of S1 and of S3 with an account chosen and its sync schedule. */
  connections: { S1: string; S3: string };
  /** An outside digest recipient and an open anomaly alert of S1 and of S3. */
  digests: { S1: FixtureDigest; S3: FixtureDigest };
}

export interface FixtureDigest {
  recipientId: string;
  alertId: string;
}

export interface FixtureBudget {
  id: string;
  channelBudgetId: string;
  alertId: string;
}

export interface FixtureApiKey {
  id: string;
  key: string;
}

/** The id of the one order in S1 and in S3 (the same id in both, as two shops may have). */
export const FIXTURE_ORDER_ID = 'F-1';
/** A customer each shop has (entered by hand, no orders), for the customer profile routes. */
export const FIXTURE_CUSTOMER_KEY = 'fixture.customer@example.cz';

/** Signs up the six users (slow: real sign-up, verification and sign-in), once per test file. */
export async function signUpTenantUsers(t: TestApp, prefix: string): Promise<TenantUsers> {
  const users = {} as TenantUsers;
  for (const key of USER_KEYS)
    users[key] = await t.signUp(`${prefix}-${key.toLowerCase()}@example.cz`, `User ${key}`);
  return users;
}

let worldCount = 0;

/**
 * Builds a fresh copy of the two tenants straight in the database (fast enough to build one per
 * test that changes data). The app role writes it under row-level security like the app does.
 */
export async function buildWorld(db: Kysely<Database>, users: TenantUsers): Promise<World> {
  const n = ++worldCount;
  const id = (key: UserKey) => users[key].id;
  return withScope(db, { userId: null }, async (trx) => {
    const P1 = await insertProject(
      trx,
      `T1 projekt ${n}`,
      id('U1'),
      { U1: 'owner', U2: 'admin', U3: 'viewer' },
      users,
    );
    const P2 = await insertProject(trx, `T2 projekt ${n}`, id('U4'), { U4: 'owner' }, users);
    const S1 = await insertShop(trx, `S1 ${n}`, P1, id('U1'));
    const S2 = await insertShop(trx, `S2 ${n}`, P1, id('U2'));
    const S3 = await insertShop(trx, `S3 ${n}`, P2, id('U4'));

    const notifications: World['notifications'] = {};
    const fillShop = async (
      shopKey: ShopKey,
      shopId: string,
      readers: UserKey[],
      grants: [UserKey, Role][],
    ) => {
      await setScope(trx, { userId: null, shopId });
      const ids: string[] = [];
      for (const [user, role] of grants) {
        const row = await trx
          .insertInto('shop_access')
          .values({ shop_id: shopId, user_id: id(user), role })
          .returning('id')
          .executeTakeFirstOrThrow();
        ids.push(row.id);
      }
      for (const user of readers) {
        const row = await trx
          .insertInto('notifications')
          .values({ shop_id: shopId, user_id: id(user), title: `Pro ${user}`, event_type: 'fixture' })
          .returning('id')
          .executeTakeFirstOrThrow();
        notifications[user] = { ...notifications[user], [shopKey]: row.id };
      }
      return ids;
    };
    const [U1S1, U5S1] = await fillShop(
      'S1',
      S1,
      ['U1', 'U2', 'U3', 'U5'],
      [
        ['U1', 'owner'],
        ['U5', 'viewer'],
      ],
    );
    const [U2S2] = await fillShop('S2', S2, ['U1', 'U2', 'U3'], [['U2', 'owner']]);
    const [U4S3, U5S3] = await fillShop(
      'S3',
      S3,
      ['U4', 'U5'],
      [
        ['U4', 'owner'],
        ['U5', 'viewer'],
      ],
    );
    const imports = {
      S1: await insertOrderData(trx, S1, id('U1')),
      S3: await insertOrderData(trx, S3, id('U4')),
    };
    const apiKeys = {
      S1: await insertApiKey(trx, S1, id('U1')),
      S3: await insertApiKey(trx, S3, id('U4')),
    };
    const importSchedules = {
      S1: await insertImportSchedule(trx, S1, id('U1')),
      S3: await insertImportSchedule(trx, S3, id('U4')),
    };
    const jobs = { S1: await insertFinishedJob(trx, S1), S3: await insertFinishedJob(trx, S3) };
    const tasks = {
      S1: await insertTask(trx, S1, id('U1')),
      S1ByViewer: await insertTask(trx, S1, id('U3')),
      S3: await insertTask(trx, S3, id('U4')),
    };
    const sqlQueries = {
      S1: await insertSqlQuery(trx, S1, id('U1')),
      S1ByViewer: await insertSqlQuery(trx, S1, id('U3')),
      S3: await insertSqlQuery(trx, S3, id('U4')),
    };
    const xmlFeeds = {
      S1: await insertXmlFeed(trx, S1, id('U1')),
      S3: await insertXmlFeed(trx, S3, id('U4')),
    };
    const budgets = {
      S1: await insertBudget(trx, S1, id('U1')),
      S3: await insertBudget(trx, S3, id('U4')),
    };
    const connections = {
      S1: await insertGoogleAdsConnection(trx, S1, id('U1')),
      S3: await insertGoogleAdsConnection(trx, S3, id('U4')),
    };
    const digests = {
      S1: await insertDigestFixture(trx, S1, id('U1')),
      S3: await insertDigestFixture(trx, S3, id('U4')),
    };
    return {
      P1,
      P2,
      S1,
      S2,
      S3,
      connections,
      digests,
      access: { U1S1: U1S1!, U2S2: U2S2!, U4S3: U4S3!, U5S1: U5S1!, U5S3: U5S3! },
      notifications,
      imports,
      apiKeys,
      importSchedules,
      jobs,
      tasks,
      sqlQueries,
      xmlFeeds,
      budgets,
    };
  });
}

async function insertProject(
  trx: Transaction<Database>,
  name: string,
  createdBy: string,
  members: Partial<Record<UserKey, Role>>,
  users: TenantUsers,
): Promise<string> {
  const project = await trx
    .insertInto('projects')
    .values({ name, created_by: createdBy })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [key, role] of Object.entries(members) as [UserKey, Role][]) {
    await trx
      .insertInto('project_members')
      .values({ project_id: project.id, user_id: users[key].id, role })
      .execute();
  }
  return project.id;
}

async function insertShop(trx: Transaction<Database>, name: string, projectId: string, createdBy: string) {
  const shop = await trx
    .insertInto('shops')
    .values({
      name,
      project_id: projectId,
      store_domain: 'shop.example.cz',
      store_url: 'https://shop.example.cz',
      normalised_domain: 'shop_example_cz',
      created_by: createdBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return shop.id;
}

/** A finished import and one order in a shop, for the routes of imports and orders; returns the import id. */
async function insertOrderData(trx: Transaction<Database>, shopId: string, userId: string): Promise<string> {
  await setScope(trx, { userId: null, shopId });
  const row = await trx
    .insertInto('imports')
    .values({
      shop_id: shopId,
      source: 'upload',
      file_name: 'fixture.csv',
      status: 'completed',
      created_by: userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('orders')
    .values({
      shop_id: shopId,
      order_id: FIXTURE_ORDER_ID,
      order_date: new Date('2024-05-01T10:00:00Z'),
      order_day: '2024-05-01',
      revenue: 1210,
      revenue_without_vat: 968,
      vat: 242,
      margin: 363,
      margin_estimated: true,
      content_hash: 'fixture',
      import_id: row.id,
      source: 'import',
      source_ref: row.id,
    })
    .execute();
  await trx
    .insertInto('customers')
    .values({
      shop_id: shopId,
      customer_key: FIXTURE_CUSTOMER_KEY,
      email: FIXTURE_CUSTOMER_KEY,
      name: 'Fixture Customer',
      total_revenue: 0,
      total_margin: 0,
      total_orders: 0,
      avg_order_value: 0,
      first_order_date: new Date('2024-05-01T10:00:00Z'),
      first_order_day: '2024-05-01',
      last_order_date: new Date('2024-05-01T10:00:00Z'),
      is_returning: false,
      tier: 'low',
      lifetime_value: 0,
      order_frequency: 0,
      churn_risk: 'low',
      computed_at: new Date('2024-05-01T10:00:00Z'),
    })
    .execute();
  return row.id;
}

/** An API key of a shop, stored as the app stores it (hash and prefix only). */
async function insertApiKey(
  trx: Transaction<Database>,
  shopId: string,
  userId: string,
): Promise<FixtureApiKey> {
  await setScope(trx, { userId: null, shopId });
  const { key, prefix, hash } = generateApiKey();
  const row = await trx
    .insertInto('api_keys')
    .values({ shop_id: shopId, name: 'Fixture', prefix, key_hash: hash, created_by: userId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, key };
}

/** A paused import schedule of a shop (its URL is never fetched); returns its id. */
/** The fixture's Google Ads connection: tokens sealed with a throwaway key, one basic account, chosen. */
async function insertGoogleAdsConnection(
  trx: Transaction<Database>,
  shopId: string,
  userId: string,
): Promise<string> {
  await setScope(trx, { userId: null, shopId });
  const account = {
    id: '2000000002',
    name: 'Fixture',
    status: 'ENABLED',
    currency: 'CZK',
    timeZone: 'Europe/Prague',
    testAccount: false,
  };
  const row = await trx
    .insertInto('connections')
    .values({
      shop_id: shopId,
      provider: 'google_ads',
      status: 'connected',
      scopes: 'https://www.googleapis.com/auth/adwords',
      refresh_token_sealed: 'v9.AAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAA',
      connected_by: userId,
      connected_at: new Date(),
      accounts: JSON.stringify({ basic: [account], managers: [] }),
      accounts_fetched_at: new Date(),
      settings: JSON.stringify({
        googleAds: {
          accountType: 'basic',
          managerId: null,
          managerName: null,
          accountId: account.id,
          accountName: account.name,
          currency: 'CZK',
          timeZone: 'Europe/Prague',
        },
      }),
      updated_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('job_schedules')
    .values({
      shop_id: shopId,
      id: row.id,
      kind: 'google-ads-sync',
      payload: JSON.stringify({ shopId, connectionId: row.id }),
      every_hours: 6,
      paused: true,
      next_run_at: new Date(),
    })
    .execute();
  return row.id;
}

async function insertImportSchedule(
  trx: Transaction<Database>,
  shopId: string,
  userId: string,
): Promise<string> {
  await setScope(trx, { userId: null, shopId });
  const row = await trx
    .insertInto('import_schedules')
    .values({
      shop_id: shopId,
      name: 'Fixture',
      url: 'https://shop.example.cz/export.csv',
      frequency: 'daily',
      created_by: userId,
      created_at: new Date(),
      updated_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // When it runs (paused) is its job schedule's, of the same id.
  await trx
    .insertInto('job_schedules')
    .values({
      shop_id: shopId,
      id: row.id,
      kind: 'scheduled-import',
      payload: JSON.stringify({ shopId, scheduleId: row.id }),
      every_hours: 24,
      paused: true,
      next_run_at: new Date(),
    })
    .execute();
  return row.id;
}

/** A finished background job of a shop (a demo fill of no effect: its shop is no demo shop). */
async function insertFinishedJob(trx: Transaction<Database>, shopId: string): Promise<string> {
  await setScope(trx, { userId: null, shopId });
  const row = await trx
    .insertInto('jobs')
    .values({
      kind: 'demo-fill',
      payload: JSON.stringify({ shopId, orders: 10 }),
      shop_id: shopId,
      status: 'done',
      attempts: 1,
      finished_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return String(row.id);
}

/** A monthly budget of a shop with a Sklik channel budget and an open warning on it. */
async function insertBudget(
  trx: Transaction<Database>,
  shopId: string,
  userId: string,
): Promise<FixtureBudget> {
  await setScope(trx, { userId: null, shopId });
  const budget = await trx
    .insertInto('client_budgets')
    .values({
      shop_id: shopId,
      name: 'Fixture rozpočet',
      total_budget: 10_000,
      period_type: 'monthly',
      start_date: '2024-01-01',
      created_by: userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const channel = await trx
    .insertInto('client_channel_budgets')
    .values({ shop_id: shopId, client_budget_id: budget.id, channel_type: 'sklik', allocated_budget: 4000 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const alert = await trx
    .insertInto('budget_alerts')
    .values({
      shop_id: shopId,
      client_budget_id: budget.id,
      channel_budget_id: channel.id,
      alert_type: 'budget_warning',
      severity: 'medium',
      message: 'Fixture upozornění',
      threshold_percentage: 80,
      current_percentage: 85,
      period_start: '2024-01-01',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: budget.id, channelBudgetId: channel.id, alertId: alert.id };
}

/** An outside digest recipient and an open anomaly alert of a shop. */
async function insertDigestFixture(
  trx: Transaction<Database>,
  shopId: string,
  userId: string,
): Promise<FixtureDigest> {
  await setScope(trx, { userId: null, shopId });
  const recipient = await trx
    .insertInto('digest_recipients')
    .values({
      shop_id: shopId,
      email: `ucetni-${shopId.slice(0, 8)}@example.cz`,
      language: 'cs',
      unsubscribe_nonce: 'fixture-nonce',
      created_by: userId,
      created_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const alert = await trx
    .insertInto('anomaly_alerts')
    .values({
      shop_id: shopId,
      day: new Date().toISOString().slice(0, 10),
      metric: 'revenue',
      direction: 'down',
      value: 1000,
      baseline: 30_000,
      lower_bound: 24_000,
      upper_bound: 36_000,
      created_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { recipientId: recipient.id, alertId: alert.id };
}

/** A saved SQL query of a shop by `userId`; returns its id. */
async function insertXmlFeed(trx: Transaction<Database>, shopId: string, userId: string): Promise<string> {
  await setScope(trx, { userId: null, shopId });
  const row = await trx
    .insertInto('xml_feeds')
    .values({
      shop_id: shopId,
      name: 'Fixture feed',
      url: 'https://93.184.216.34/feed.xml',
      frequency: 'daily',
      token_hash: randomUUID(),
      token_sealed: 'v0.fixture.fixture',
      created_by: userId,
      created_at: new Date(),
      updated_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function insertSqlQuery(trx: Transaction<Database>, shopId: string, userId: string): Promise<string> {
  await setScope(trx, { userId: null, shopId });
  const row = await trx
    .insertInto('sql_saved_queries')
    .values({
      shop_id: shopId,
      name: 'Fixture dotaz',
      sql: 'SELECT 1',
      created_by: userId,
      created_at: new Date(),
      updated_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A pending task of a shop created by `userId`; returns its id. */
async function insertTask(trx: Transaction<Database>, shopId: string, userId: string): Promise<string> {
  await setScope(trx, { userId: null, shopId });
  const row = await trx
    .insertInto('tasks')
    .values({ shop_id: shopId, title: 'Fixture úkol', created_by: userId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
