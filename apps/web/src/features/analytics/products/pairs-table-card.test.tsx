// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import type { ProductCrossSellReport, ProductPair } from '@ziskomer/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TooltipProvider } from '../../../components/ui/tooltip.tsx';
import '../../../lib/i18n.ts';
import { PairsTableCard } from './pairs-table-card.tsx';

/*
 * Issue 13: "Top 100 párů" showed five rows of a hundred in a scroll area with nothing saying there
 * were more. jsdom lays nothing out, so the scroll area's box is given the sizes a browser would
 * give it: a header row of 40 px and pair rows of 60 px (two product names each), in a frame of at
 * most 36rem = 576 px. What is tested is the card's wiring — the table in a labelled scroll area
 * with that height limit, and the hint beside it exactly while rows are hidden below.
 */
const MAX_HEIGHT = 576;
const contentHeight = (element: HTMLElement) => 40 + element.querySelectorAll('tbody tr').length * 60;
const framed = (element: HTMLElement) => element.className.includes('max-h-[36rem]');
const saved = {
  scrollHeight: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'scrollHeight'),
  clientHeight: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight'),
};

beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'scrollHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return framed(this) ? contentHeight(this) : 0;
    },
  });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return framed(this) ? Math.min(contentHeight(this), MAX_HEIGHT) : 0;
    },
  });
});
afterAll(() => {
  for (const [name, descriptor] of Object.entries(saved)) {
    if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
    else delete (HTMLElement.prototype as unknown as Record<string, unknown>)[name];
  }
});
afterEach(cleanup);

const pair = (index: number): ProductPair => ({
  productA: { key: `A${index}`, name: `Káva ${index}` },
  productB: { key: `B${index}`, name: `Hrnek ${index}` },
  pairOrders: 200 - index,
  ordersA: 400,
  ordersB: 300,
  support: 0.05,
  confidenceAB: 0.5,
  confidenceBA: 0.6,
  lift: 1.8,
  totalOrderValue: (200 - index) * 1200,
  avgOrderValue: 1200,
});

const report = (pairs: number) =>
  ({
    sort: 'frequency',
    minPairOrders: 3,
    totals: { pairs },
    pairs: Array.from({ length: pairs }, (_, index) => pair(index)),
  }) as Pick<ProductCrossSellReport, 'sort' | 'minPairOrders' | 'pairs'> & {
    totals: Partial<ProductCrossSellReport['totals']>;
  } as ProductCrossSellReport;

const renderCard = (pairs: number) =>
  render(
    <TooltipProvider>
      <PairsTableCard data={report(pairs)} currency="CZK" onSort={() => {}} onMinPairs={() => {}} />
    </TooltipProvider>,
  );

describe('the "Top 100 párů" table', () => {
  it('is a labelled scroll area limited in height, with a hint while pairs are hidden below', () => {
    const { container } = renderCard(100);
    const region = container.querySelector<HTMLElement>('section[aria-label="Tabulka párů produktů"]')!;
    expect(region).not.toBeNull();
    expect(region.className).toContain('overflow-auto');
    expect(region.className).toContain('max-h-[36rem]');
    expect(region.querySelectorAll('tbody tr')).toHaveLength(100);
    // The hint sits beside the scroll area, in its positioned frame, and says what to do.
    const hint = region.parentElement!.querySelector('[data-scroll-hint="below"]');
    expect(hint?.textContent).toBe('Posuňte pro další');
    expect(hint?.getAttribute('aria-hidden')).toBe('true');
    expect(region.parentElement!.className).toContain('relative');
  });

  it('drops the hint once the last pair is scrolled into view', () => {
    const { container } = renderCard(100);
    const region = container.querySelector<HTMLElement>('section[aria-label="Tabulka párů produktů"]')!;
    // jsdom keeps scrollTop at 0: the scrolled position is given to this element as a browser would.
    Object.defineProperty(region, 'scrollTop', {
      configurable: true,
      value: contentHeight(region) - MAX_HEIGHT,
    });
    act(() => {
      region.dispatchEvent(new Event('scroll'));
    });
    expect(container.querySelector('[data-scroll-hint="below"]')).toBeNull();
  });

  it('shows no hint when every pair fits', () => {
    const { container } = renderCard(5);
    expect(container.querySelector('section[aria-label="Tabulka párů produktů"]')).not.toBeNull();
    expect(container.querySelector('[data-scroll-hint="below"]')).toBeNull();
  });
});
