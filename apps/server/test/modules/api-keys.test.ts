import { createHash } from 'node:crypto';
import type { ApiKey, ApiKeyList, CreatedApiKey } from '@ziskomer/contracts';
import { API_KEY_PATTERN } from '@ziskomer/contracts';
import { withScope } from '@ziskomer/db';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestUser } from '../helpers/test-app.ts';
import { createTestApp } from '../helpers/test-app.ts';
import { testEngines } from '../helpers/test-db.ts';
import { createShop, shareShop } from './imports-test-kit.ts';

/** A cheap authenticated call of the public API: the import of a random id (404 once authenticated). */
const probe = (t: TestApp, key: string) =>
  t.call('GET', '/api/v1/imports/00000000-0000-4000-8000-000000000000', {
    headers: { authorization: `Bearer ${key}` },
  });

describe.each(testEngines)('API keys on %s', (engine) => {
  let t: TestApp;
  let owner: TestUser;
  let admin: TestUser;
  let viewer: TestUser;
  let shopId: string;
  let otherShop: string;
  let clockOffset = 0;

  beforeAll(async () => {
    t = await createTestApp(engine, { now: () => new Date(Date.now() + clockOffset) });
    owner = await t.signUp(`keys-owner-${engine}@example.cz`, 'Eva Majitelová');
    admin = await t.signUp(`keys-admin-${engine}@example.cz`, 'Adam Správce');
    viewer = await t.signUp(`keys-viewer-${engine}@example.cz`, 'Věra Čtenářová');
    shopId = await createShop(t, owner, 'Klíčový obchod');
    otherShop = await createShop(t, owner, 'Druhý obchod');
    await shareShop(t, owner, shopId, admin.email, 'admin');
    await shareShop(t, owner, shopId, viewer.email, 'viewer');
  });
  afterAll(() => t.close());

  const create = async (user: TestUser, name: string, shop = shopId): Promise<CreatedApiKey> => {
    const response = await t.call('POST', `/api/shops/${shop}/api-keys`, {
      cookie: user.cookie,
      body: { name },
    });
    expect(response.status, await response.clone().text()).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store');
    return (await response.json()) as CreatedApiKey;
  };
  const list = async (user: TestUser, shop = shopId): Promise<ApiKey[]> => {
    const response = await t.call('GET', `/api/shops/${shop}/api-keys`, { cookie: user.cookie });
    expect(response.status).toBe(200);
    return ((await response.json()) as ApiKeyList).items;
  };
  const keyRows = () =>
    withScope(t.deps.db, { userId: null, shopId }, (trx) => trx.selectFrom('api_keys').selectAll().execute());

  it('shows the full key once, and stores only its hash and prefix', async () => {
    const created = await create(owner, '  Shoptet export  ');
    expect(created.key).toMatch(API_KEY_PATTERN);
    expect(created.apiKey).toMatchObject({
      name: 'Shoptet export',
      prefix: created.key.slice(0, 16),
      createdByName: 'Eva Majitelová',
      lastUsedAt: null,
      revokedAt: null,
    });
    expect(created.apiKey.prefix).toMatch(/^zk_live_[A-Za-z0-9_-]{8}$/);

    // The list never carries the key again.
    const listed = await list(owner);
    const entry = listed.find((key) => key.id === created.apiKey.id);
    expect(entry).toEqual(created.apiKey);
    expect(JSON.stringify(listed)).not.toContain(created.key);

    // The database holds the SHA-256 and the prefix, nowhere the key (not even its secret part).
    const rows = await keyRows();
    const row = rows.find((r) => r.id === created.apiKey.id)!;
    expect(row.key_hash).toBe(createHash('sha256').update(created.key).digest('hex'));
    const secret = created.key.slice(16);
    for (const r of rows) {
      for (const value of Object.values(r)) {
        expect(String(value)).not.toContain(created.key);
        expect(String(value)).not.toContain(secret);
      }
    }

    // The application role finds a key by its hash without a shop scope, and learns only its shop and id.
    const lookup = (hash: string) => sql`SELECT * FROM api_key_shop(${hash})`.execute(t.deps.db);
    expect((await lookup(row.key_hash)).rows).toEqual([{ shop_id: shopId, key_id: created.apiKey.id }]);
    expect((await lookup(createHash('sha256').update('zk_live_x').digest('hex'))).rows).toEqual([]);
    // Without the function, row-level security shows no key outside the shop's scope.
    const unscoped = await withScope(t.deps.db, { userId: owner.id }, (trx) =>
      trx.selectFrom('api_keys').select('id').execute(),
    );
    expect(unscoped).toEqual([]);
  });

  it('authenticates with the key, for its shop only, and records its last use', async () => {
    const created = await create(admin, 'Sklad');
    const response = await probe(t, created.key);
    expect(response.status).toBe(404);
    const [used] = (await list(owner)).filter((key) => key.id === created.apiKey.id);
    expect(used!.lastUsedAt).not.toBeNull();
    expect(Date.now() - Date.parse(used!.lastUsedAt!)).toBeLessThan(60_000);

    // Written at most once a minute: a use within the minute keeps it, a later one moves it.
    await probe(t, created.key);
    expect((await list(owner)).find((key) => key.id === created.apiKey.id)!.lastUsedAt).toBe(
      used!.lastUsedAt,
    );
    clockOffset = 5 * 60_000;
    try {
      await probe(t, created.key);
    } finally {
      clockOffset = 0;
    }
    const later = (await list(owner)).find((key) => key.id === created.apiKey.id)!.lastUsedAt!;
    expect(Date.parse(later) - Date.parse(used!.lastUsedAt!)).toBeGreaterThanOrEqual(4 * 60_000);
  });

  it('refuses a revoked key with 401, and revoking again changes nothing', async () => {
    const created = await create(owner, 'Starý klíč');
    expect((await probe(t, created.key)).status).toBe(404);
    const revoke = await t.call('DELETE', `/api/shops/${shopId}/api-keys/${created.apiKey.id}`, {
      cookie: admin.cookie,
    });
    expect(revoke.status).toBe(204);
    const refused = await probe(t, created.key);
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toMatch(/^Bearer /);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('unauthenticated');

    const revokedAt = (await list(owner)).find((key) => key.id === created.apiKey.id)!.revokedAt;
    expect(revokedAt).not.toBeNull();
    const again = await t.call('DELETE', `/api/shops/${shopId}/api-keys/${created.apiKey.id}`, {
      cookie: owner.cookie,
    });
    expect(again.status).toBe(204);
    expect((await list(owner)).find((key) => key.id === created.apiKey.id)!.revokedAt).toBe(revokedAt);
  });

  it('answers 401 for a missing, malformed or unknown key, whatever the session', async () => {
    const unknown = `zk_live_${'A'.repeat(43)}`;
    for (const authorization of [
      undefined,
      'Bearer',
      'Basic Zm9vOmJhcg==',
      'Bearer zk_live_short',
      `Bearer ${unknown}`,
    ]) {
      const response = await t.call('GET', '/api/v1/imports/00000000-0000-4000-8000-000000000000', {
        cookie: owner.cookie,
        headers: authorization ? { authorization } : {},
      });
      expect(response.status, String(authorization)).toBe(401);
    }
  });

  it('keeps keys per shop: a key of another shop is not found there, nor listed', async () => {
    const other = await create(owner, 'Jiný obchod', otherShop);
    expect((await list(owner)).map((key) => key.id)).not.toContain(other.apiKey.id);
    const response = await t.call('DELETE', `/api/shops/${shopId}/api-keys/${other.apiKey.id}`, {
      cookie: owner.cookie,
    });
    expect(response.status).toBe(404);
    expect((await probe(t, other.key)).status).toBe(404);
  });

  it('refuses viewers and invalid names', async () => {
    const asViewer = await t.call('POST', `/api/shops/${shopId}/api-keys`, {
      cookie: viewer.cookie,
      body: { name: 'Čtenářův' },
    });
    expect(asViewer.status).toBe(403);
    expect((await t.call('GET', `/api/shops/${shopId}/api-keys`, { cookie: viewer.cookie })).status).toBe(
      403,
    );
    for (const body of [{ name: '   ' }, { name: 'x'.repeat(101) }, { name: 'ok', shopId: otherShop }]) {
      const response = await t.call('POST', `/api/shops/${shopId}/api-keys`, { cookie: owner.cookie, body });
      expect(response.status, JSON.stringify(body)).toBe(422);
    }
  });

  it('records creating and revoking a key in the activity log', async () => {
    const created = await create(owner, 'Do logu');
    await t.call('DELETE', `/api/shops/${shopId}/api-keys/${created.apiKey.id}`, { cookie: owner.cookie });
    const response = await t.call('GET', '/api/me/activity', { cookie: owner.cookie });
    const body = (await response.json()) as { items: { action: string; details: Record<string, unknown> }[] };
    const actions = body.items
      .filter((item) => item.details.keyName === 'Do logu')
      .map((item) => item.action);
    expect(actions.sort()).toEqual(['api_key_created', 'api_key_revoked']);
  });
});
