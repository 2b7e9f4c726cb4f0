import type { CreatedApiKey, ImportList, PublicImport } from '@ziskomer/contracts';
import { withScope } from '@ziskomer/db';
import iconv from 'iconv-lite';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppJobRunner } from '../../src/jobs/create-app-job-runner.ts';
import type { JobRunner } from '../../src/jobs/job-runner.ts';
import { createTestApp, type TestApp, type TestUser } from '../helpers/test-app.ts';
import { testEngines } from '../helpers/test-db.ts';
import {
  analyse,
  createRunner,
  createShop,
  csv,
  getImport,
  importFile,
  start,
  uploadOk,
} from './imports-test-kit.ts';

/** Issue 5 item 1: ad spend through the same import wizard and API as orders. */

interface StoredSpend {
  day: string;
  channel: string;
  account: string;
  campaign: string;
  impressions: number;
  clicks: number;
  cost: number;
  conversions: number;
  conversion_value: number;
  currency: string;
  source: string;
  source_ref: string | null;
  updated_at: string;
}

async function readSpend(t: TestApp, shopId: string): Promise<StoredSpend[]> {
  return withScope(t.deps.db, { userId: null, shopId }, async (trx) => {
    const result = await sql<Record<string, string | number>>`
      SELECT day::text AS day, channel, account, campaign, impressions, clicks, cost, conversions,
        conversion_value, currency, source, source_ref, updated_at::text AS updated_at
      FROM ad_spend ORDER BY day, channel, campaign`.execute(trx);
    return result.rows.map((row) => ({
      day: String(row.day),
      channel: String(row.channel),
      account: String(row.account),
      campaign: String(row.campaign),
      impressions: Number(row.impressions),
      clicks: Number(row.clicks),
      cost: Number(row.cost),
      conversions: Number(row.conversions),
      conversion_value: Number(row.conversion_value),
      currency: String(row.currency),
      source: String(row.source),
      source_ref: row.source_ref === null ? null : String(row.source_ref),
      updated_at: String(row.updated_at),
    }));
  });
}

/** The figures of stored rows without the bookkeeping columns, to compare with a hand-written table. */
const figures = (rows: StoredSpend[]) =>
  rows.map(
    ({
      source: _source,
      source_ref: _ref,
      updated_at: _updated,
      account: _account,
      currency: _currency,
      ...rest
    }) => rest,
  );

/** Google Ads campaign report downloaded from the Czech interface, saved by Czech Excel. */
const GOOGLE_CZ = csv([
  ['Den', 'Kampaň', 'Kód měny', 'Zobr.', 'Prokliky', 'Cena', 'Konverze', 'Hodnota konv.'],
  ['1. 12. 2024', 'Vánoce – káva', 'CZK', '12 345', '412', '1 234,50', '14,00', '9 870,00'],
  ['2. 12. 2024', 'Vánoce – káva', 'CZK', '10\u00a0002', '350', '998,40', '9,50', '6\u00a0100,25'],
  ['1. 12. 2024', 'Značka – Pražírna', 'CZK', '2 100', '80', '210,00', '--', '--'],
]);

/** Sklik's statistics export (Czech, UTF-8, ';'). */
const SKLIK = csv([
  ['Datum', 'Kampaň', 'Zobrazení', 'Kliknutí', 'Cena', 'Konverze', 'Hodnota konverzí'],
  ['01.12.2024', 'Podzimní výprodej', '5 400', '120', '640,80', '3', '2 150,00'],
  ['02.12.2024', 'Podzimní výprodej', '4 900', '101', '533,20', '2', '1 480,00'],
]);

/** Meta Ads Manager's export: English, ',' and '.' decimals, ISO days, the currency in a header. */
const META = csv(
  [
    [
      'Campaign name',
      'Day',
      'Impressions',
      'Link clicks',
      'Amount spent (CZK)',
      'Results',
      'Purchase conversion value',
      'Reporting starts',
      'Reporting ends',
    ],
    ['Retargeting – košík', '2024-12-01', '8100', '95', '410.35', '4', '3120.50', '2024-12-01', '2024-12-07'],
    ['Retargeting – košík', '2024-12-02', '7600', '88', '388.10', '', '', '2024-12-01', '2024-12-07'],
  ],
  ',',
);

describe.each(testEngines)('ad-spend imports on %s', (engine) => {
  let t: TestApp;
  let owner: TestUser;

  beforeAll(async () => {
    t = await createTestApp(engine);
    owner = await t.signUp(`adspend-import-${engine}@example.cz`, 'Majitelka Pražírny');
  });
  afterAll(() => t.close());

  it('reads a Czech Google Ads export in windows-1250 with decimal commas and spaced thousands', async () => {
    const shopId = await createShop(t, owner, 'GoogleCz');
    const bytes = iconv.encode(GOOGLE_CZ, 'win1250');
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(bytes)).toThrow();

    const created = await uploadOk(t, owner, shopId, bytes, 'ad-spend');
    expect(created.kind).toBe('ad-spend');
    const analysis = await analyse(t, owner, shopId, created.id);
    expect(analysis).toMatchObject({
      kind: 'ad-spend',
      detectedPreset: 'google_ads',
      missing: [],
      canStart: true,
      options: {
        encoding: 'windows-1250',
        delimiter: ';',
        decimal: ',',
        dateFormat: 'dmy',
        preset: 'google_ads',
        channel: 'google_ads',
        mapping: {
          date: 'Den',
          campaign: 'Kampaň',
          impressions: 'Zobr.',
          clicks: 'Prokliky',
          cost: 'Cena',
          conversions: 'Konverze',
          conversionValue: 'Hodnota konv.',
          currency: 'Kód měny',
        },
      },
    });
    expect(analysis.preview[0]?.values).toMatchObject({
      date: '2024-12-01',
      channel: 'google_ads',
      campaign: 'Vánoce – káva',
      impressions: 12345,
      cost: 1234.5,
    });

    const response = await start(t, owner, shopId, created.id, analysis.options);
    expect(response.status, await response.clone().text()).toBe(202);
    await createRunner(t).runUntilIdle();
    const done = await getImport(t, owner, shopId, created.id);
    expect(done).toMatchObject({
      kind: 'ad-spend',
      status: 'completed',
      counts: { orders: 3, inserted: 3, updated: 0, unchanged: 0, duplicates: 0, rejected: 0 },
    });
    expect(figures(await readSpend(t, shopId))).toEqual([
      {
        day: '2024-12-01',
        channel: 'google_ads',
        campaign: 'Vánoce – káva',
        impressions: 12345,
        clicks: 412,
        cost: 1234.5,
        conversions: 14,
        conversion_value: 9870,
      },
      {
        day: '2024-12-01',
        channel: 'google_ads',
        campaign: 'Značka – Pražírna',
        impressions: 2100,
        clicks: 80,
        cost: 210,
        // '--' is Google's "not applicable": nothing.
        conversions: 0,
        conversion_value: 0,
      },
      {
        day: '2024-12-02',
        channel: 'google_ads',
        campaign: 'Vánoce – káva',
        impressions: 10002,
        clicks: 350,
        cost: 998.4,
        conversions: 9.5,
        conversion_value: 6100.25,
      },
    ]);
    // Every row knows the import that wrote it.
    expect(
      (await readSpend(t, shopId)).every((row) => row.source === 'import' && row.source_ref === created.id),
    ).toBe(true);
    // No order was touched by an ad-spend import.
    const orders = await withScope(t.deps.db, { userId: null, shopId }, (trx) =>
      trx.selectFrom('orders').select('order_id').execute(),
    );
    expect(orders).toEqual([]);

    // The same file again: every row unchanged, nothing rewritten.
    const before = await readSpend(t, shopId);
    const again = await importFile(t, owner, shopId, bytes, { kind: 'ad-spend' });
    expect(again.counts).toEqual({
      orders: 3,
      inserted: 0,
      updated: 0,
      unchanged: 3,
      duplicates: 0,
      rejected: 0,
    });
    expect(await readSpend(t, shopId)).toEqual(before);

    // The list tells the kinds apart.
    const list = await t.call('GET', `/api/shops/${shopId}/imports`, { cookie: owner.cookie });
    expect(((await list.json()) as ImportList).items.map((item) => item.kind)).toEqual([
      'ad-spend',
      'ad-spend',
    ]);
  }, 60_000);

  it('recognises a Sklik export and a Meta Ads Manager export, each with its channel', async () => {
    const shopId = await createShop(t, owner, 'SklikMeta');
    const sklik = await uploadOk(t, owner, shopId, SKLIK, 'ad-spend');
    const sklikAnalysis = await analyse(t, owner, shopId, sklik.id);
    expect(sklikAnalysis).toMatchObject({
      detectedPreset: 'sklik',
      options: {
        encoding: 'utf-8',
        decimal: ',',
        channel: 'sklik',
        mapping: { date: 'Datum', cost: 'Cena' },
      },
      canStart: true,
    });
    expect((await start(t, owner, shopId, sklik.id, sklikAnalysis.options)).status).toBe(202);

    const meta = await uploadOk(t, owner, shopId, META, 'ad-spend');
    const metaAnalysis = await analyse(t, owner, shopId, meta.id);
    expect(metaAnalysis).toMatchObject({
      detectedPreset: 'meta',
      options: {
        delimiter: ',',
        decimal: '.',
        dateFormat: 'iso',
        channel: 'meta',
        mapping: {
          date: 'Day',
          campaign: 'Campaign name',
          clicks: 'Link clicks',
          cost: 'Amount spent (CZK)',
          conversions: 'Results',
          conversionValue: 'Purchase conversion value',
        },
      },
      canStart: true,
    });
    expect((await start(t, owner, shopId, meta.id, metaAnalysis.options)).status).toBe(202);
    await createRunner(t).runUntilIdle();

    expect((await getImport(t, owner, shopId, sklik.id)).counts).toMatchObject({ inserted: 2, rejected: 0 });
    expect((await getImport(t, owner, shopId, meta.id)).counts).toMatchObject({ inserted: 2, rejected: 0 });
    expect(figures(await readSpend(t, shopId))).toEqual([
      {
        day: '2024-12-01',
        channel: 'meta',
        campaign: 'Retargeting – košík',
        impressions: 8100,
        clicks: 95,
        cost: 410.35,
        conversions: 4,
        conversion_value: 3120.5,
      },
      {
        day: '2024-12-01',
        channel: 'sklik',
        campaign: 'Podzimní výprodej',
        impressions: 5400,
        clicks: 120,
        cost: 640.8,
        conversions: 3,
        conversion_value: 2150,
      },
      {
        day: '2024-12-02',
        channel: 'meta',
        campaign: 'Retargeting – košík',
        impressions: 7600,
        clicks: 88,
        cost: 388.1,
        conversions: 0,
        conversion_value: 0,
      },
      {
        day: '2024-12-02',
        channel: 'sklik',
        campaign: 'Podzimní výprodej',
        impressions: 4900,
        clicks: 101,
        cost: 533.2,
        conversions: 2,
        conversion_value: 1480,
      },
    ]);
  }, 60_000);

  it('rejects bad rows with their line and reason, keeps the others, and takes the shop from the import', async () => {
    const shopId = await createShop(t, owner, 'BadRows');
    const otherShop = await createShop(t, owner, 'JinyObchod');
    const file = csv([
      ['shop_id', 'date', 'channel', 'campaign', 'cost', 'clicks', 'currency'],
      [otherShop, '03.12.2024', 'Google Ads', 'Vyhledávání', '150,00', '30', 'CZK'],
      [otherShop, '03.12.2024', 'Sklik', 'Obsah', 'abc', '12', 'CZK'],
      [otherShop, '03.12.2024', 'Facebook', 'Reels', '99,00', '7', 'EUR'],
      [otherShop, '03.12.2024', 'TikTok', 'Video', '50,00', '4', 'CZK'],
      [otherShop, '03.12.2024', 'Zboží.cz', 'Nákupy', '80,00', '2,5', 'Kč'],
      [otherShop, '03.12.2024', 'heureka', '', '42,00', '', ''],
    ]);
    const done = await importFile(t, owner, shopId, file, { kind: 'ad-spend' });
    expect(done.options?.preset).toBe('ziskomer');
    expect(done.counts).toEqual({
      orders: 6,
      inserted: 2,
      updated: 0,
      unchanged: 0,
      duplicates: 0,
      rejected: 4,
    });

    const stored = await readSpend(t, shopId);
    expect(stored.map(({ channel, campaign, cost }) => ({ channel, campaign, cost }))).toEqual([
      { channel: 'google_ads', campaign: 'Vyhledávání', cost: 150 },
      { channel: 'heureka', campaign: '', cost: 42 },
    ]);
    // The shop_id column is not mapped: nothing went to the shop it names.
    expect(await readSpend(t, otherShop)).toEqual([]);

    const errors = await t.call('GET', `/api/shops/${shopId}/imports/${done.id}/errors`, {
      cookie: owner.cookie,
      headers: { 'accept-language': 'en' },
    });
    const list = (await errors.json()) as {
      items: { line: number; column: string; code: string; message: string }[];
    };
    expect(list.items.map(({ line, column, code }) => ({ line, column, code }))).toEqual([
      { line: 3, column: 'cost', code: 'invalid_amount' },
      { line: 4, column: 'currency', code: 'currency_mismatch' },
      { line: 5, column: 'channel', code: 'invalid_channel' },
      { line: 6, column: 'clicks', code: 'not_whole_number' },
    ]);
    expect(list.items[1]?.message).toBe(
      'The cost is in EUR, the shop keeps its figures in CZK. Convert it before importing.',
    );

    const report = await t.call('GET', `/api/shops/${shopId}/imports/${done.id}/errors.csv`, {
      cookie: owner.cookie,
      headers: { 'accept-language': 'cs' },
    });
    expect(report.status).toBe(200);
    const text = (await report.text()).replace(/^\ufeff/, '');
    const lines = text.trim().split(/\r?\n/);
    expect(lines[0]).toBe('Řádek;Sloupec;Kód;Důvod;Hodnota');
    expect(lines[3]).toBe(
      '5;channel;invalid_channel;„TikTok“ ve sloupci „channel“ není známý kanál (Google Ads, Meta, Sklik, Heureka, Zboží.cz, jiný).;TikTok',
    );
  }, 60_000);

  it('skips the title lines of a Google Ads download and reports its total rows as totals', async () => {
    const shopId = await createShop(t, owner, 'GoogleTitles');
    // As Google Ads downloads a report: its name and period above the header, totals at the end.
    const file = [
      'Campaign performance report',
      '"December 1, 2024 - December 2, 2024"',
      'Day,Campaign,Currency code,Impr.,Clicks,Cost,Conversions,Conv. value',
      '2024-12-01,Brand,CZK,2100,80,210.00,3.00,1450.00',
      '2024-12-02,Total: Brand,CZK,1900,71,190.50,2.00,990.00',
      'Total: Account,--,CZK,4000,151,400.50,5.00,2440.00',
      'Total: Search,--,CZK,4000,151,400.50,5.00,2440.00',
      '',
    ].join('\r\n');
    const created = await uploadOk(t, owner, shopId, file, 'ad-spend');
    const analysis = await analyse(t, owner, shopId, created.id);
    expect(analysis).toMatchObject({
      detectedPreset: 'google_ads',
      canStart: true,
      rowEstimate: 4,
      options: { headerLine: 3, delimiter: ',', decimal: '.', channel: 'google_ads' },
    });
    expect(analysis.header[0]).toBe('Day');
    expect(analysis.preview.map((row) => row.line)).toEqual([4, 5, 6, 7]);

    const started = await start(t, owner, shopId, created.id, analysis.options);
    expect(started.status).toBe(202);
    await createRunner(t).runUntilIdle();
    const done = await getImport(t, owner, shopId, created.id);
    expect(done.counts).toMatchObject({ orders: 4, inserted: 2, rejected: 2 });
    // A campaign named "Total: …" on a real day is a row like any other.
    expect((await readSpend(t, shopId)).map(({ day, campaign, cost }) => ({ day, campaign, cost }))).toEqual([
      { day: '2024-12-01', campaign: 'Brand', cost: 210 },
      { day: '2024-12-02', campaign: 'Total: Brand', cost: 190.5 },
    ]);
    const errors = await t.call('GET', `/api/shops/${shopId}/imports/${done.id}/errors`, {
      cookie: owner.cookie,
    });
    const { items } = (await errors.json()) as { items: { line: number; code: string; message: string }[] };
    expect(items.map(({ line, code }) => ({ line, code }))).toEqual([
      { line: 6, code: 'summary_row' },
      { line: 7, code: 'summary_row' },
    ]);
    expect(items[0]?.message).toBe(
      'Řádek součtů exportu („Total: Account“) se nenačítá: nejde o jeden den kampaně.',
    );
  });

  it('needs a channel for a file without one, and the user can give it for the whole file', async () => {
    const shopId = await createShop(t, owner, 'BezKanalu');
    const file = csv([
      ['day', 'campaign', 'cost'],
      ['2024-12-05', 'Katalog', '120.5'],
    ]);
    const created = await uploadOk(t, owner, shopId, file, 'ad-spend');
    const without = await analyse(t, owner, shopId, created.id);
    expect(without).toMatchObject({ detectedPreset: 'ziskomer', missing: ['channel'], canStart: false });
    expect(without.options.channel).toBeNull();

    const chosen = await analyse(t, owner, shopId, created.id, { channel: 'zbozi' });
    expect(chosen).toMatchObject({ missing: [], canStart: true, options: { channel: 'zbozi' } });
    expect(chosen.preview[0]?.values).toMatchObject({ channel: 'zbozi', cost: 120.5 });
    expect((await start(t, owner, shopId, created.id, chosen.options)).status).toBe(202);
    await createRunner(t).runUntilIdle();
    expect((await readSpend(t, shopId)).map(({ channel, cost }) => ({ channel, cost }))).toEqual([
      { channel: 'zbozi', cost: 120.5 },
    ]);
  }, 60_000);

  it('keeps the last row of a repeated key, also across batches, and the counts add up to the rows', async () => {
    const shopId = await createShop(t, owner, 'Opakovani');
    const file = csv([
      ['date', 'channel', 'campaign', 'cost'],
      ['2024-12-01', 'sklik', 'A', '10'],
      ['2024-12-01', 'sklik', 'B', '20'],
      ['2024-12-01', 'sklik', 'A', '11'],
      ['2024-12-01', 'sklik', 'C', '30'],
      ['2024-12-01', 'sklik', 'A', '12'],
      ['2024-12-01', 'sklik', 'B', '20'],
      ['2024-12-01', 'sklik', 'D', 'x'],
    ]);
    // Two rows per batch: the repeats of A and B fall into later batches than their first rows.
    const done = await importFile(t, owner, shopId, file, { kind: 'ad-spend', job: { batchOrders: 2 } });
    // 7 rows: A, B, C inserted; the second and third A and the second B are duplicates; D rejected.
    expect(done.counts).toEqual({
      orders: 7,
      inserted: 3,
      updated: 0,
      unchanged: 0,
      duplicates: 3,
      rejected: 1,
    });
    expect((await readSpend(t, shopId)).map(({ campaign, cost }) => ({ campaign, cost }))).toEqual([
      { campaign: 'A', cost: 12 },
      { campaign: 'B', cost: 20 },
      { campaign: 'C', cost: 30 },
    ]);
  }, 60_000);

  it('resumes after a crash from the last committed batch, with exact counts and the last row winning', async () => {
    const shopId = await createShop(t, owner, 'PadReklamy');
    // 9 rows, 3 per batch: campaign K1's first row is in the committed first batch, its repeat
    // (with another cost) after the crash.
    const rows = [
      ['2024-12-01', 'K1', '10'],
      ['2024-12-01', 'K2', '20'],
      ['2024-12-01', 'K3', '30'],
      ['2024-12-02', 'K1', '11'],
      ['2024-12-02', 'K2', '21'],
      ['2024-12-02', 'K3', '31'],
      ['2024-12-01', 'K1', '15'],
      ['2024-12-03', 'K1', '12'],
      ['2024-12-03', 'K2', 'x'],
    ];
    const created = await uploadOk(
      t,
      owner,
      shopId,
      csv([
        ['date', 'channel', 'campaign', 'cost'],
        ...rows.map(([day, campaign, cost]) => [day!, 'meta', campaign!, cost!]),
      ]),
      'ad-spend',
    );
    const analysis = await analyse(t, owner, shopId, created.id);
    expect((await start(t, owner, shopId, created.id, analysis.options)).status).toBe(202);

    const crashing: JobRunner = createRunner(t, {
      batchOrders: 3,
      leaseMs: 600,
      workerId: 'crashing',
      afterBatch: (batch) => {
        if (batch === 1) crashing.kill();
      },
    });
    await crashing.runUntilIdle();
    const interrupted = await getImport(t, owner, shopId, created.id);
    expect(interrupted).toMatchObject({ status: 'running', counts: { inserted: 3 } });

    await new Promise((resolve) => setTimeout(resolve, 900));
    await createRunner(t, { batchOrders: 3, workerId: 'restarted' }).runUntilIdle();
    const done = await getImport(t, owner, shopId, created.id);
    // 9 rows: 7 distinct keys inserted, the repeat of (12-01, K1) a duplicate, the 'x' rejected.
    expect(done).toMatchObject({
      status: 'completed',
      counts: { orders: 9, inserted: 7, updated: 0, unchanged: 0, duplicates: 1, rejected: 1 },
    });
    const stored = (await readSpend(t, shopId)).map(
      ({ day, campaign, cost }) => `${day} ${campaign} ${cost}`,
    );
    expect(stored).toEqual([
      '2024-12-01 K1 15',
      '2024-12-01 K2 20',
      '2024-12-01 K3 30',
      '2024-12-02 K1 11',
      '2024-12-02 K2 21',
      '2024-12-02 K3 31',
      '2024-12-03 K1 12',
    ]);
  }, 60_000);

  it('refuses an order preset for an ad-spend file', async () => {
    const shopId = await createShop(t, owner, 'Predvolba');
    const created = await uploadOk(t, owner, shopId, SKLIK, 'ad-spend');
    const analysis = await analyse(t, owner, shopId, created.id, { preset: 'shoptet' });
    expect(analysis.canStart).toBe(false);
    expect(analysis.problems.map((problem) => problem.code)).toContain('preset_not_for_kind');
  }, 60_000);

  it('POST /api/v1/imports?kind=ad-spend answers 202 and the job completes', async () => {
    const shopId = await createShop(t, owner, 'ApiReklamy');
    const created = await t.call('POST', `/api/shops/${shopId}/api-keys`, {
      cookie: owner.cookie,
      body: { name: 'Reklamy' },
    });
    const key = ((await created.json()) as CreatedApiKey).key;
    const response = await t.app.request('/api/v1/imports?kind=ad-spend&fileName=sklik.csv', {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'text/csv' },
      body: SKLIK,
    });
    expect(response.status, await response.clone().text()).toBe(202);
    const body = (await response.json()) as PublicImport;
    expect(body).toMatchObject({
      kind: 'ad-spend',
      source: 'api',
      options: { preset: 'sklik', channel: 'sklik' },
    });

    await createAppJobRunner(t.deps, {}).runUntilIdle();
    const polled = await t.app.request(`/api/v1/imports/${body.id}`, {
      headers: { authorization: `Bearer ${key}` },
    });
    expect(await polled.json()).toMatchObject({
      kind: 'ad-spend',
      status: 'completed',
      counts: { orders: 2, inserted: 2, rejected: 0 },
      rowErrors: [],
    });
    expect((await readSpend(t, shopId)).map((row) => row.cost)).toEqual([640.8, 533.2]);

    // An order file is still an order import without the parameter.
    const orders = await t.app.request('/api/v1/imports', {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'text/csv' },
      body: SKLIK,
    });
    expect(orders.status).toBe(422);
  }, 60_000);
});
