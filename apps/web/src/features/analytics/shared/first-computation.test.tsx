import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { MarketingReport, ReportMeta, Shop, ShopSummary } from '@ziskomer/contracts';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { TooltipProvider } from '../../../components/ui/tooltip.tsx';
import '../../../lib/i18n.ts';
import SignedInHome from '../../home/signed-in-home.tsx';
import { PROJECTS_KEY, SHOPS_KEY } from '../../shops/use-shops.ts';
import MarketingPage from '../marketing/marketing-page.tsx';
import { DEFAULT_REPORT_VIEW, toReportQuery } from './report-view.ts';
import { shopReportsKey } from './use-report.ts';

const shop: Shop = {
  id: '7d3f2a1e-0000-4000-8000-000000000001',
  name: 'Demo kavárna',
  storeDomain: 'kavarna.cz',
  storeUrl: 'https://kavarna.cz',
  normalisedDomain: 'kavarna.cz',
  projectId: null,
  projectName: null,
  timeZone: 'Europe/Prague',
  currency: 'CZK',
  createdBy: 'user-1',
  createdAt: '2026-11-01T10:00:00.000Z',
  role: 'owner',
  isDefault: true,
  canEdit: true,
};

const NEVER_REFRESHED = { refreshedAt: null, refreshPending: true, refreshProgress: 0.43 };
const REFRESHED = { refreshedAt: '2026-11-27T09:00:00.000Z', refreshPending: false, refreshProgress: null };

const meta = (freshness: typeof NEVER_REFRESHED | typeof REFRESHED): ReportMeta => ({
  from: '2026-10-29',
  to: '2026-11-27',
  granularity: 'day',
  previous: null,
  currency: 'CZK',
  timeZone: 'Europe/Prague',
  today: '2026-11-27',
  hasOrders: true,
  firstOrderDay: '2024-01-02',
  lastOrderDay: '2026-11-27',
  ...freshness,
});

const zeroSlice = {
  adSpend: 12_000,
  revenue: 0,
  grossProfit: 0,
  orders: 0,
  newCustomers: 0,
  impressions: 0,
  clicks: 0,
  platformConversions: 0,
  platformConversionValue: 0,
  poas: 0,
  roas: 0,
  pno: null,
  costPerOrder: null,
  costPerNewCustomer: null,
  guidance: ['poas_below_break_even' as const],
};

/** What the half-filled rollups of a first refresh give: the ad spend is in, the orders are not yet. */
const zeroMarketing: MarketingReport = {
  hasAdSpend: true,
  breakEvenPoas: 1,
  pnoLimitPercent: 15,
  attribution: {
    attributed: { orders: 0, revenue: 0, grossProfit: 0, poas: 0, previousPoas: null },
    unattributed: { orders: 0, revenue: 0, grossProfit: 0 },
  },
  totals: zeroSlice,
  previous: null,
  split: {
    newCustomers: { orders: 0, revenue: 0, grossProfit: 0 },
    returning: { orders: 0, revenue: 0, grossProfit: 0 },
  },
  trend: [],
  channels: [{ ...zeroSlice, channel: 'google_ads' }],
  campaigns: [],
  scenario: null,
  quadrant: { quadrant: null, volume: null, profitBand: null, profitShare: null, ordersChange: null },
};

function render(element: ReactElement, client: QueryClient): string {
  client.setQueryData(SHOPS_KEY, [shop]);
  client.setQueryData(PROJECTS_KEY, []);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <TooltipProvider>{element}</TooltipProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  ).replaceAll(/\s/g, ' ');
}

function renderMarketing(freshness: typeof NEVER_REFRESHED | typeof REFRESHED): string {
  const client = new QueryClient();
  const search = toReportQuery(DEFAULT_REPORT_VIEW).toString();
  client.setQueryData([...shopReportsKey(shop.id), 'marketing', search], {
    meta: meta(freshness),
    data: zeroMarketing,
  });
  return render(<MarketingPage />, client);
}

// Issue 13: during a shop's first rollups refresh /analytics/marketing showed POAS 0,0×, 0 orders
// and recommendations built on them.
describe("an analytics report during the shop's first computation", () => {
  it('shows that the first figures are being computed, with the progress, and no figure', () => {
    const markup = renderMarketing(NEVER_REFRESHED);
    expect(markup).toContain('data-testid="first-computation"');
    expect(markup).toContain('Počítáme první čísla tohoto obchodu…');
    expect(markup).toContain('aria-valuenow="43"');
    expect(markup).toContain('43 %');
    expect(markup).not.toContain('0,0×');
    expect(markup).not.toContain('POAS celkem');
  });

  it('shows the figures once the rollups were refreshed (the same zeros are then true)', () => {
    const markup = renderMarketing(REFRESHED);
    expect(markup).not.toContain('data-testid="first-computation"');
    expect(markup).toContain('0,0×');
  });
});

describe("the home during the shop's first computation", () => {
  const summary = (freshness: typeof NEVER_REFRESHED | typeof REFRESHED): ShopSummary => {
    const zero = {
      revenue: 0,
      revenueWithoutVat: 0,
      orders: 0,
      margin: 0,
      marginPercent: null,
      averageOrderValue: null,
      cancelledOrders: 0,
      newCustomers: 0,
      estimatedMarginOrders: 0,
      adSpend: 12_000,
      poas: 0,
    };
    return {
      from: '2026-10-29',
      to: '2026-11-27',
      currency: 'CZK',
      current: zero,
      previous: zero,
      daily: [],
      hasOrders: true,
      hasAdSpend: true,
      lastOrderDay: '2024-03-01',
      ...freshness,
    };
  };
  const renderHome = (freshness: typeof NEVER_REFRESHED | typeof REFRESHED) => {
    const client = new QueryClient();
    client.setQueryData(['shop', shop.id, 'summary', 30], summary(freshness));
    return render(<SignedInHome />, client);
  };

  it('shows the first computation instead of the headline figures', () => {
    const markup = renderHome(NEVER_REFRESHED);
    expect(markup).toContain('Počítáme první čísla tohoto obchodu…');
    expect(markup).not.toContain('0,0×');
    expect(markup).not.toMatch(/>0 Kč</);
  });

  it('shows the headline figures once the rollups were refreshed', () => {
    const markup = renderHome(REFRESHED);
    expect(markup).not.toContain('Počítáme první čísla tohoto obchodu…');
    expect(markup).toContain('0,0×');
  });
});
