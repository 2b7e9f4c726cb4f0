import {
  type CreatedApiKey,
  type CustomersReport,
  type LookerTable,
  lookerTableSchema,
  type MarketingReport,
  type OrderInput,
  type OrdersReport,
} from '@ziskomer/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestUser } from '../helpers/test-app.ts';
import { createTestApp } from '../helpers/test-app.ts';
import { testEngines } from '../helpers/test-db.ts';
import { createShop } from './imports-test-kit.ts';

const RANGE = 'period=custom&from=2024-12-29&to=2025-01-02';
const FORMULA_CAMPAIGN = '=HYPERLINK("https://zlo.example/","klik")';

const order = (
  id: string,
  day: string,
  revenue: number,
  overrides: Partial<OrderInput> = {},
): OrderInput => ({
  orderId: id,
  orderDate: `${day}T10:15:00+01:00`,
  customerEmail: `zakaznik-${id}@example.cz`,
  revenue,
  paid: true,
  acquisitionSource: 'google',
  acquisitionCampaign: FORMULA_CAMPAIGN,
  items: [
    {
      productCode: 'KAV-250',
      productName: 'Káva 250 g',
      quantity: 1,
      unitPrice: revenue,
      margin: revenue / 4,
    },
  ],
  ...overrides,
});

describe.each(testEngines)('Looker Studio tables and embed on %s', (engine) => {
  let t: TestApp;
  let owner: TestUser;
  let stranger: TestUser;
  let shopId: string;
  let key: string;
  let strangerKey: string;

  const api = (path: string, apiKey: string | null, headers: Record<string, string> = {}) =>
    Promise.resolve(
      t.app.request(path, { headers: apiKey ? { authorization: `Bearer ${apiKey}`, ...headers } : headers }),
    );
  const table = async (dataset: string, apiKey = key): Promise<LookerTable> => {
    const response = await api(`/api/v1/looker/${dataset}?${RANGE}`, apiKey);
    expect(response.status, await response.clone().text()).toBe(200);
    return lookerTableSchema.parse(await response.json());
  };
  const report = async <T>(id: string, query: string): Promise<T> => {
    const response = await t.call('GET', `/api/shops/${shopId}/analytics/${id}?${query}`, {
      cookie: owner.cookie,
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { data: T }).data;
  };
  const column = (data: LookerTable, name: string) => {
    const index = data.schema.findIndex((field) => field.name === name);
    expect(index, name).toBeGreaterThanOrEqual(0);
    return data.rows.map((row) => row.values[index]);
  };

  async function createKey(user: TestUser, shop: string): Promise<string> {
    const response = await t.call('POST', `/api/shops/${shop}/api-keys`, {
      cookie: user.cookie,
      body: { name: 'Looker Studio' },
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as CreatedApiKey).key;
  }

  beforeAll(async () => {
    t = await createTestApp(engine);
    owner = await t.signUp(`looker-owner-${engine}@example.cz`, 'Majitelka');
    stranger = await t.signUp(`looker-stranger-${engine}@example.cz`, 'Cizinec');
    shopId = await createShop(t, owner, 'Pražírna');
    const strangerShop = await createShop(t, stranger, 'Cizí pražírna');
    key = await createKey(owner, shopId);
    strangerKey = await createKey(stranger, strangerShop);

    const orders = [
      order('L-1', '2024-12-30', 1210),
      order('L-2', '2024-12-30', 605, { acquisitionSource: 'sklik', acquisitionCampaign: 'Zimní výprodej' }),
      order('L-3', '2024-12-31', 2420, { customerEmail: 'zakaznik-L-1@example.cz' }),
    ];
    const posted = await t.app.request('/api/v1/orders', {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ orders }),
    });
    expect(posted.status).toBe(200);
    const rows = [
      {
        date: '2024-12-30',
        channel: 'google_ads',
        campaign: FORMULA_CAMPAIGN,
        cost: 300,
        clicks: 40,
        impressions: 900,
      },
      {
        date: '2024-12-31',
        channel: 'google_ads',
        campaign: FORMULA_CAMPAIGN,
        cost: 250,
        clicks: 31,
        impressions: 700,
      },
      {
        date: '2024-12-30',
        channel: 'sklik',
        campaign: 'Zimní výprodej',
        cost: 120,
        clicks: 12,
        impressions: 300,
      },
    ];
    const spent = await t.app.request('/api/v1/ad-spend', {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ rows }),
    });
    expect(spent.status, await spent.clone().text()).toBe(200);
    await t.settle();
  });
  afterAll(() => t.close());

  it('answers 401 without a key, with a malformed or unknown key, and 404 for an unknown table', async () => {
    for (const apiKey of [null, 'nesmysl', `zk_live_${'a'.repeat(40)}`]) {
      const response = await api(`/api/v1/looker/daily?${RANGE}`, apiKey);
      expect(response.status).toBe(401);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('unauthenticated');
    }
    const csv = await api(`/api/v1/looker/daily/csv?${RANGE}&key=nesmysl`, null);
    expect(csv.status).toBe(401);
    expect((await api(`/api/v1/looker/orders?${RANGE}`, key)).status).toBe(404);
    expect((await api(`/api/v1/looker/..%2Fsql?${RANGE}`, key)).status).toBe(404);
  });

  it("gives another shop's key only that shop's rows, whatever the query names", async () => {
    const theirs = await api(`/api/v1/looker/daily?${RANGE}&shopId=${shopId}`, strangerKey);
    expect(theirs.status).toBe(200);
    const data = lookerTableSchema.parse(await theirs.json());
    expect(column(data, 'revenue').every((value) => value === 0)).toBe(true);
    expect(column(data, 'orders').every((value) => value === 0)).toBe(true);
    const campaigns = await table('campaigns', strangerKey);
    expect(campaigns.rows).toEqual([]);
  });

  it('describes every table as a community connector schema with rows in field order', async () => {
    for (const dataset of ['daily', 'channels', 'campaigns', 'customers']) {
      const data = await table(dataset);
      expect(data.dataset).toBe(dataset);
      expect(data).toMatchObject({ from: '2024-12-29', to: '2025-01-02', currency: 'CZK' });
      expect(data.schema[0]).toMatchObject({
        name: 'date',
        dataType: 'STRING',
        semantics: { conceptType: 'DIMENSION', semanticType: 'YEAR_MONTH_DAY' },
      });
      expect(new Set(data.schema.map((field) => field.name)).size).toBe(data.schema.length);
      for (const field of data.schema) {
        expect(field.description.length).toBeGreaterThan(10);
        if (field.semantics.semanticType.startsWith('CURRENCY_')) {
          expect(field.semantics.semanticType).toBe('CURRENCY_CZK');
        }
      }
      for (const row of data.rows) {
        expect(row.values).toHaveLength(data.schema.length);
        expect(row.values[0]).toMatch(/^\d{8}$/);
      }
    }
    const daily = await table('daily');
    expect(column(daily, 'date')).toEqual(['20241229', '20241230', '20241231', '20250101', '20250102']);
  });

  it('has the numbers of the app’s orders, marketing and customers reports for the same days', async () => {
    const query = `${RANGE}&granularity=day`;
    const orders = await report<OrdersReport>('orders', query);
    const marketing = await report<MarketingReport>('marketing', query);
    const daily = await table('daily');
    expect(column(daily, 'revenue')).toEqual(orders.trend.map((point) => point.revenue));
    expect(column(daily, 'orders')).toEqual(orders.trend.map((point) => point.orders));
    expect(column(daily, 'margin')).toEqual(orders.trend.map((point) => point.margin));
    expect(column(daily, 'ad_spend')).toEqual(marketing.trend.map((point) => point.adSpend));
    expect(column(daily, 'poas')).toEqual(marketing.trend.map((point) => point.poas));
    expect(column(daily, 'revenue').reduce((a, b) => Number(a) + Number(b), 0)).toBe(4235);
    expect(column(daily, 'ad_spend')[1]).toBe(420);
    // PNO of 30 December: 420 of ad spend against that day's revenue.
    const dec30 = marketing.trend[1]!;
    expect(column(daily, 'pno')[1]).toBe(Math.round((dec30.adSpend / dec30.revenue) * 100_000) / 1000);

    const customers = await report<CustomersReport>('customers', query);
    const customerTable = await table('customers');
    expect(column(customerTable, 'new_customers')).toEqual(customers.trend.map((point) => point.newOrders));
    expect(column(customerTable, 'returning_orders')).toEqual(
      customers.trend.map((point) => point.returningOrders),
    );
    expect(column(customerTable, 'returning_revenue')).toEqual(
      customers.trend.map((point) => point.returningRevenue),
    );

    // Channels and campaigns of one day are that day's marketing report.
    const day = await report<MarketingReport>('marketing', 'period=custom&from=2024-12-30&to=2024-12-30');
    const channels = await table('channels');
    const channelRows = channels.rows.filter((row) => row.values[0] === '20241230');
    expect(channelRows.map((row) => row.values.slice(1, 3))).toEqual(
      day.channels.map((slice) => [slice.channel, slice.adSpend]),
    );
    const campaigns = await table('campaigns');
    const campaignRows = campaigns.rows.filter((row) => row.values[0] === '20241230');
    const poasAt = campaigns.schema.findIndex((field) => field.name === 'poas');
    expect(campaignRows.map((row) => [row.values[3], row.values[4], row.values[poasAt]])).toEqual(
      day.campaigns.map((slice) => [slice.campaign, slice.adSpend, slice.poas]),
    );
    expect(campaignRows.length).toBeGreaterThan(0);
  });

  it('serves CSV with the key in the query, formula-leading cells escaped', async () => {
    const response = await api(`/api/v1/looker/campaigns/csv?${RANGE}&key=${key}`, null);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    const text = await response.text();
    const [header, ...lines] = text.trimEnd().split('\r\n');
    expect(header).toBe(
      'date,channel,account,campaign,ad_spend,impressions,clicks,orders,revenue,gross_profit,poas,roas,pno',
    );
    expect(lines.length).toBeGreaterThan(0);
    expect(text).not.toMatch(/(^|,)=HYPERLINK/m);
    expect(text).toContain(`"'=HYPERLINK(""https://zlo.example/"",""klik"")"`);
    expect(lines[0]).toMatch(/^2024-12-30,/);
    // The header key still wins over a query key.
    const both = await api(`/api/v1/looker/daily/csv?${RANGE}&key=nesmysl`, key);
    expect(both.status).toBe(200);
  });

  it('refuses periods longer than a table covers and reversed periods', async () => {
    const long = await api('/api/v1/looker/campaigns?period=1y', key);
    expect(long.status).toBe(422);
    expect(((await long.json()) as { error: { code: string } }).error.code).toBe('looker_period_too_long');
    expect((await api('/api/v1/looker/daily?period=1y', key)).status).toBe(200);
    expect((await api('/api/v1/looker/daily?period=custom&from=2025-01-02&to=2024-12-01', key)).status).toBe(
      422,
    );
    expect((await api('/api/v1/looker/daily?period=custom&from=2024-02-30&to=2024-03-01', key)).status).toBe(
      400,
    );
    expect((await api('/api/v1/looker/daily?period=forever', key)).status).toBe(422);
  });

  it('saves only Looker Studio embed addresses, with a clear error for any other', async () => {
    const path = `/api/shops/${shopId}/looker/embed`;
    const empty = await t.call('GET', path, { cookie: owner.cookie });
    expect(await empty.json()).toEqual({ embedUrl: null, updatedAt: null });

    const refused = [
      'https://evil.example/embed/reporting/abc',
      'http://lookerstudio.google.com/embed/reporting/abc',
      'https://lookerstudio.google.com.evil.example/embed/reporting/abc',
      'https://lookerstudio.google.com/reporting/abc/page/1',
      'https://user:pw@lookerstudio.google.com/embed/reporting/abc',
      'https://lookerstudio.google.com:8443/embed/reporting/abc',
      'javascript:alert(1)',
      `https://lookerstudio.google.com/embed/${'a'.repeat(2000)}`,
      '',
    ];
    for (const embedUrl of refused) {
      const response = await t.call('PUT', path, {
        cookie: owner.cookie,
        body: { embedUrl },
        headers: { 'accept-language': 'cs' },
      });
      expect(response.status, embedUrl).toBe(422);
      const body = (await response.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe('looker_embed_url_invalid');
      expect(body.error.message).toContain('https://lookerstudio.google.com/embed/');
    }

    const url = 'https://lookerstudio.google.com/embed/reporting/1a2b3c/page/p_xyz';
    const saved = await t.call('PUT', path, { cookie: owner.cookie, body: { embedUrl: ` ${url} ` } });
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as { embedUrl: string }).embedUrl).toBe(url);
    const old = 'https://datastudio.google.com/embed/reporting/9z/page/1';
    expect((await t.call('PUT', path, { cookie: owner.cookie, body: { embedUrl: old } })).status).toBe(200);
    const read = (await (await t.call('GET', path, { cookie: owner.cookie })).json()) as { embedUrl: string };
    expect(read.embedUrl).toBe(old);

    expect((await t.call('DELETE', path, { cookie: owner.cookie })).status).toBe(204);
    const gone = (await (await t.call('GET', path, { cookie: owner.cookie })).json()) as { embedUrl: null };
    expect(gone.embedUrl).toBeNull();
  });
});
