import { orderFilterSchema } from '@ziskomer/contracts';
import { describe, expect, it } from 'vitest';
import {
  addMonths,
  changeFilters,
  clearFilters,
  DEFAULT_ORDERS_VIEW,
  hasActiveFilters,
  type OrdersView,
  readDay,
  readOrdersView,
  resolveDateRange,
  toFilterQuery,
  toggleSort,
  toListQuery,
  writeOrdersView,
} from './orders-view.ts';

const read = (query: string) => readOrdersView(new URLSearchParams(query));
const view = (change: Partial<OrdersView>): OrdersView => ({ ...DEFAULT_ORDERS_VIEW, ...change });

describe('orders view in the URL', () => {
  it('reads an empty query as the defaults and writes the defaults as an empty query', () => {
    expect(read('')).toEqual(DEFAULT_ORDERS_VIEW);
    expect(writeOrdersView(DEFAULT_ORDERS_VIEW).toString()).toBe('');
  });

  it('round-trips every filter, the sort, the page and the open order', () => {
    const full = view({
      range: 'custom',
      from: '2024-01-01',
      to: '2024-03-31',
      status: 'Vyřízena',
      paid: false,
      cancelled: true,
      source: 'google / cpc',
      q: 'novák & syn',
      sort: 'revenue',
      dir: 'asc',
      page: 7,
      order: '#1001',
    });
    const query = writeOrdersView(full).toString();
    expect(read(query)).toEqual(full);
    expect(query).toBe(
      'from=2024-01-01&to=2024-03-31&status=Vy%C5%99%C3%ADzena&paid=false&cancelled=true&source=google+%2F+cpc&q=nov%C3%A1k+%26+syn&sort=revenue&dir=asc&page=7&order=%231001',
    );
  });

  it('keeps a preset as its name, so a shared link means "the last 30 days" whenever opened', () => {
    expect(writeOrdersView(view({ range: '30d' })).toString()).toBe('range=30d');
    expect(read('range=30d&from=2020-01-01')).toEqual(view({ range: '30d' }));
  });

  it('ignores malformed values instead of failing', () => {
    expect(
      read('range=2w&from=2024-02-30&to=yesterday&paid=ano&cancelled=1&sort=price&dir=up&page=-2&q=%20%20'),
    ).toEqual(DEFAULT_ORDERS_VIEW);
    expect(read('page=2.5').page).toBe(1);
    expect(read(`q=${'x'.repeat(500)}`).q).toHaveLength(200);
  });

  it('reads a custom range with one open end, and puts reversed days in order', () => {
    expect(read('from=2024-05-01')).toEqual(view({ range: 'custom', from: '2024-05-01' }));
    expect(read('to=2024-05-01')).toEqual(view({ range: 'custom', to: '2024-05-01' }));
    expect(read('from=2024-06-30&to=2024-06-01')).toEqual(
      view({ range: 'custom', from: '2024-06-01', to: '2024-06-30' }),
    );
  });

  it('writes sort and direction together when either differs from newest first', () => {
    expect(writeOrdersView(view({ dir: 'asc' })).toString()).toBe('sort=orderDate&dir=asc');
    expect(writeOrdersView(view({ sort: 'margin' })).toString()).toBe('sort=margin&dir=desc');
  });
});

describe('date ranges', () => {
  const today = '2024-08-31';

  it('ends every preset today, in whole days', () => {
    expect(resolveDateRange(view({ range: '7d' }), today)).toEqual({ from: '2024-08-25', to: today });
    expect(resolveDateRange(view({ range: '30d' }), today)).toEqual({ from: '2024-08-02', to: today });
    expect(resolveDateRange(view({ range: '6m' }), today)).toEqual({ from: '2024-03-01', to: today });
    expect(resolveDateRange(view({ range: '1y' }), today)).toEqual({ from: '2023-09-01', to: today });
    expect(resolveDateRange(view({ range: '6m' }), '2024-06-15')).toEqual({
      from: '2023-12-16',
      to: '2024-06-15',
    });
  });

  it('has no bounds for the whole history, and the given ones for a custom range', () => {
    expect(resolveDateRange(view({}), today)).toEqual({});
    expect(resolveDateRange(view({ range: 'custom', from: '2024-01-01' }), today)).toEqual({
      from: '2024-01-01',
    });
  });

  it('moves by months without rolling over short months', () => {
    expect(addMonths('2024-08-31', -6)).toBe('2024-02-29');
    expect(addMonths('2023-08-31', -6)).toBe('2023-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2024-03-15', -12)).toBe('2023-03-15');
  });

  it('accepts only real days', () => {
    expect(readDay('2024-02-29')).toBe('2024-02-29');
    expect(readDay('2023-02-29')).toBeNull();
    expect(readDay('2024-13-01')).toBeNull();
    expect(readDay('1.5.2024')).toBeNull();
  });
});

describe('API queries of a view', () => {
  it('sends the resolved days, the filters and the sort, which the server contract accepts', () => {
    const query = toFilterQuery(
      view({ range: '7d', status: 'Nová', paid: true, cancelled: false, source: 'seznam', q: ' eva ' }),
      '2024-05-10',
    );
    expect(Object.fromEntries(query)).toEqual({
      from: '2024-05-04',
      to: '2024-05-10',
      status: 'Nová',
      paid: 'true',
      cancelled: 'false',
      source: 'seznam',
      q: 'eva',
      sort: 'orderDate',
      dir: 'desc',
    });
    expect(orderFilterSchema.parse(Object.fromEntries(query))).toMatchObject({
      paid: true,
      cancelled: false,
    });
  });

  it('adds the page to the list query but never the open order', () => {
    const query = toListQuery(view({ page: 3, order: 'X-1' }), '2024-05-10');
    expect(query.get('page')).toBe('3');
    expect(query.has('order')).toBe(false);
    expect(toFilterQuery(view({ page: 3 }), '2024-05-10').has('page')).toBe(false);
  });
});

describe('changing the view', () => {
  it('knows when filters are active', () => {
    expect(hasActiveFilters(view({ sort: 'revenue', page: 4 }))).toBe(false);
    expect(hasActiveFilters(view({ range: '7d' }))).toBe(true);
    expect(hasActiveFilters(view({ paid: false }))).toBe(true);
    expect(hasActiveFilters(view({ q: 'x' }))).toBe(true);
  });

  it('returns to the first page and closes the panel when a filter changes', () => {
    expect(changeFilters(view({ page: 9, order: 'A' }), { status: 'Nová' })).toEqual(
      view({ status: 'Nová', page: 1 }),
    );
  });

  it('clears every filter but keeps the sort', () => {
    const busy = view({ range: '1y', paid: true, q: 'x', sort: 'margin', dir: 'asc', page: 5 });
    expect(clearFilters(busy)).toEqual(view({ sort: 'margin', dir: 'asc' }));
  });

  it('sorts a new column in its natural direction and flips the current one', () => {
    expect(toggleSort(view({ page: 4 }), 'customerName')).toEqual(view({ sort: 'customerName', dir: 'asc' }));
    expect(toggleSort(view({}), 'revenue')).toEqual(view({ sort: 'revenue', dir: 'desc' }));
    expect(toggleSort(view({}), 'orderDate')).toEqual(view({ dir: 'asc' }));
    expect(toggleSort(view({ sort: 'revenue', dir: 'asc' }), 'revenue')).toEqual(
      view({ sort: 'revenue', dir: 'desc' }),
    );
  });
});
