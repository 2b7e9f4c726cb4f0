import {
  type AgencyOverview,
  type Budget,
  type BudgetStatus,
  type CreatedApiKey,
  type CustomersReport,
  type LookerTable,
  lookerTableSchema,
  type MarketingReport,
  type OrderInput,
  type OrdersReport,
  type ProductMarginReport,
  type ShopSummary,
} from '@ziskomer/contracts';
import { withScope } from '@ziskomer/db';
import { countDays, estimateCssSavings } from '@ziskomer/domain';
import { catalogues } from '@ziskomer/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../helpers/test-db.ts';
import { createReportShop, type ReportShop } from './report-test-kit.ts';

/*
 * One shop, one period ("30 dní": 1.–30. 6. 2024 in Prague, today 30. 6.), and every endpoint
 * that feeds a screen showing a figure of that period: the home page (summary), the orders
 * report, the marketing report, the agency overview, the product margin report, the customers
 * report, the CSS calculator (its estimate from the marketing report) and the Looker Studio
 * tables (JSON and CSV, summed over the period's days as Looker Studio sums them). A figure shown
 * under the same label must be the same number on every screen, and where two screens show
 * different quantities their labels must differ and say why.
 *
 * The orders hold what makes screens drift apart: a returning customer, an order without a
 * customer, an order without a margin (the 30 % estimate), a cancelled order, an order after
 * midnight in Prague that is still the day before in UTC, and spend on two channels, one of them
 * a Shopping campaign.
 *
 * The orders' margins leave POAS without a short decimal (1 000 ÷ 700 = 1.428 571…, before
 * 500 ÷ 300 = 1.666…): a screen that rounds before computing the change shows another change.
 */
const ORDERS: OrderInput[] = [
  {
    orderId: 'A',
    orderDate: '2024-06-10T10:00:00+02:00',
    revenue: 1500,
    margin: 600,
    acquisitionSource: 'google',
    customerEmail: 'ann@example.cz',
    // Lines sum to 1 200 with margin 450: shipping and payment are in the order, not in its lines.
    items: [
      { productCode: 'K1', productName: 'Káva', quantity: 2, unitPrice: 400, margin: 300 },
      { productCode: 'H1', productName: 'Hrnek', quantity: 1, unitPrice: 400, margin: 150 },
    ],
  },
  {
    orderId: 'B',
    orderDate: '2024-06-29T22:30:00Z', // 30. 6. 00:30 in Prague: today, in the period.
    revenue: 1000,
    margin: 400,
    acquisitionSource: '(direct)',
    // Ann's second order: a returning customer's order on the customers report.
    customerEmail: 'Ann@Example.cz',
    items: [{ productCode: 'K1', productName: 'Káva', quantity: 2, unitPrice: 450, margin: 380 }],
  },
  {
    orderId: 'C',
    orderDate: '2024-05-20T10:00:00+02:00',
    revenue: 1200,
    margin: 500,
    acquisitionSource: 'sklik',
    customerEmail: 'cyd@example.cz',
  },
  {
    // No customer and no margin: counted with the 30 % estimate, outside every customer figure.
    orderId: 'D',
    orderDate: '2024-06-15T10:00:00+02:00',
    revenue: 800,
    acquisitionSource: 'facebook',
  },
  {
    orderId: 'E',
    orderDate: '2024-06-20T10:00:00+02:00',
    revenue: 5000,
    margin: 2000,
    cancelled: true,
    customerEmail: 'cyd@example.cz',
  },
  {
    // Cyd comes back (her first order is C in May).
    orderId: 'F',
    orderDate: '2024-06-25T10:00:00+02:00',
    revenue: 600,
    margin: 200,
    acquisitionSource: 'sklik',
    customerEmail: 'cyd@example.cz',
  },
];
const TODAY = '2024-06-30';

describe.each(testEngines)('same label, same number across screens on %s', (engine) => {
  let shop: ReportShop;

  beforeAll(async () => {
    shop = await createReportShop(engine, { now: new Date('2024-06-30T08:00:00Z') });
    await shop.addOrders(ORDERS);
    await withScope(shop.t.deps.db, { userId: shop.owner.id, shopId: shop.shopId }, (trx) =>
      trx
        .insertInto('ad_spend')
        .values([
          {
            shop_id: shop.shopId,
            day: '2024-06-12',
            channel: 'google_ads',
            campaign: 'Léto',
            cost: 700,
            source: 'api',
          },
          {
            shop_id: shop.shopId,
            day: '2024-06-14',
            channel: 'google_ads',
            campaign: 'Shopping – káva',
            cost: 400,
            source: 'api',
          },
          {
            shop_id: shop.shopId,
            day: '2024-06-16',
            channel: 'meta',
            campaign: 'Prospecting',
            cost: 200,
            source: 'api',
          },
          {
            shop_id: shop.shopId,
            day: '2024-05-20',
            channel: 'sklik',
            campaign: 'Vše',
            cost: 300,
            source: 'api',
          },
        ])
        .execute(),
    );
  });
  afterAll(() => shop.close());

  const get = async <T>(path: string): Promise<T> => {
    await shop.t.settle();
    const response = await shop.t.call('GET', path, { cookie: shop.owner.cookie });
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as T;
  };
  const relativeChange = (current: number | null, previous: number | null) =>
    current === null || previous === null || previous === 0
      ? null
      : (current - previous) / Math.abs(previous);

  it('shows the same revenue, margin, spend and POAS (and its change) for the same 30 days', async () => {
    const home = await get<ShopSummary>(`/api/shops/${shop.shopId}/summary?days=30`);
    const orders = (await shop.report<OrdersReport>('orders', 'period=30d&compare=true')).data;
    const marketing = await shop.report<MarketingReport>('marketing', 'period=30d&compare=true');
    const agency = await get<{ data: AgencyOverview } | AgencyOverview>('/api/agency?period=30d');
    const agencyRow = ('data' in agency ? agency.data : agency).shops.find(
      (row) => row.shop.id === shop.shopId,
    )!;

    // The same days.
    expect({ from: home.from, to: home.to }).toEqual({ from: marketing.meta.from, to: marketing.meta.to });
    expect(agencyRow.period).toEqual({ from: home.from, to: home.to });

    // "Tržby" and "Marže" / "Hrubý zisk": home, orders report, marketing and agency.
    expect(home.current.revenue).toBe(3900);
    expect(home.current.orders).toBe(4);
    expect(orders.totals.orders).toBe(home.current.orders);
    for (const revenue of [orders.totals.revenue, marketing.data.totals.revenue, agencyRow.figures.revenue]) {
      expect(revenue).toBe(home.current.revenue);
    }
    // 600 + 400 + 200 of the shop's own, and D's 30 % estimate.
    expect(home.current.margin).toBe(1440);
    expect(home.current.estimatedMarginOrders).toBe(1);
    for (const margin of [
      orders.totals.margin,
      marketing.data.totals.grossProfit,
      agencyRow.figures.grossProfit,
    ]) {
      expect(margin).toBe(home.current.margin);
    }
    expect(home.previous.margin).toBe(orders.previousTotals?.margin);
    expect(home.previous.margin).toBe(agencyRow.previous.grossProfit);

    // "Náklady na reklamu" and "POAS" (the blended one: all gross profit ÷ all spend).
    expect(home.current.adSpend).toBe(1300);
    expect(marketing.data.totals.adSpend).toBe(home.current.adSpend);
    expect(agencyRow.figures.adSpend).toBe(home.current.adSpend);
    expect(home.current.poas).toBe(marketing.data.totals.poas);
    expect(home.current.poas).toBe(agencyRow.figures.poas);
    expect(home.previous.poas).toBe(marketing.data.previous?.poas);
    expect(home.previous.poas).toBe(agencyRow.previous.poas);
    // One name for the blended POAS on every screen that shows it.
    for (const language of ['cs', 'en'] as const) {
      const catalogue = catalogues[language];
      expect(catalogue.home.metrics.poas).toBe(catalogue.analyticsMarketing.metrics.poasTotal);
      expect(catalogue.agency.columns.poas).toBe(catalogue.analyticsMarketing.metrics.poasTotal);
    }
    // So the change under "POAS" is the same on the home and the agency page.
    expect(relativeChange(home.current.poas, home.previous.poas)).toBe(
      relativeChange(agencyRow.figures.poas, agencyRow.previous.poas),
    );
  });

  it('labels the product margin differently from the order margin, and says why they differ', async () => {
    const home = await get<ShopSummary>(`/api/shops/${shop.shopId}/summary?days=30`);
    const products = (await shop.report<ProductMarginReport>('product-margin', 'period=30d')).data;
    // Lines: 300 + 150 + 380 = 830, orders 1 000: shipping, payment and order discounts are in
    // the orders only, so the line sum is another quantity.
    expect(products.totals.margin).toBe(830);
    expect(products.totals.margin).not.toBe(home.current.margin);
    for (const language of ['cs', 'en'] as const) {
      const catalogue = catalogues[language];
      const homeLabel = catalogue.home.metrics.margin;
      const ordersLabel = catalogue.analyticsOrders.metrics.margin.label;
      const productLabel = catalogue.analyticsProducts.margin.metrics.margin;
      expect(ordersLabel).toBe(homeLabel);
      expect(productLabel).not.toBe(homeLabel);
      // The definition under the product label names the order margin it differs from.
      expect(catalogue.analyticsProducts.margin.metrics.marginDefinition).toMatch(
        language === 'cs' ? /objednáv/ : /order/,
      );
    }
  });

  it('shows on the customers report the orders, revenue and new customers of the other screens', async () => {
    const home = await get<ShopSummary>(`/api/shops/${shop.shopId}/summary?days=30`);
    const customers = await shop.report<CustomersReport>('customers', 'period=30d&compare=true');
    const marketing = (await shop.report<MarketingReport>('marketing', 'period=30d')).data;
    expect({ from: customers.meta.from, to: customers.meta.to }).toEqual({ from: home.from, to: home.to });
    const period = customers.data.period;
    // Ann is new (A) and back (B), Cyd returns (F; E is cancelled), D has no customer.
    expect(period).toMatchObject({
      activeCustomers: 2,
      newCustomers: 1,
      returningCustomers: 1,
      newOrders: 1,
      newRevenue: 1500,
      returningOrders: 2,
      returningRevenue: 1600,
      anonymousOrders: 1,
      anonymousRevenue: 800,
    });
    // The split card's "Objednávky" and "Tržby" add up the three parts: the home's figures.
    expect(period.newOrders + period.returningOrders + period.anonymousOrders).toBe(home.current.orders);
    expect(period.newRevenue + period.returningRevenue + period.anonymousRevenue).toBe(home.current.revenue);
    // The trend's buckets add up to the period (Looker's customers table is that trend).
    const trendSum = (key: 'newOrders' | 'newRevenue' | 'returningOrders' | 'returningRevenue') =>
      customers.data.trend.reduce((sum, point) => sum + point[key], 0);
    expect(trendSum('newOrders')).toBe(period.newOrders);
    expect(trendSum('newRevenue')).toBe(period.newRevenue);
    expect(trendSum('returningOrders')).toBe(period.returningOrders);
    expect(trendSum('returningRevenue')).toBe(period.returningRevenue);
    // "Noví zákazníci": the customers report, the home's figures and the marketing split.
    expect(home.current.newCustomers).toBe(period.newCustomers);
    expect(marketing.split.newCustomers.orders).toBe(period.newOrders);
    expect(marketing.split.newCustomers.revenue).toBe(period.newRevenue);
    expect(customers.data.previous?.newCustomers).toBe(home.previous.newCustomers);
    // "Objednávky za 30 dní" and "Tržby za 30 dní" are the home's 30 days, change included.
    expect(customers.data.stats.last30Days).toEqual({
      from: home.from,
      to: home.to,
      orders: home.current.orders,
      revenue: home.current.revenue,
    });
    expect(customers.data.stats.previous30Days).toMatchObject({
      orders: home.previous.orders,
      revenue: home.previous.revenue,
    });
    expect(customers.data.stats.ordersGrowth).toBe(relativeChange(home.current.orders, home.previous.orders));
    expect(customers.data.stats.revenueGrowth).toBe(
      relativeChange(home.current.revenue, home.previous.revenue),
    );

    for (const language of ['cs', 'en'] as const) {
      const catalogue = catalogues[language];
      const overview = catalogue.analyticsCustomers.overview;
      expect(overview.split.orders).toBe(catalogue.home.metrics.orders);
      expect(overview.split.revenue).toBe(catalogue.home.metrics.revenue);
      expect(overview.metrics.new).toBe(catalogue.analyticsMarketing.split.newCustomers);
      // The marketing split's other part holds the orders without a customer too, so it is
      // another quantity than the customers report's returning customers, and says so.
      const marketingRest = catalogue.analyticsMarketing.split.returning;
      expect(marketingRest).not.toBe(overview.split.returning);
      expect(marketingRest).toMatch(language === 'cs' ? /anonymní/ : /anonymous/);
    }
  });

  it("gives the CSS calculator the marketing report's Google Ads spend", async () => {
    // The calculator asks for the period by months; the marketing page by its own granularity.
    const asked = await shop.report<MarketingReport>('marketing', 'period=30d&granularity=month');
    const estimate = estimateCssSavings(asked.data, countDays(asked.meta));
    const marketing = (await shop.report<MarketingReport>('marketing', 'period=30d')).data;
    const googleAds = marketing.channels.find((row) => row.channel === 'google_ads')!;
    expect(googleAds.adSpend).toBe(1100);
    // "Google Ads celkem" and the Google Ads row of the marketing page's channels.
    expect(estimate.googleAdsSpend).toBe(googleAds.adSpend);
    // "Náklady na Shopping a PMax": the campaign rows of the marketing page it names.
    expect(estimate.basis).toBe('shopping-campaigns');
    expect(estimate.campaigns.map((row) => row.name)).toEqual(['Shopping – káva']);
    const shopping = marketing.campaigns.find((row) => row.campaign === 'Shopping – káva')!;
    expect(estimate.spend).toBe(shopping.adSpend);
    // The year's pace is the period's: 30 days, not the 31 of a month bucket.
    expect(countDays(asked.meta)).toBe(30);
    expect(estimate.yearlyHigh).toBe(Math.round(400 * 0.2 * (365 / 30)));
    // The calculator names the spend as every other screen does.
    for (const language of ['cs', 'en'] as const) {
      const catalogue = catalogues[language];
      const tiles = catalogue.css.calculator.tiles;
      const spendWord = language === 'cs' ? /^Náklady/ : /spend/i;
      expect(tiles.spend['all-google-ads']).toMatch(spendWord);
      expect(tiles.spend['shopping-campaigns']).toMatch(spendWord);
      expect(tiles.googleAds).toContain(catalogue.analyticsMarketing.channel.google_ads);
    }
  });

  it('gives Looker Studio, summed over the days, the numbers the screens show for the period', async () => {
    const created = await shop.t.call('POST', `/api/shops/${shop.shopId}/api-keys`, {
      cookie: shop.owner.cookie,
      body: { name: 'Looker Studio' },
    });
    expect(created.status).toBe(201);
    const { key } = (await created.json()) as CreatedApiKey;
    const table = async (dataset: string): Promise<LookerTable> => {
      const response = await shop.t.app.request(`/api/v1/looker/${dataset}?period=30d`, {
        headers: { authorization: `Bearer ${key}` },
      });
      expect(response.status, await response.clone().text()).toBe(200);
      return lookerTableSchema.parse(await response.json());
    };
    const at = (data: LookerTable, name: string) => {
      const index = data.schema.findIndex((field) => field.name === name);
      expect(index, name).toBeGreaterThanOrEqual(0);
      return index;
    };
    const cents = (value: number) => Math.round(value * 100) / 100;
    const sum = (data: LookerTable, name: string, rows = data.rows) =>
      cents(rows.reduce((total, row) => total + Number(row.values[at(data, name)] ?? 0), 0));
    const field = (data: LookerTable, name: string) => data.schema[at(data, name)]!;

    const home = await get<ShopSummary>(`/api/shops/${shop.shopId}/summary?days=30`);
    const marketing = (await shop.report<MarketingReport>('marketing', 'period=30d')).data;
    const customers = (await shop.report<CustomersReport>('customers', 'period=30d')).data;

    const daily = await table('daily');
    expect({ from: daily.from, to: daily.to }).toEqual({ from: home.from, to: home.to });
    expect(daily.rows).toHaveLength(30);
    expect(daily.rows.at(-1)!.values[0]).toBe(TODAY.replaceAll('-', ''));
    expect(sum(daily, 'revenue')).toBe(home.current.revenue);
    expect(sum(daily, 'orders')).toBe(home.current.orders);
    expect(sum(daily, 'margin')).toBe(home.current.margin);
    expect(sum(daily, 'ad_spend')).toBe(home.current.adSpend);
    expect(sum(daily, 'gross_profit')).toBe(marketing.totals.grossProfit);
    // The POAS field's own recipe for several rows gives the home's and marketing's POAS celkem.
    const blended = Math.round((sum(daily, 'gross_profit') / sum(daily, 'ad_spend')) * 1000) / 1000;
    expect(blended).toBe(home.current.poas);
    expect(field(daily, 'poas').description).toContain('SUM(gross_profit) / SUM(ad_spend)');

    // The CSV a Google Sheet imports carries the same numbers.
    const csv = await shop.t.app.request(`/api/v1/looker/daily/csv?period=30d&key=${key}`);
    expect(csv.status).toBe(200);
    const [header, ...lines] = (await csv.text()).trimEnd().split('\r\n');
    const columns = header!.split(',');
    const csvSum = (name: string) =>
      cents(lines.reduce((total, line) => total + Number(line.split(',')[columns.indexOf(name)] || 0), 0));
    for (const name of ['revenue', 'orders', 'margin', 'ad_spend', 'gross_profit']) {
      expect(csvSum(name), name).toBe(sum(daily, name));
    }

    const customerTable = await table('customers');
    expect(sum(customerTable, 'new_customers')).toBe(customers.period.newCustomers);
    expect(sum(customerTable, 'new_revenue')).toBe(customers.period.newRevenue);
    expect(sum(customerTable, 'returning_orders')).toBe(customers.period.returningOrders);
    expect(sum(customerTable, 'returning_revenue')).toBe(customers.period.returningRevenue);

    // Per channel and per campaign, the days add up to the marketing page's rows.
    const channels = await table('channels');
    const channelAt = at(channels, 'channel');
    expect(new Set(channels.rows.map((row) => row.values[channelAt]))).toEqual(
      new Set(marketing.channels.map((row) => row.channel)),
    );
    for (const row of marketing.channels) {
      const rows = channels.rows.filter((candidate) => candidate.values[channelAt] === row.channel);
      expect(
        {
          adSpend: sum(channels, 'ad_spend', rows),
          orders: sum(channels, 'orders', rows),
          revenue: sum(channels, 'revenue', rows),
          grossProfit: sum(channels, 'gross_profit', rows),
        },
        row.channel,
      ).toEqual({
        adSpend: row.adSpend,
        orders: row.orders,
        revenue: row.revenue,
        grossProfit: row.grossProfit,
      });
    }
    const campaigns = await table('campaigns');
    for (const row of marketing.campaigns) {
      const rows = campaigns.rows.filter(
        (candidate) =>
          candidate.values[at(campaigns, 'channel')] === row.channel &&
          candidate.values[at(campaigns, 'campaign')] === row.campaign,
      );
      expect(
        { adSpend: sum(campaigns, 'ad_spend', rows), grossProfit: sum(campaigns, 'gross_profit', rows) },
        row.campaign,
      ).toEqual({ adSpend: row.adSpend, grossProfit: row.grossProfit });
    }

    // Looker's labels are the English screens' labels for the same figures; the blended POAS of
    // the daily table is named as on the home and marketing pages, the per-channel one "POAS".
    const en = catalogues.en;
    expect(field(daily, 'revenue').label).toBe(en.home.metrics.revenue);
    expect(field(daily, 'orders').label).toBe(en.home.metrics.orders);
    expect(field(daily, 'margin').label).toBe(en.home.metrics.margin);
    expect(field(daily, 'ad_spend').label).toBe(en.analyticsMarketing.metrics.adSpend);
    expect(field(daily, 'gross_profit').label).toBe(en.analyticsMarketing.columns.grossProfit);
    expect(field(daily, 'poas').label).toBe(en.home.metrics.poas);
    expect(field(channels, 'poas').label).toBe(en.analyticsMarketing.columns.poas);
    expect(field(channels, 'poas').label).not.toBe(field(daily, 'poas').label);
    expect(field(customerTable, 'new_customers').label).toBe(en.analyticsCustomers.overview.metrics.new);
  });

  it("shows on the budget the channels' POAS of the marketing page, and names its spend-weighted average apart", async () => {
    // A June budget (the same days as "30 dní") over every channel that spent or brought orders.
    const created = await shop.t.call('POST', `/api/shops/${shop.shopId}/budgets`, {
      cookie: shop.owner.cookie,
      body: {
        name: 'Červen',
        totalBudget: 3000,
        startDate: '2024-06-01',
        channels: [
          { channel: 'google_ads', allocated: 1500 },
          { channel: 'meta', allocated: 1000 },
          { channel: 'sklik', allocated: 500 },
        ],
      },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const budget = (await created.json()) as Budget;
    const status = await get<BudgetStatus>(`/api/shops/${shop.shopId}/budgets/${budget.id}/status`);
    const home = await get<ShopSummary>(`/api/shops/${shop.shopId}/summary?days=30`);
    const marketing = (await shop.report<MarketingReport>('marketing', 'period=30d')).data;
    expect({ from: status.period.from, to: status.period.to }).toEqual({ from: home.from, to: home.to });

    // "POAS" of each channel: the budget's channel table and the marketing page's channel rows.
    for (const row of status.channels) {
      const channel = marketing.channels.find((candidate) => candidate.channel === row.channel)!;
      expect({ spent: row.spent, grossProfit: row.grossProfit, poas: row.poas }, row.channel).toEqual({
        spent: channel.adSpend,
        grossProfit: channel.grossProfit,
        poas: channel.poas,
      });
    }
    // The whole budget covers every ad channel: its POAS is the marketing page's "POAS reklamních
    // kanálů" (A 600 + D's estimate 240 + F 200 = 1 040 ÷ 1 300).
    expect(status.poas).toBe(0.8);
    expect(status.poas).toBe(marketing.attribution.attributed.poas);

    // "Průměrné POAS kanálů s útratou" weights each channel's POAS by its spend: Sklik, with
    // orders but no spend in June, has no POAS and drops out (600 + 240 = 840 ÷ 1 300). So it is
    // neither the whole budget's POAS nor "POAS celkem" (1 440 ÷ 1 300) of the home page.
    const average = status.suggestion!.averagePoas;
    expect(average).toBe(Math.round((840 / 1300) * 1000) / 1000);
    expect(average).not.toBe(status.poas);
    expect(average).not.toBe(home.current.poas);
    for (const language of ['cs', 'en'] as const) {
      const catalogue = catalogues[language];
      const label = catalogue.budgets.suggestion.average.replace(' {{value}}', '');
      const marketingLabels = catalogue.analyticsMarketing.metrics;
      for (const other of [
        marketingLabels.poasTotal,
        marketingLabels.poasAttributed,
        catalogue.home.metrics.poas,
      ]) {
        expect(label).not.toBe(other);
      }
      // The text under it names that label and the two figures it differs from, and why.
      const explanation = catalogue.budgets.suggestion.explanation;
      expect(explanation).toContain(label);
      expect(explanation).toContain(marketingLabels.poasTotal);
      expect(explanation).toContain(catalogue.budgets.alerts.wholeBudget);
      expect(explanation).toMatch(language === 'cs' ? /bez útraty/ : /without spend/);
    }
  });
});
