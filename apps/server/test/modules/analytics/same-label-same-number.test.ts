import type {
  AgencyOverview,
  MarketingReport,
  OrderInput,
  OrdersReport,
  ProductMarginReport,
  ShopSummary,
} from '@ziskomer/contracts';
import { withScope } from '@ziskomer/db';
import { catalogues } from '@ziskomer/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../helpers/test-db.ts';
import { createReportShop, type ReportShop } from './report-test-kit.ts';

/*
 * One shop, one period ("30 dní": 1.–30. 6. 2024 in Prague, today 30. 6.), and every endpoint
 * that feeds a screen showing a figure of that period: the home page (summary), the orders
 * report, the marketing report, the agency overview and the product margin report. A figure shown
 * under the same label must be the same number on every screen, and where two screens show
 * different quantities their labels must differ and say why.
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
    items: [{ productCode: 'K1', productName: 'Káva', quantity: 2, unitPrice: 450, margin: 380 }],
  },
  {
    orderId: 'C',
    orderDate: '2024-05-20T10:00:00+02:00',
    revenue: 1200,
    margin: 500,
    acquisitionSource: 'sklik',
  },
];

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
    expect(home.current.revenue).toBe(2500);
    for (const revenue of [orders.totals.revenue, marketing.data.totals.revenue, agencyRow.figures.revenue]) {
      expect(revenue).toBe(home.current.revenue);
    }
    expect(home.current.margin).toBe(1000);
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
    expect(home.current.adSpend).toBe(700);
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
});
