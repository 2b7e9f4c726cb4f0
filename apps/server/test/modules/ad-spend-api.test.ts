import type { AdSpendBatchResult, CreatedApiKey } from '@ziskomer/contracts';
import { withScope } from '@ziskomer/db';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../helpers/test-app.ts';
import { testEngines } from '../helpers/test-db.ts';
import { createShop } from './imports-test-kit.ts';

describe.each(testEngines)('ad spend API on %s', (engine) => {
  let t: TestApp;
  let owner: TestUser;
  let shopId: string;
  let key: string;

  beforeAll(async () => {
    t = await createTestApp(engine);
    owner = await t.signUp(`ads-${engine}@example.cz`);
    shopId = await createShop(t, owner, 'Pražírna');
    const created = await t.call('POST', `/api/shops/${shopId}/api-keys`, {
      cookie: owner.cookie,
      body: { name: 'Reklamy' },
    });
    key = ((await created.json()) as CreatedApiKey).key;
  });
  afterAll(() => t.close());

  const post = (body: unknown, headers: Record<string, string> = {}) =>
    Promise.resolve(
      t.app.request('/api/v1/ad-spend', {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      }),
    );
  const stored = () =>
    withScope(t.deps.db, { userId: null, shopId }, async (trx) => {
      const result = await sql<{ day: string; channel: string; campaign: string; cost: string | number }>`
        SELECT day::text AS day, channel, campaign, cost FROM ad_spend ORDER BY day, channel, campaign`.execute(
        trx,
      );
      return result.rows.map((row) => ({ ...row, cost: Number(row.cost) }));
    });

  it('stores valid rows, rejects invalid ones with reasons, and keeps the last of a repeated key', async () => {
    const response = await post({
      rows: [
        { date: '2024-12-01', channel: 'sklik', campaign: 'Vánoce', cost: 1200.5, clicks: 300 },
        { date: '2024-12-01', channel: 'google_ads', campaign: 'PMax', cost: 800 },
        { date: '2024-12-01', channel: 'tiktok', cost: 10 },
        { date: '2024-12-01', channel: 'meta', cost: -5 },
        { date: '2024-12-01', channel: 'meta', cost: 5, currency: 'EUR' },
        { date: '2024-12-01', channel: 'sklik', campaign: 'Vánoce', cost: 1250 },
      ],
    });
    expect(response.status).toBe(200);
    const result = (await response.json()) as AdSpendBatchResult;
    expect(result).toMatchObject({ inserted: 2, updated: 0, unchanged: 0, duplicates: 1, rejected: 3 });
    expect(result.rows.map((row) => row.status)).toEqual([
      'duplicate',
      'inserted',
      'rejected',
      'rejected',
      'rejected',
      'inserted',
    ]);
    expect(result.rows[2]?.errors?.[0]?.path).toBe('channel');
    expect(result.rows[3]?.errors?.[0]?.path).toBe('cost');
    expect(result.rows[4]?.errors?.[0]?.code).toBe('currency_mismatch');
    expect(await stored()).toEqual([
      { day: '2024-12-01', channel: 'google_ads', campaign: 'PMax', cost: 800 },
      { day: '2024-12-01', channel: 'sklik', campaign: 'Vánoce', cost: 1250 },
    ]);
  });

  it('writes nothing for unchanged rows and replaces revised ones', async () => {
    const response = await post({
      rows: [
        { date: '2024-12-01', channel: 'google_ads', campaign: 'PMax', cost: 800 },
        { date: '2024-12-01', channel: 'sklik', campaign: 'Vánoce', cost: 1300 },
      ],
    });
    expect(await response.json()).toMatchObject({ inserted: 0, updated: 1, unchanged: 1 });
    expect((await stored()).find((row) => row.channel === 'sklik')?.cost).toBe(1300);
  });

  it('answers a retry with the same Idempotency-Key from memory, and 409 for another body', async () => {
    const body = { rows: [{ date: '2024-12-02', channel: 'heureka', cost: 99 }] };
    const first = await post(body, { 'idempotency-key': 'ads-1' });
    const again = await post(body, { 'idempotency-key': 'ads-1' });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(await first.json());
    expect(
      (
        await post(
          { rows: [{ date: '2024-12-02', channel: 'heureka', cost: 98 }] },
          { 'idempotency-key': 'ads-1' },
        )
      ).status,
    ).toBe(409);
  });

  it('refuses a malformed envelope with a specific error', async () => {
    expect((await post({ rows: [] })).status).toBe(422);
    expect((await post({ orders: [] })).status).toBe(422);
    const notJson = await t.app.request('/api/v1/ad-spend', {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: '{"rows": [',
    });
    expect(notJson.status).toBe(400);
    const noKey = await t.app.request('/api/v1/ad-spend', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(noKey.status).toBe(401);
  });
});
