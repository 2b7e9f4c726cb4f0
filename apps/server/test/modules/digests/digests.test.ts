import type {
  DigestDeliveryList,
  DigestFigures,
  DigestSettings,
  MarketingReport,
  OrdersReport,
  ProductsReport,
} from '@ziskomer/contracts';
import { withScope } from '@ziskomer/db';
import { pickTopMovers } from '@ziskomer/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueJob } from '../../../src/jobs/enqueue-job.ts';
import type { Email } from '../../../src/lib/mailer.ts';
import { DEMO_EMAIL } from '../../../src/modules/auth/index.ts';
import { emailDigestJob } from '../../../src/modules/digests/index.ts';
import { claimDelivery } from '../../../src/modules/digests/queries/digest-delivery-rows.ts';
import type { TestApp, TestUser } from '../../helpers/test-app.ts';
import { createTestApp } from '../../helpers/test-app.ts';
import { testEngines } from '../../helpers/test-db.ts';
import { createShop, shareShop } from '../imports-test-kit.ts';
import { createApiKey, getJson, postAdSpend, postOrders } from './digest-test-kit.ts';

/*
 * Monday 23 November 2026, 07:30 in Prague: the weekly digest covers 16–22 November, compares
 * with 9–15 November and with 17–23 November 2025 (52 weeks back).
 */
const CURRENT = { from: '2026-11-16', to: '2026-11-22' };
const PREVIOUS = { from: '2026-11-09', to: '2026-11-15' };
const LAST_YEAR = { from: '2025-11-17', to: '2025-11-23' };

function order(id: string, day: string, revenue: number, source: string, campaign: string, product: string) {
  return {
    orderId: id,
    orderDate: `${day}T12:00:00+01:00`,
    revenue,
    margin: revenue * 0.3,
    acquisitionSource: source,
    acquisitionCampaign: campaign,
    items: [
      {
        productCode: product,
        productName: `Káva ${product}`,
        quantity: 1,
        unitPrice: revenue,
        margin: revenue * 0.3,
      },
    ],
  };
}

describe.each(testEngines)('e-mail digests on %s', (engine) => {
  let t: TestApp;
  let owner: TestUser;
  let viewer: TestUser;
  let stranger: TestUser;
  let shopId: string;
  let otherShopId: string;
  let apiKey: string;
  const clock = new Date('2026-11-23T06:30:00Z');

  beforeAll(async () => {
    t = await createTestApp(engine, { now: () => clock });
    owner = await t.signUp(`digest-owner-${engine}@example.cz`, 'Eva Majitelová');
    viewer = await t.signUp(`digest-viewer-${engine}@example.cz`, 'Věra Čtenářová');
    stranger = await t.signUp(`digest-stranger-${engine}@example.cz`, 'Cizí Uživatel');
    shopId = await createShop(t, owner, 'Pražírna');
    otherShopId = await createShop(t, stranger, 'Cizí pražírna');
    await shareShop(t, owner, shopId, viewer.email, 'viewer');
    apiKey = await createApiKey(t, owner, shopId);
    await postOrders(t, apiKey, [
      order('C1', '2026-11-16', 12_000, 'google', 'Vánoce', 'ESP'),
      order('C2', '2026-11-18', 8_000, 'sklik', 'Zima', 'FIL'),
      order('C3', '2026-11-20', 5_000, 'google', 'Vánoce', 'ESP'),
      order('C4', '2026-11-22', 2_000, '(direct)', '', 'MOK'),
      order('P1', '2026-11-10', 4_000, 'google', 'Vánoce', 'ESP'),
      order('P2', '2026-11-12', 9_000, 'sklik', 'Zima', 'FIL'),
      order('P3', '2026-11-14', 3_000, 'sklik', 'Zima', 'MOK'),
      order('Y1', '2025-11-18', 6_000, 'sklik', 'Zima', 'FIL'),
    ]);
    await postAdSpend(t, apiKey, [
      { date: '2026-11-16', channel: 'google_ads', campaign: 'Vánoce', cost: 3_000 },
      { date: '2026-11-17', channel: 'sklik', campaign: 'Zima', cost: 1_500 },
      { date: '2026-11-10', channel: 'google_ads', campaign: 'Vánoce', cost: 2_000 },
      { date: '2026-11-11', channel: 'sklik', campaign: 'Zima', cost: 2_500 },
    ]);
    for (const title of ['Zkontrolovat kampaň Vánoce', 'Doplnit marže']) {
      const created = await t.call('POST', `/api/shops/${shopId}/tasks`, {
        cookie: owner.cookie,
        body: { title },
      });
      expect(created.status).toBe(201);
    }
  });
  afterAll(() => t.close());

  const report = <T>(id: string, range: { from: string; to: string }) =>
    getJson<{ data: T }>(
      t,
      owner,
      `/api/shops/${shopId}/analytics/${id}?period=custom&from=${range.from}&to=${range.to}`,
    ).then((answer) => answer.data);

  it("takes every figure from the reports' own answers for the same days", async () => {
    const digest = await getJson<DigestFigures>(t, owner, `/api/shops/${shopId}/digests/preview?period=week`);
    expect(digest).toMatchObject({
      current: CURRENT,
      previous: PREVIOUS,
      lastYear: LAST_YEAR,
      periodKey: 'week:2026-11-16',
    });

    const ranges = { current: CURRENT, previous: PREVIOUS, lastYear: LAST_YEAR } as const;
    for (const [name, range] of Object.entries(ranges) as [
      keyof typeof ranges,
      { from: string; to: string },
    ][]) {
      const orders = await report<OrdersReport>('orders', range);
      const marketing = await report<MarketingReport>('marketing', range);
      expect(digest.metrics.revenue[name]).toBe(orders.totals.revenue);
      expect(digest.metrics.orders[name]).toBe(orders.totals.orders);
      expect(digest.metrics.margin[name]).toBe(orders.totals.margin);
      expect(digest.metrics.poas[name]).toBe(marketing.totals.poas);
      expect(digest.metrics.pno[name]).toBe(marketing.totals.pno);
      expect(digest.metrics.adSpend[name]).toBe(marketing.totals.adSpend);
    }
    // Worked out by hand: 27 000 Kč this week, 16 000 Kč the week before, 6 000 Kč a year ago.
    expect(digest.metrics.revenue).toMatchObject({ current: 27_000, previous: 16_000, lastYear: 6_000 });
    expect(digest.metrics.revenue.changeVsPrevious).toBeCloseTo(0.6875, 6);
    expect(digest.metrics.revenue.changeVsLastYear).toBeCloseTo(3.5, 6);

    const [products, previousProducts] = [
      await report<ProductsReport>('products', CURRENT),
      await report<ProductsReport>('products', PREVIOUS),
    ];
    const productValues = (data: ProductsReport) =>
      data.products.map((row) => ({ key: row.key, label: row.name, value: row.revenue }));
    expect(digest.movers.products).toEqual(
      pickTopMovers(productValues(products), productValues(previousProducts)),
    );
    expect(digest.movers.products[0]).toMatchObject({ key: 'ESP', change: 13_000 });
    const [marketing, previousMarketing] = [
      await report<MarketingReport>('marketing', CURRENT),
      await report<MarketingReport>('marketing', PREVIOUS),
    ];
    const channelValues = (data: MarketingReport) =>
      data.channels.map((row) => ({ key: row.channel, label: row.channel, value: row.revenue }));
    expect(digest.movers.channels).toEqual(
      pickTopMovers(channelValues(marketing), channelValues(previousMarketing)),
    );
    expect(digest.daily.map((day) => day.day)).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
    ]);
    expect(digest.open).toEqual({ anomalyAlerts: 0, budgetAlerts: 0, tasks: 2 });
  });

  it('answers the same figures to the shop API key at /api/v1/digests/preview, and months too', async () => {
    const signedIn = await getJson<DigestFigures>(
      t,
      owner,
      `/api/shops/${shopId}/digests/preview?period=week`,
    );
    const response = await t.app.request('/api/v1/digests/preview?period=week', {
      headers: { 'x-api-key': apiKey },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(signedIn);
    const month = await getJson<DigestFigures>(t, owner, `/api/shops/${shopId}/digests/preview?period=month`);
    const october = await report<OrdersReport>('orders', { from: '2026-10-01', to: '2026-10-31' });
    expect(month.current).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(month.metrics.revenue.current).toBe(october.totals.revenue);
    expect(
      (await t.app.request('/api/v1/digests/preview?period=year', { headers: { 'x-api-key': apiKey } }))
        .status,
    ).toBe(422);
    expect((await t.app.request('/api/v1/digests/preview')).status).toBe(401);
    // Another shop's members see nothing of it.
    expect(
      (await t.call('GET', `/api/shops/${shopId}/digests/preview`, { cookie: stranger.cookie })).status,
    ).toBe(404);
  });

  const sendDigestNow = async () => {
    await withScope(t.deps.db, { userId: null, shopId }, (trx) =>
      enqueueJob(trx, emailDigestJob, { shopId }),
    );
    await t.settle();
  };
  const digestEmails = () => t.emails.filter((email) => email.text.includes('/unsubscribe?token='));
  const unsubscribeLink = (email: Email) => {
    const url = email.text.match(/https?:\/\/\S+\/unsubscribe\?token=\S+/)?.[0];
    expect(url).toBeDefined();
    return decodeURIComponent(new URL(url!).searchParams.get('token')!);
  };

  it('sends the weekly digest to members and outside addresses, Czech with plurals and genitive dates', async () => {
    const saved = await t.call('PUT', `/api/shops/${shopId}/digests/settings`, {
      cookie: owner.cookie,
      body: { frequency: 'weekly', anomalyAlerts: true },
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect(((await saved.json()) as DigestSettings).nextSendAt).toBe('2026-11-30T06:00:00.000Z');
    // Viewers may look but not change who gets the shop's figures.
    const refused = await t.call('POST', `/api/shops/${shopId}/digests/recipients`, {
      cookie: viewer.cookie,
      body: { email: 'ucetni@firma.cz', language: 'cs' },
    });
    expect(refused.status).toBe(403);
    for (const body of [
      { userId: viewer.id, language: 'cs' },
      { email: ' Ucetni@Firma.cz ', language: 'cs' },
      { email: 'client@agency.com', language: 'en' },
    ]) {
      const added = await t.call('POST', `/api/shops/${shopId}/digests/recipients`, {
        cookie: owner.cookie,
        body,
      });
      expect(added.status, await added.clone().text()).toBe(201);
    }
    const duplicate = await t.call('POST', `/api/shops/${shopId}/digests/recipients`, {
      cookie: owner.cookie,
      body: { email: 'ucetni@firma.cz', language: 'en' },
    });
    expect(((await duplicate.json()) as { error: { code: string } }).error.code).toBe(
      'digest_recipient_exists',
    );
    const invalid = await t.call('POST', `/api/shops/${shopId}/digests/recipients`, {
      cookie: owner.cookie,
      body: { email: 'ucetni@', language: 'cs' },
    });
    expect(invalid.status).toBe(422);
    expect(((await invalid.json()) as { error: { code: string } }).error.code).toBe('digest_email_invalid');
    const notMember = await t.call('POST', `/api/shops/${shopId}/digests/recipients`, {
      cookie: owner.cookie,
      body: { userId: stranger.id, language: 'cs' },
    });
    expect(((await notMember.json()) as { error: { code: string } }).error.code).toBe(
      'digest_recipient_not_member',
    );

    await sendDigestNow();
    const sent = t.emails.filter((email) => email.text.includes('/unsubscribe?token='));
    expect(sent.map((email) => email.to).sort()).toEqual(
      ['client@agency.com', 'ucetni@firma.cz', viewer.email].sort(),
    );
    const czech = sent.find((email) => email.to === 'ucetni@firma.cz')!;
    expect(czech.subject).toBe('Týdenní přehled Pražírna: 16.–22. listopadu 2026');
    expect(czech.html).toContain('2 otevřené úkoly');
    expect(czech.text).toContain('Tržby: 27');
    // The button opens this shop's report of the week, whichever shop the reader last had open.
    expect(czech.text).toContain(
      `/analytics/orders?period=custom&from=2026-11-16&to=2026-11-22&compare=true&shop=${shopId}`,
    );
    expect(czech.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const chart = czech.attachments?.[0];
    expect(chart?.cid).toBe('revenue-chart@ziskomer');
    expect(czech.html).toContain(`src="cid:${chart?.cid}"`);
    expect(chart?.content.subarray(1, 4).toString('ascii')).toBe('PNG');
    const english = sent.find((email) => email.to === 'client@agency.com')!;
    expect(english.subject).toBe('Weekly summary of Pražírna: 16–22 November 2026');
    expect(english.html).toContain('2 open tasks');
  });

  it('never sends one period twice: not when the job runs again, nor after a crash mid-send', async () => {
    const before = digestEmails().length;
    await sendDigestNow();
    await sendDigestNow();
    expect(digestEmails().length).toBe(before);

    // A recipient whose delivery was claimed by a run that died after handing the e-mail to the
    // mailer and before recording it: the next run must not send it again.
    const added = await t.call('POST', `/api/shops/${shopId}/digests/recipients`, {
      cookie: owner.cookie,
      body: { email: 'crash@firma.cz', language: 'cs' },
    });
    expect(added.status).toBe(201);
    await withScope(t.deps.db, { userId: null, shopId }, (trx) =>
      claimDelivery(trx, {
        shopId,
        idempotencyKey: 'digest:week:2026-11-16:crash@firma.cz',
        kind: 'digest',
        periodKey: 'week:2026-11-16',
        recipientId: null,
        email: 'crash@firma.cz',
        language: 'cs',
        now: clock,
      }),
    );
    await sendDigestNow();
    expect(digestEmails().some((email) => email.to === 'crash@firma.cz')).toBe(false);

    // A send the mail server refused is recorded with its reason and tried again by the retry.
    await t.call('POST', `/api/shops/${shopId}/digests/recipients`, {
      cookie: owner.cookie,
      body: { email: 'refused@firma.cz', language: 'cs' },
    });
    t.refuseMail((email) =>
      email.to === 'refused@firma.cz'
        ? Object.assign(new Error('Mailbox unavailable'), {
            code: 'EENVELOPE',
            response: '550 5.1.1 Mailbox unavailable',
          })
        : undefined,
    );
    await sendDigestNow();
    t.refuseMail();
    const log = await getJson<DigestDeliveryList>(t, owner, `/api/shops/${shopId}/digests/deliveries`);
    const byEmail = new Map(log.items.map((item) => [item.email, item]));
    expect(byEmail.get('crash@firma.cz')).toMatchObject({ status: 'unknown', error: 'interrupted' });
    expect(byEmail.get('refused@firma.cz')).toMatchObject({
      status: 'failed',
      error: 'EENVELOPE: 550 5.1.1 Mailbox unavailable',
    });
    expect(byEmail.get('ucetni@firma.cz')).toMatchObject({ status: 'sent', attempts: 1 });

    await sendDigestNow();
    expect(digestEmails().filter((email) => email.to === 'refused@firma.cz')).toHaveLength(1);
    const after = await getJson<DigestDeliveryList>(t, owner, `/api/shops/${shopId}/digests/deliveries`);
    expect(after.items.find((item) => item.email === 'refused@firma.cz')).toMatchObject({
      status: 'sent',
      attempts: 2,
    });
    expect(digestEmails().filter((email) => email.to === 'ucetni@firma.cz')).toHaveLength(1);
  });

  it('unsubscribes with the link once, without signing in, and only its own recipient', async () => {
    const email = digestEmails().find((candidate) => candidate.to === 'ucetni@firma.cz')!;
    const token = unsubscribeLink(email);
    const other = unsubscribeLink(digestEmails().find((candidate) => candidate.to === 'client@agency.com')!);

    // A token whose payload names another recipient keeps the old signature: refused.
    const [body, signature] = other.split('.');
    const [otherShop, , otherNonce] = Buffer.from(body!, 'base64url').toString('utf8').split('.');
    const [, accountantId] = Buffer.from(token.split('.')[0]!, 'base64url').toString('utf8').split('.');
    const forged = `${Buffer.from(`${otherShop}.${accountantId}.${otherNonce}`).toString('base64url')}.${signature}`;
    const refused = await t.call('POST', '/api/digests/unsubscribe', { body: { token: forged } });
    expect(refused.status).toBe(404);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe(
      'unsubscribe_link_invalid',
    );

    const done = await t.call('POST', '/api/digests/unsubscribe', { body: { token } });
    expect(done.status, await done.clone().text()).toBe(200);
    expect(await done.json()).toEqual({ email: 'ucetni@firma.cz', shopName: 'Pražírna' });
    const again = await t.call('POST', '/api/digests/unsubscribe', { body: { token } });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: { code: string } }).error.code).toBe('unsubscribe_link_used');

    // A mail client's one-click unsubscribe (RFC 8058): a form post from no origin, token in the URL.
    const oneClick = await t.app.request(`/api/digests/unsubscribe?token=${encodeURIComponent(other)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status, await oneClick.clone().text()).toBe(200);

    const settings = await getJson<DigestSettings>(t, owner, `/api/shops/${shopId}/digests/settings`);
    const state = new Map(
      settings.recipients.map((recipient) => [recipient.email, recipient.unsubscribedAt]),
    );
    expect(state.get('ucetni@firma.cz')).toBe(clock.toISOString());
    expect(state.get('client@agency.com')).toBe(clock.toISOString());
    expect(state.get(viewer.email)).toBeNull();
    expect((await t.call('POST', '/api/digests/unsubscribe', { body: { token: 'abc.def' } })).status).toBe(
      404,
    );
    expect((await t.call('POST', '/api/digests/unsubscribe', { body: {} })).status).toBe(422);
    // The other shop's recipients cannot be reached with this shop's anything.
    expect(
      (await t.call('GET', `/api/shops/${otherShopId}/digests/settings`, { cookie: owner.cookie })).status,
    ).toBe(404);
  });

  it('keeps the shared demo account from mailing outside addresses', async () => {
    const demo = await t.signUp(DEMO_EMAIL, 'Demo uživatel');
    const demoShop = await createShop(t, demo, 'Ukázka');
    const refused = await t.call('POST', `/api/shops/${demoShop}/digests/recipients`, {
      cookie: demo.cookie,
      body: { email: 'obet@example.cz', language: 'cs' },
    });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('digest_demo_external');
    const self = await t.call('POST', `/api/shops/${demoShop}/digests/recipients`, {
      cookie: demo.cookie,
      body: { userId: demo.id, language: 'cs' },
    });
    expect(self.status).toBe(201);
  });

  it("sends a preview to the caller's own address only, once, and logs it", async () => {
    const response = await t.call('POST', `/api/shops/${shopId}/digests/preview-email`, {
      cookie: viewer.cookie,
      body: { period: 'month', language: 'cs' },
    });
    expect(response.status, await response.clone().text()).toBe(202);
    await t.settle();
    const previews = t.emails.filter((email) =>
      email.subject.startsWith('[Náhled] Měsíční přehled Pražírna: říjen 2026'),
    );
    expect(previews.map((email) => email.to)).toEqual([viewer.email]);
    expect(previews[0]!.text).not.toContain('/unsubscribe');
    const log = await getJson<DigestDeliveryList>(t, viewer, `/api/shops/${shopId}/digests/deliveries`);
    expect(log.items.filter((item) => item.kind === 'preview')).toHaveLength(1);
    expect(log.items.find((item) => item.kind === 'preview')).toMatchObject({
      kind: 'preview',
      periodKey: 'month:2026-10',
      status: 'sent',
      email: viewer.email,
    });
  });
});
