import { describe, expect, it } from 'vitest';
import { readOrdersView } from '../../orders/orders-view.ts';
import { orderLink } from './order-link.ts';

describe('recent order links', () => {
  it('open the order in the orders browser, whatever characters its id has', () => {
    for (const id of ['2024-0001', 'A&B #7', 'objednávka/12']) {
      const url = new URL(orderLink(id), 'https://ziskomer.test');
      expect(url.pathname).toBe('/analytics/r-orders');
      expect(readOrdersView(url.searchParams).order).toBe(id);
    }
  });
});
