import type { ClvForecastData, CustomerRepeatOrdersReport } from '@ziskomer/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { TooltipProvider } from '../../components/ui/tooltip.tsx';
import '../../lib/i18n.ts';
import { ClvTopCustomersCard } from '../analytics/clv/clv-top-customers-card.tsx';
import { UpsellCard } from '../analytics/retention/upsell-card.tsx';

/** The hrefs of the links in rendered markup. */
const hrefs = (markup: string) => [...markup.matchAll(/<a [^>]*href="([^"]+)"/g)].map((match) => match[1]);
const render = (element: React.ReactElement) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <TooltipProvider>{element}</TooltipProvider>
    </MemoryRouter>,
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
});
