import { orderSortFields } from '@ziskomer/contracts';

/** The date-range presets of the orders browser (SPEC §9 period presets). */
export const DATE_PRESETS = ['7d', '30d', '6m', '1y'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];
/** 'all' is no date filter; 'custom' uses `from` and `to`. */
export type DateRangeChoice = 'all' | DatePreset | 'custom';

export type OrderSortField = (typeof orderSortFields)[number];
export type SortDirection = 'asc' | 'desc';

/**
 * Everything the orders browser shows, as kept in the URL so that a view can be shared or
 * bookmarked: the date range, filters, sort, page and the order open in the side panel.
 */
export interface OrdersView {
  range: DateRangeChoice;
  /** Days (YYYY-MM-DD) of a custom range; either may be open. */
  from: string | null;
  to: string | null;
  status: string | null;
  paid: boolean | null;
  cancelled: boolean | null;
  source: string | null;
  /** Text searched in the order id, customer e-mail and name ('' for none). */
  q: string;
  sort: OrderSortField;
  dir: SortDirection;
  page: number;
  /** The order shown in the side panel. */
  order: string | null;
}

export const DEFAULT_ORDERS_VIEW: OrdersView = {
  range: 'all',
  from: null,
  to: null,
  status: null,
  paid: null,
  cancelled: null,
  source: null,
  q: '',
  sort: 'orderDate',
  dir: 'desc',
  page: 1,
  order: null,
};

/** Text columns start A→Z on the first click; dates and amounts start with the largest. */
const FIRST_DIRECTION: Record<OrderSortField, SortDirection> = {
  orderDate: 'desc',
  orderId: 'asc',
  revenue: 'desc',
  margin: 'desc',
  customerName: 'asc',
};

const MAX_TEXT = 200;

/** Reads a view from the URL's query, ignoring what is malformed (a hand-edited link still opens). */
export function readOrdersView(params: URLSearchParams): OrdersView {
  const text = (name: string) => {
    const value = params.get(name)?.trim();
    return value ? value.slice(0, MAX_TEXT) : null;
  };
  const flag = (name: string) => {
    const value = params.get(name);
    return value === 'true' ? true : value === 'false' ? false : null;
  };
  const rangeParam = params.get('range');
  let from = readDay(params.get('from'));
  let to = readDay(params.get('to'));
  let range: DateRangeChoice = 'all';
  if (isDatePreset(rangeParam)) range = rangeParam;
  else if (from || to) range = 'custom';
  if (range !== 'custom') {
    from = null;
    to = null;
  } else if (from && to && from > to) {
    [from, to] = [to, from];
  }
  const sortParam = params.get('sort');
  const sort = isSortField(sortParam) ? sortParam : DEFAULT_ORDERS_VIEW.sort;
  const dirParam = params.get('dir');
  const dir: SortDirection = dirParam === 'asc' || dirParam === 'desc' ? dirParam : DEFAULT_ORDERS_VIEW.dir;
  const pageParam = Number(params.get('page'));
  const page = Number.isInteger(pageParam) && pageParam >= 1 ? Math.min(pageParam, 10_000_000) : 1;
  return {
    range,
    from,
    to,
    status: text('status'),
    paid: flag('paid'),
    cancelled: flag('cancelled'),
    source: text('source'),
    q: text('q') ?? '',
    sort,
    dir,
    page,
    order: params.get('order')?.slice(0, 100) || null,
  };
}

/** The URL query of a view: only what differs from the defaults, in a stable order. */
export function writeOrdersView(view: OrdersView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.range === 'custom') {
    if (view.from) params.set('from', view.from);
    if (view.to) params.set('to', view.to);
  } else if (view.range !== 'all') {
    params.set('range', view.range);
  }
  if (view.status) params.set('status', view.status);
  if (view.paid !== null) params.set('paid', String(view.paid));
  if (view.cancelled !== null) params.set('cancelled', String(view.cancelled));
  if (view.source) params.set('source', view.source);
  if (view.q.trim()) params.set('q', view.q.trim());
  if (view.sort !== DEFAULT_ORDERS_VIEW.sort || view.dir !== DEFAULT_ORDERS_VIEW.dir) {
    params.set('sort', view.sort);
    params.set('dir', view.dir);
  }
  if (view.page > 1) params.set('page', String(view.page));
  if (view.order) params.set('order', view.order);
  return params;
}

/**
 * The days a range covers, ending today in the shop's time zone: '7d' is today and the 6 days
 * before, '6m' the day after the same date six months ago up to today. Open ends stay undefined.
 */
export function resolveDateRange(
  view: Pick<OrdersView, 'range' | 'from' | 'to'>,
  today: string,
): { from?: string; to?: string } {
  switch (view.range) {
    case 'all':
      return {};
    case 'custom':
      return { ...(view.from ? { from: view.from } : {}), ...(view.to ? { to: view.to } : {}) };
    case '7d':
      return { from: addDays(today, -6), to: today };
    case '30d':
      return { from: addDays(today, -29), to: today };
    case '6m':
      return { from: addDays(addMonths(today, -6), 1), to: today };
    case '1y':
      return { from: addDays(addMonths(today, -12), 1), to: today };
  }
}

/** The API query of the filters (GET …/orders.csv takes exactly these; the list adds the page). */
export function toFilterQuery(view: OrdersView, today: string): URLSearchParams {
  const params = new URLSearchParams();
  const { from, to } = resolveDateRange(view, today);
  if (from) params.set('from', from);
  if (to) params.set('to', to);
  if (view.status) params.set('status', view.status);
  if (view.paid !== null) params.set('paid', String(view.paid));
  if (view.cancelled !== null) params.set('cancelled', String(view.cancelled));
  if (view.source) params.set('source', view.source);
  if (view.q.trim()) params.set('q', view.q.trim());
  params.set('sort', view.sort);
  params.set('dir', view.dir);
  return params;
}

export function toListQuery(view: OrdersView, today: string): URLSearchParams {
  const params = toFilterQuery(view, today);
  params.set('page', String(view.page));
  return params;
}

/** Whether anything narrows the list (sort and page do not). */
export function hasActiveFilters(view: OrdersView): boolean {
  return (
    view.range !== 'all' ||
    view.status !== null ||
    view.paid !== null ||
    view.cancelled !== null ||
    view.source !== null ||
    view.q.trim() !== ''
  );
}

/** Changes filters and goes back to the first page (the old page may not exist any more). */
export function changeFilters(view: OrdersView, change: Partial<OrdersView>): OrdersView {
  return { ...view, ...change, page: 1, order: null };
}

/** Drops every filter, keeping the sort. */
export function clearFilters(view: OrdersView): OrdersView {
  return { ...DEFAULT_ORDERS_VIEW, sort: view.sort, dir: view.dir };
}

/** A click on a column header: the same column flips its direction, another starts with its natural one. */
export function toggleSort(view: OrdersView, field: OrderSortField): OrdersView {
  const dir = view.sort === field ? (view.dir === 'asc' ? 'desc' : 'asc') : FIRST_DIRECTION[field];
  return { ...view, sort: field, dir, page: 1 };
}

export function isDatePreset(value: string | null | undefined): value is DatePreset {
  return (DATE_PRESETS as readonly string[]).includes(value ?? '');
}

function isSortField(value: string | null): value is OrderSortField {
  return (orderSortFields as readonly string[]).includes(value ?? '');
}

/** A real calendar day in YYYY-MM-DD form, or null. */
export function readDay(value: string | null | undefined): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? value : null;
}

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The same day `months` later or earlier, or the month's last day when it is shorter (31.8. − 6 → 28.2.). */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date, lastDay));
  return target.toISOString().slice(0, 10);
}
