import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ShopSummary } from '@ziskomer/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import '../../lib/i18n.ts';
import { ImportStep } from './import-step.tsx';

const shop = { id: 'shop-1', name: 'Demo kavárna' };

/** The step as it renders once the shop's summary (last 30 days) has arrived. */
function renderStep(summary: Pick<ShopSummary, 'hasOrders'> & { current: { orders: number } }) {
  const client = new QueryClient();
  client.setQueryData(['shop', shop.id, 'summary', 30], summary);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ImportStep shop={shop} onFinish={() => {}} />
      </MemoryRouter>
    </QueryClientProvider>,
  ).replaceAll(/\s/g, ' ');
}

// Issue 13: onboarding pointed the demo user to upload orders into a shop that has 10 000.
describe('the onboarding import step', () => {
  it('tells a shop that already has orders so, and leads to the reports first', () => {
    const markup = renderStep({ hasOrders: true, current: { orders: 10_000 } });
    expect(markup).toMatch(/E-shop Demo kavárna už objednávky má \(10.000 za posledních 30 dní\)/);
    expect(markup).toContain('Přejít na přehled');
    expect(markup).toContain('Nahrát další objednávky');
    expect(markup).not.toContain('Nahrát objednávky');
  });

  it('asks a shop without orders for them', () => {
    const markup = renderStep({ hasOrders: false, current: { orders: 0 } });
    expect(markup).not.toContain('už objednávky má');
    expect(markup).toContain('Nahrát objednávky');
    expect(markup).not.toContain('Přejít na přehled');
  });
});
