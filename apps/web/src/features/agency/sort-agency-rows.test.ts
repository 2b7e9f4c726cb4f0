import type { AgencyFigures, AgencyShopRow } from '@ziskomer/contracts';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_AGENCY_SORT,
  nextAgencySort,
  readAgencySort,
  sortAgencyRows,
  writeAgencySort,
} from './sort-agency-rows.ts';

const figures = (revenue: number, adSpend: number, grossProfit: number): AgencyFigures => ({
  revenue,
  grossProfit,
  adSpend,
  orders: 1,
  poas: adSpend > 0 ? grossProfit / adSpend : null,
  pno: revenue > 0 ? (adSpend / revenue) * 100 : null,
});

const row = (
  name: string,
  current: AgencyFigures,
  budget: number | null = null,
  openAlerts = 0,
): AgencyShopRow => ({
  shop: { id: name, name, storeDomain: `${name}.cz`, projectName: null, currency: 'CZK', role: 'viewer' },
  period: { from: '2024-06-01', to: '2024-06-30' },
  previousPeriod: { from: '2024-05-02', to: '2024-05-31' },
  granularity: 'day',
  hasOrders: true,
  computingFirstFigures: false,
  hasAdSpend: true,
  figures: current,
  previous: current,
  trend: [],
  budget: budget === null ? null : { spent: budget * 100, total: 100, use: budget },
  openAlerts,
});

// Čajovna: POAS 2; Ábíčko: POAS 0.5; Zelenina: no spend (POAS —), the largest revenue.
const rows = [
  row('Čajovna', figures(3000, 500, 1000), 0.5, 1),
  row('Ábíčko', figures(1000, 400, 200), 1.2),
  row('Zelenina', figures(9000, 0, 2000), null, 3),
];
const names = (sorted: AgencyShopRow[]) => sorted.map((entry) => entry.shop.name);

describe('sortAgencyRows', () => {
  it('sorts numbers either way', () => {
    expect(names(sortAgencyRows(rows, { key: 'revenue', direction: 'desc' }))).toEqual([
      'Zelenina',
      'Čajovna',
      'Ábíčko',
    ]);
    expect(names(sortAgencyRows(rows, { key: 'alerts', direction: 'asc' }))).toEqual([
      'Ábíčko',
      'Čajovna',
      'Zelenina',
    ]);
  });

  it('puts a missing ratio or budget last in both directions', () => {
    expect(names(sortAgencyRows(rows, { key: 'poas', direction: 'desc' }))).toEqual([
      'Čajovna',
      'Ábíčko',
      'Zelenina',
    ]);
    expect(names(sortAgencyRows(rows, { key: 'poas', direction: 'asc' }))).toEqual([
      'Ábíčko',
      'Čajovna',
      'Zelenina',
    ]);
    expect(names(sortAgencyRows(rows, { key: 'budget', direction: 'asc' }))).toEqual([
      'Čajovna',
      'Ábíčko',
      'Zelenina',
    ]);
  });

  it('sorts names the Czech way (Č after C, diacritics ignored for A)', () => {
    expect(names(sortAgencyRows(rows, { key: 'shop', direction: 'asc' }))).toEqual([
      'Ábíčko',
      'Čajovna',
      'Zelenina',
    ]);
  });

  it('keeps the sort in the URL, leaving the default out', () => {
    expect(readAgencySort(new URLSearchParams(''))).toEqual(DEFAULT_AGENCY_SORT);
    expect(readAgencySort(new URLSearchParams('sort=poas&dir=asc'))).toEqual({
      key: 'poas',
      direction: 'asc',
    });
    expect(readAgencySort(new URLSearchParams('sort=shop'))).toEqual({ key: 'shop', direction: 'asc' });
    expect(readAgencySort(new URLSearchParams('sort=drop table'))).toEqual(DEFAULT_AGENCY_SORT);
    const base = new URLSearchParams('period=7d');
    expect(writeAgencySort(DEFAULT_AGENCY_SORT, base).toString()).toBe('period=7d');
    expect(writeAgencySort({ key: 'pno', direction: 'asc' }, base).toString()).toBe(
      'period=7d&sort=pno&dir=asc',
    );
  });

  it('reverses the same column and starts another in its first direction', () => {
    expect(nextAgencySort({ key: 'poas', direction: 'desc' }, 'poas')).toEqual({
      key: 'poas',
      direction: 'asc',
    });
    expect(nextAgencySort({ key: 'poas', direction: 'asc' }, 'shop')).toEqual({
      key: 'shop',
      direction: 'asc',
    });
    expect(nextAgencySort({ key: 'shop', direction: 'asc' }, 'orders')).toEqual({
      key: 'orders',
      direction: 'desc',
    });
  });
});
