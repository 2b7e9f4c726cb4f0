import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FeedItemPage, FeedPreview, FeedTransforms, OrderInput, XmlFeed } from '@ziskomer/contracts';
import { SaxesParser } from 'saxes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppJobRunner } from '../../../src/jobs/create-app-job-runner.ts';
import { createJobRunner, type JobRunner } from '../../../src/jobs/job-runner.ts';
import { isPublicAddress } from '../../../src/lib/guarded-fetch/is-public-address.ts';
import { createXmlFeedJob } from '../../../src/modules/xml-feeds/index.ts';
import { type FakeFileServer, startFakeFileServer } from '../../fakes/fake-file-server.ts';
import { readLatestJob, runDyingJob } from '../../helpers/run-dying-job.ts';
import type { TestUser } from '../../helpers/test-app.ts';
import { testEngines } from '../../helpers/test-db.ts';
import { PRODUCT_FIXTURE_ORDERS } from '../analytics/product-report-fixture.ts';
import { createReportShop, type ReportShop } from '../analytics/report-test-kit.ts';
import { shareShop } from '../imports-test-kit.ts';

/**
 * XML feeds end to end: feeds fetched from a local fake server through the guarded client by the
 * job runner, their items and problems, transforms with margin and cross-sell labels from real
 * orders (the product report fixture, "today" 30 June 2024), and the published feed at its secret
 * URL. 127.0.0.1 is allowed for the fake server and nothing else.
 */
const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', name), 'utf8');

/** Two more orders of CAJ with SIRUP: with P3 the pair is bought together three times. */
const PAIR_ORDERS: OrderInput[] = ['X1', 'X2'].map((orderId, index) => ({
  orderId,
  orderDate: `2024-06-2${2 + index}T10:00:00+02:00`,
  revenue: 250,
  customerEmail: 'petr.svoboda@example.cz',
  items: [
    { productCode: 'CAJ', productName: 'Čaj', category: 'Čaj', quantity: 1, unitPrice: 150, margin: 45 },
    {
      productCode: 'SIRUP',
      productName: 'Sirup',
      category: 'Sirupy',
      quantity: 1,
      unitPrice: 100,
      margin: 30,
    },
  ],
}));

describe.each(testEngines)('XML feeds on %s', (engine) => {
  let shop: ReportShop;
  let files: FakeFileServer;
  let viewer: TestUser;
  let stranger: TestUser;
  let strangerShopId: string;
  /** Built after the outbound policy is set: a runner copies the deps it is given. */
  let runner: JobRunner;
  const runJobs = () => runner.runUntilIdle();

  const base = () => `/api/shops/${shop.shopId}/xml-feeds`;
  const call = (method: string, path: string, user: TestUser, body?: unknown) =>
    shop.t.call(method, path, { cookie: user.cookie, body });

  async function addFeed(name: string, path: string): Promise<XmlFeed> {
    const response = await call('POST', base(), shop.owner, { name, url: `${files.origin}${path}` });
    expect(response.status, await response.clone().text()).toBe(201);
    return (await response.json()) as XmlFeed;
  }
  async function getFeed(id: string, user = shop.owner, language = 'cs'): Promise<XmlFeed> {
    const response = await shop.t.call('GET', `${base()}/${id}`, {
      cookie: user.cookie,
      headers: { 'accept-language': language },
    });
    expect(response.status).toBe(200);
    return (await response.json()) as XmlFeed;
  }
  async function items(id: string, query = ''): Promise<FeedItemPage> {
    const response = await call('GET', `${base()}/${id}/items?${query}`, viewer);
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as FeedItemPage;
  }
  async function fetchNow(id: string) {
    const response = await call('POST', `${base()}/${id}/fetch`, shop.owner);
    expect(response.status, await response.clone().text()).toBe(202);
    await runJobs();
  }
  async function publish(id: string, transforms: FeedTransforms): Promise<XmlFeed> {
    const saved = await call('PUT', `${base()}/${id}/transforms`, shop.owner, transforms);
    expect(saved.status, await saved.clone().text()).toBe(200);
    const response = await call('POST', `${base()}/${id}/publish`, shop.owner);
    expect(response.status, await response.clone().text()).toBe(202);
    await runJobs();
    return getFeed(id);
  }
  const publicPath = (feed: XmlFeed) => new URL(feed.publicUrl!).pathname;

  beforeAll(async () => {
    shop = await createReportShop(engine, {
      now: new Date('2024-06-30T08:00:00Z'),
      email: `feeds-owner-${engine}@example.cz`,
    });
    shop.t.deps.outboundPolicy = {
      isAddressAllowed: (address) => address === '127.0.0.1' || isPublicAddress(address),
    };
    runner = createAppJobRunner(shop.t.deps);
    files = await startFakeFileServer();
    files.setFile('/google.xml', fixture('google.xml'), 'application/xml');
    files.setFile('/heureka.xml', fixture('heureka.xml'), 'application/xml');
    files.setFile('/zbozi.xml', fixture('zbozi.xml'), 'application/xml');
    await shop.addOrders([...PRODUCT_FIXTURE_ORDERS, ...PAIR_ORDERS]);
    viewer = await shop.t.signUp(`feeds-viewer-${engine}@example.cz`, 'Věra Čtenářová');
    await shareShop(shop.t, shop.owner, shop.shopId, viewer.email, 'viewer');
    stranger = await shop.t.signUp(`feeds-stranger-${engine}@example.cz`, 'Cizí Správce');
    const other = await call('POST', '/api/shops', stranger, {
      name: 'Cizí obchod',
      domain: 'cizi-obchod.cz',
    });
    strangerShopId = ((await other.json()) as { id: string }).id;
    await runJobs();
    // Orders through the API, sign-ups and the rollups' refresh: slow on a busy embedded database.
  }, 240_000);
  afterAll(async () => {
    await runner?.stop();
    await files?.close();
    await shop?.close();
  });

  it('fetches a feed on its schedule and shows its items and errors by item', async () => {
    const feed = await addFeed('Google Nákupy', '/google.xml');
    expect(feed).toMatchObject({ status: 'pending', itemCount: 0, isActive: true, publicUrl: null });
    await runJobs();
    const fetched = await getFeed(feed.id);
    expect(fetched.lastError).toBeNull();
    expect(fetched).toMatchObject({ status: 'ready', sourceFormat: 'google', itemCount: 4, errorCount: 1 });
    expect(fetched.lastFetchedAt).not.toBeNull();

    const page = await items(feed.id);
    expect(page.total).toBe(4);
    expect(page.items.map((item) => item.itemId)).toEqual(['KAVA', 'HRNEK', 'CAJ', null]);
    const errors = await items(feed.id, 'problems=only');
    expect(errors.total).toBe(1);
    expect(errors.items[0]!.problems).toEqual([
      { code: 'missing_id', message: 'Chybí ID produktu' },
      { code: 'bad_price', message: 'Cena není platné číslo' },
      { code: 'bad_url', message: 'Odkaz na produkt není platná adresa http(s)' },
    ]);
    expect(errors.problemCounts).toEqual({ missing_id: 1, bad_price: 1, bad_url: 1 });
    expect((await items(feed.id, 'search=hrnek')).items.map((item) => item.itemId)).toEqual(['HRNEK']);
    expect((await items(feed.id, 'search=%25_')).total).toBe(0);
  });

  it('detects Heureka and Zboží.cz feeds', async () => {
    const heureka = await addFeed('Heureka', '/heureka.xml');
    const zbozi = await addFeed('Zboží', '/zbozi.xml');
    await runJobs();
    expect(await getFeed(heureka.id)).toMatchObject({ sourceFormat: 'heureka', itemCount: 3, errorCount: 1 });
    expect(await getFeed(zbozi.id)).toMatchObject({ sourceFormat: 'zbozi', itemCount: 2, errorCount: 0 });
  });

  it('keeps the previous items when a fetch fails, and says why in both languages', async () => {
    files.setFile('/menici.xml', fixture('heureka.xml'), 'application/xml');
    const feed = await addFeed('Měnící se feed', '/menici.xml');
    await runJobs();
    expect(await getFeed(feed.id)).toMatchObject({ status: 'ready', itemCount: 3 });

    files.setFile(
      '/menici.xml',
      '<SHOP><SHOPITEM><ITEM_ID>1</ITEM_ID>\n<PRICE_VAT>5</SHOPITEM>',
      'application/xml',
    );
    await fetchNow(feed.id);
    const broken = await getFeed(feed.id);
    expect(broken).toMatchObject({ status: 'failed', itemCount: 3 });
    expect(broken.lastError).toEqual({
      code: 'feed_malformed',
      message: 'Soubor není platné XML (chyba na řádku 2). Předchozí položky zůstaly beze změny.',
    });
    expect((await getFeed(feed.id, shop.owner, 'en')).lastError?.message).toBe(
      'The file is not valid XML (error on line 2). The previous items were kept.',
    );
    expect((await items(feed.id)).items.map((item) => item.itemId)).toEqual(['SIRUP', 'FILTR', 'MLYNEK']);

    files.setFile('/menici.xml', '<html><body>Nenalezeno</body></html>', 'text/html');
    await fetchNow(feed.id);
    expect((await getFeed(feed.id)).lastError?.code).toBe('feed_format_unknown');

    // Redirected to an address the guard refuses: never fetched.
    await call('PATCH', `${base()}/${feed.id}`, shop.owner, {
      url: `${files.origin}/redirect?to=${encodeURIComponent('http://10.0.0.1/feed.xml')}`,
    });
    await fetchNow(feed.id);
    expect((await getFeed(feed.id)).lastError?.code).toBe('address_blocked');
    expect((await items(feed.id)).total).toBe(3);
  });

  it('finishes a fetch another runner took over after the first died part way, without doubles', async () => {
    files.setFile('/pad.xml', fixture('heureka.xml'), 'application/xml');
    // A clean run measures how many statements a fetch takes; the second dies half way.
    const measured = await addFeed('Měřený feed', '/pad.xml');
    const clean = await runDyingJob(shop.t, 'xml-feed', 0, 60_000);
    expect(await getFeed(measured.id)).toMatchObject({ status: 'ready', itemCount: 3 });
    const feed = await addFeed('Přerušený feed', '/pad.xml');
    const dying = await runDyingJob(shop.t, 'xml-feed', Math.ceil(clean.statements / 2), 300);
    expect(dying.died).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 400));
    await runJobs();
    expect(await getFeed(feed.id)).toMatchObject({ status: 'ready', itemCount: 3, errorCount: 1 });
    expect((await items(feed.id)).items.map((item) => item.itemId)).toEqual(['SIRUP', 'FILTR', 'MLYNEK']);
    expect(await readLatestJob(shop.t, shop.shopId, 'xml-feed')).toMatchObject({ status: 'done' });
    // Three whole fetches: slow on a busy embedded database.
  }, 180_000);

  it('refuses a feed URL into a private network before saving it', async () => {
    for (const url of [
      'http://169.254.169.254/latest/meta-data',
      'http://10.0.0.1/feed.xml',
      'file:///etc/passwd',
    ]) {
      const response = await call('POST', base(), shop.owner, { name: 'Zlý', url });
      expect(response.status).toBe(422);
      expect(((await response.json()) as { error: { code: string } }).error.code).toMatch(
        /address_blocked|url_scheme/,
      );
    }
  });

  it('stops an oversized or slow download and keeps the previous items', async () => {
    files.setFile('/caps.xml', fixture('zbozi.xml'), 'application/xml');
    const feed = await addFeed('Limity', '/caps.xml');
    await runJobs();
    const deps = { ...shop.t.deps, db: shop.t.deps.backgroundDb };
    const limited = createJobRunner(deps, [createXmlFeedJob({ maxBytes: 1000, timeoutMs: 500 })]);
    await call('PATCH', `${base()}/${feed.id}`, shop.owner, { url: `${files.origin}/big?bytes=200000` });
    await call('POST', `${base()}/${feed.id}/fetch`, shop.owner);
    await limited.runUntilIdle();
    expect(await getFeed(feed.id)).toMatchObject({ status: 'failed', itemCount: 2 });
    expect((await getFeed(feed.id)).lastError).toMatchObject({ code: 'too_large' });

    await call('PATCH', `${base()}/${feed.id}`, shop.owner, { url: `${files.origin}/hang` });
    await call('POST', `${base()}/${feed.id}/fetch`, shop.owner);
    await limited.runUntilIdle();
    expect((await getFeed(feed.id)).lastError?.code).toBe('timeout');
    expect((await items(feed.id)).total).toBe(2);
    await limited.stop();
  });

  it('previews and publishes margin and cross-sell labels from the shop’s orders', async () => {
    const feed = await addFeed('Ziskové štítky', '/google.xml');
    await runJobs();
    const transforms: FeedTransforms = {
      outputFormat: 'heureka',
      rules: [
        // Over 1 Apr – 29 Jun: HRNEK 1200 / 450 = 37.5 %, KAVA 1200 / 430 ≈ 35.8 %, CAJ 600 / 180 = 30 %.
        { type: 'margin_label', field: 'custom_label_0', highPercent: 36, lowPercent: 31 },
        { type: 'cross_sell_label', field: 'custom_label_1', topPairs: 5 },
        { type: 'template', field: 'title', template: '{title} – {brand}' },
        { type: 'default', field: 'brand', value: 'U Zrnka' },
      ],
    };
    const preview = await call('POST', `${base()}/${feed.id}/preview`, viewer, transforms);
    expect(preview.status, await preview.clone().text()).toBe(200);
    const previewed = (await preview.json()) as FeedPreview;
    const labels = previewed.items.map((item) => [
      item.source.id,
      item.output.custom_label_0,
      item.output.custom_label_1,
    ]);
    expect(labels).toEqual([
      ['KAVA', 'mid_margin', undefined],
      ['HRNEK', 'high_margin', undefined],
      ['CAJ', 'low_margin', 'cross_sell_hub'],
      [undefined, 'no_sales', undefined],
    ]);
    expect(previewed.items[1]!.output.title).toBe('Keramický hrnek „Ráno“ 350 ml – Keramika Bechyně');
    expect(previewed.items[2]!.changed).toEqual(['brand', 'custom_label_0', 'custom_label_1']);
    // Nothing is published by a preview.
    expect((await getFeed(feed.id)).publicUrl).toBeNull();

    const published = await publish(feed.id, transforms);
    expect(published.publishedAt).not.toBeNull();
    expect(published.publicUrl).toMatch(/^https?:\/\/[^/]+\/feeds\/[A-Za-z0-9_-]{43}\.xml$/);
    const response = await shop.t.call('GET', publicPath(published));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await response.text();
    expect(() => new SaxesParser().write(xml).close()).not.toThrow();
    expect(xml).toContain(
      '<SHOPITEM><ITEM_ID>KAVA</ITEM_ID><PRODUCTNAME>Káva Etiopie Yirgacheffe 250 g – U Zrnka</PRODUCTNAME>',
    );
    expect(xml).toContain('Výběrová káva s tóny &lt;b&gt;jasmínu&lt;/b&gt; &amp; citrusů');
    expect(xml).toContain('utm_source=feed&amp;utm_medium=cpc');
    expect(xml).toContain('<CUSTOM_LABEL_0>high_margin</CUSTOM_LABEL_0>');
    expect(xml).toContain('<CUSTOM_LABEL_1>cross_sell_hub</CUSTOM_LABEL_1>');
    // The voucher without an id, price or web link is in the errors tab, not in the published feed.
    expect(xml.match(/<SHOPITEM>/g)).toHaveLength(3);
    expect(xml).not.toContain('javascript:');

    // Cached until the next fetch: the same ETag answers 304, a fetch changes it.
    const etag = response.headers.get('etag')!;
    const again = await shop.t.call('GET', publicPath(published), { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    await fetchNow(feed.id);
    const refreshed = await shop.t.call('GET', publicPath(published), { headers: { 'if-none-match': etag } });
    expect(refreshed.status).toBe(200);
    expect(await refreshed.text()).toContain('<CUSTOM_LABEL_0>high_margin</CUSTOM_LABEL_0>');
  });

  it('answers 404 to a wrong token and to a rotated one', async () => {
    const feed = await addFeed('Tajná adresa', '/zbozi.xml');
    await runJobs();
    const published = await publish(feed.id, { outputFormat: 'google', rules: [] });
    const oldPath = publicPath(published);
    const ok = await shop.t.call('GET', oldPath);
    expect(ok.status).toBe(200);
    const xml = await ok.text();
    expect(xml).toContain('<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">');
    expect(xml).toContain('<g:price>300.00 CZK</g:price>');

    for (const path of ['/feeds/nic.xml', `/feeds/${'A'.repeat(43)}.xml`, oldPath.replace('.xml', '')]) {
      expect((await shop.t.call('GET', path)).status).toBe(404);
    }
    const rotated = await call('POST', `${base()}/${feed.id}/rotate-token`, shop.owner);
    expect(rotated.status).toBe(200);
    const newPath = publicPath((await rotated.json()) as XmlFeed);
    expect(newPath).not.toBe(oldPath);
    expect((await shop.t.call('GET', oldPath)).status).toBe(404);
    expect((await shop.t.call('GET', newPath)).status).toBe(200);

    const deleted = await call('DELETE', `${base()}/${feed.id}`, shop.owner);
    expect(deleted.status).toBe(204);
    expect((await shop.t.call('GET', newPath)).status).toBe(404);
  });

  it('lets viewers read but not change, and hides the feed from other shops', async () => {
    const feed = await addFeed('Oprávnění', '/zbozi.xml');
    expect((await call('GET', `${base()}/${feed.id}`, viewer)).status).toBe(200);
    expect((await call('POST', `${base()}/${feed.id}/fetch`, viewer)).status).toBe(403);
    expect(
      (await call('PUT', `${base()}/${feed.id}/transforms`, viewer, { outputFormat: 'google', rules: [] }))
        .status,
    ).toBe(403);
    expect((await call('DELETE', `${base()}/${feed.id}`, viewer)).status).toBe(403);
    // Another shop's admin, through their own shop's path: the feed does not exist there.
    const foreign = `/api/shops/${strangerShopId}/xml-feeds/${feed.id}`;
    for (const [method, path] of [
      ['GET', foreign],
      ['GET', `${foreign}/items`],
      ['POST', `${foreign}/publish`],
      ['POST', `${foreign}/rotate-token`],
      ['DELETE', foreign],
    ] as const) {
      expect((await call(method, path, stranger)).status).toBe(404);
    }
    expect((await call('GET', `${base()}/${feed.id}`, stranger)).status).toBe(404);
  });

  it('answers bad input with coded errors, never 500', async () => {
    const feed = await addFeed('Vstupy', '/zbozi.xml');
    const bad = await call('PUT', `${base()}/${feed.id}/transforms`, shop.owner, {
      outputFormat: 'google',
      rules: [{ type: 'rename', from: 'Název', to: 'title' }],
    });
    expect(bad.status).toBe(422);
    const early = await call('POST', `${base()}/${feed.id}/publish`, shop.owner);
    expect(early.status).toBe(409);
    expect(((await early.json()) as { error: { code: string } }).error.code).toBe('feed_not_fetched');
    expect((await call('GET', `${base()}/${feed.id}/items?page=0`, viewer)).status).toBe(422);
    expect((await call('GET', `${base()}/not-a-uuid`, viewer)).status).toBe(422);
  });
});
