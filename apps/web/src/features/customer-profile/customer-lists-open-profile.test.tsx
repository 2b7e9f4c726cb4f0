import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type {
  ClvForecastData,
  CustomerRepeatOrdersReport,
  CustomerRfmReport,
  Shop,
} from '@ziskomer/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { TooltipProvider } from '../../components/ui/tooltip.tsx';
import '../../lib/i18n.ts';
import { ClvTopCustomersCard } from '../analytics/clv/clv-top-customers-card.tsx';
import { RfmCustomersCard } from '../analytics/customers/rfm-customers-card.tsx';
import { TopCustomersCard } from '../analytics/customers/top-customers-card.tsx';
import { UpsellCard } from '../analytics/retention/upsell-card.tsx';
import { DEFAULT_REPORT_VIEW, toReportQuery } from '../analytics/shared/report-view.ts';
import { shopReportsKey } from '../analytics/shared/use-report.ts';

/** The hrefs of the links in rendered markup. */
const hrefs = (markup: string) => [...markup.matchAll(/<a [^>]*href="([^"]+)"/g)].map((match) => match[1]);
const render = (element: React.ReactElement, client = new QueryClient()) =>
  renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <TooltipProvider>{element}</TooltipProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );

// Issue 13: "No way into a customer" — every customer list opens the customer's profile.
describe("customer lists open the customer's profile", () => {
  it('the up-sell list of Opakované nákupy', () => {
    const data = {
      upsell: [
        {
          customerKey: 'jana@example.cz',
          name: 'Jana Nováková',
          email: 'jana@example.cz',
          phone: null,
          orders: 4,
          revenue: 8000,
          averageOrderValue: 2000,
          lastOrderDate: '2026-11-20T10:00:00.000Z',
          daysSinceLastOrder: 7,
          churnRisk: 'low',
        },
      ],
    } as Pick<CustomerRepeatOrdersReport, 'upsell'> as CustomerRepeatOrdersReport;
    const markup = render(<UpsellCard data={data} currency="CZK" timeZone="Europe/Prague" />);
    expect(hrefs(markup)).toContain('/analytics/customer/jana%40example.cz');
  });

  it('the CLV top customers, in the table and in the phone list', () => {
    const forecast = {
      horizons: [],
      topCustomers: [
        {
          customerKey: 'tel:420777123456',
          name: null,
          email: null,
          phone: '+420777123456',
          orders: 3,
          revenue: 4500,
          probabilityAlive: 0.8,
          expectedPurchases90: 0.6,
          expectedValue90: 900,
          expectedPurchases365: null,
          expectedValue365: null,
        },
      ],
    } as Pick<ClvForecastData, 'horizons' | 'topCustomers'> as ClvForecastData;
    const markup = render(<ClvTopCustomersCard forecast={forecast} currency="CZK" />);
    const links = hrefs(markup).filter((href) => href?.startsWith('/analytics/customer/'));
    expect(links).toEqual([
      '/analytics/customer/tel%3A420777123456',
      '/analytics/customer/tel%3A420777123456',
    ]);
  });

  it('the top customers of Zákazníci', () => {
    const markup = render(
      <TopCustomersCard
        customers={[
          {
            customerKey: 'petr@example.cz',
            name: 'Petr Svoboda',
            email: 'petr@example.cz',
            phone: null,
            orders: 9,
            revenue: 21_000,
            lastOrderDate: '2026-11-20T10:00:00.000Z',
            tier: 'high',
          },
        ]}
        currency="CZK"
        timeZone="Europe/Prague"
      />,
    );
    expect(hrefs(markup)).toContain('/analytics/customer/petr%40example.cz');
  });

  it("an RFM segment's customers, in the table and in the phone list", () => {
    const shop = {
      id: '7d3f2a1e-0000-4000-8000-000000000001',
      currency: 'CZK',
      timeZone: 'Europe/Prague',
    } as Shop;
    const client = new QueryClient();
    const query = toReportQuery(DEFAULT_REPORT_VIEW);
    query.set('segment', 'needAttention');
    query.set('page', '1');
    client.setQueryData([...shopReportsKey(shop.id), 'customer-rfm', query.toString()], {
      meta: {},
      data: {
        segmentCustomers: {
          segment: 'needAttention',
          page: 1,
          pageSize: 100,
          total: 1,
          rows: [
            {
              customerKey: 'eva@example.cz',
              email: 'eva@example.cz',
              name: 'Eva Malá',
              phone: '+420777000111',
              city: 'Brno',
              orders: 3,
              revenue: 6_500,
              lastOrderDate: '2026-02-01T10:00:00.000Z',
              recencyDays: 300,
              recency: 3,
              frequency: 3,
              monetary: 5,
              segment: 'needAttention',
            },
          ],
        },
      } as Pick<CustomerRfmReport, 'segmentCustomers'>,
    });
    const markup = render(
      <RfmCustomersCard
        shop={shop}
        view={DEFAULT_REPORT_VIEW}
        segment="needAttention"
        page={1}
        onPage={() => {}}
        onClose={() => {}}
      />,
      client,
    );
    const links = hrefs(markup).filter((href) => href?.startsWith('/analytics/customer/'));
    expect(links).toEqual(['/analytics/customer/eva%40example.cz', '/analytics/customer/eva%40example.cz']);
    // The phone list keeps the figures the table shows in its columns.
    expect(markup).toContain('3 objednávky · R 3 · F 3 · M 5');
  });
});
