import type { Random } from './create-random.ts';
import { createWeightedIndex } from './create-weighted-index.ts';
import { DAY_MS } from './prague-time.ts';

/** Day flags of the calendar. */
export const BLACK_FRIDAY_WEEK = 1;
/** Black Friday to Cyber Monday: the discounted days. */
export const BLACK_FRIDAY_DEALS = 2;
/** 15 November to 23 December: Christmas campaigns run. */
export const CHRISTMAS_SEASON = 4;

/** Local days of the range (Europe/Prague) and how many orders fall on each. */
export interface OrderCalendar {
  days: number;
  /** Milliseconds of the UTC date with the same fields as the first local day (wall-clock arithmetic). */
  firstDayWallMs: number;
  year: Uint16Array;
  /** 0 = January. */
  month: Uint8Array;
  flags: Uint8Array;
  /** Orders of each day; they sum to the requested number of orders. */
  orders: Uint32Array;
  /** Orders before each day (running sum), to map an order's position to its day. */
  ordersBefore: Float64Array;
}

/** Share of a day's orders by hour (Prague time): quiet nights, a lunch bump, evening peak. */
const HOURLY_DEMAND = [
  1.2, 0.6, 0.35, 0.25, 0.25, 0.45, 1.2, 2.5, 3.8, 4.6, 5.0, 5.2, 5.6, 5.4, 5.1, 5.0, 5.2, 5.6, 6.2, 7.2, 7.8,
  7.4, 5.4, 2.8,
];
/** Monday first: Czech shoppers buy most on Sunday evening to Tuesday, least on Saturday. */
const WEEKDAY_DEMAND = [1.08, 1.05, 1.0, 0.98, 0.9, 0.78, 1.02];
/** Yearly growth of a young shop. */
const YEARLY_GROWTH = 0.3;

export const drawHourOfDay = createWeightedIndex(HOURLY_DEMAND);

export function parseLocalDate(value: string, name: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const wallMs = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : Number.NaN;
  if (!match || Number.isNaN(wallMs) || new Date(wallMs).toISOString().slice(0, 10) !== value) {
    throw new RangeError(`${name} must be a date in the form YYYY-MM-DD, got '${value}'`);
  }
  return wallMs;
}

/**
 * Spreads `orders` over the days from `start` to `end` (both included) by demand: the profile's
 * months (interpolated, so there are no steps at month ends), weekdays, growth, Black Friday,
 * the Christmas delivery deadline and a little daily noise.
 */
export function planOrderCalendar(options: {
  start: string;
  end: string;
  orders: number;
  monthlyDemand: readonly number[];
  random: Random;
}): OrderCalendar {
  const firstDayWallMs = parseLocalDate(options.start, 'start');
  const lastDayWallMs = parseLocalDate(options.end, 'end');
  if (lastDayWallMs < firstDayWallMs) throw new RangeError('end must not be before start');
  const days = Math.round((lastDayWallMs - firstDayWallMs) / DAY_MS) + 1;

  const calendar: OrderCalendar = {
    days,
    firstDayWallMs,
    year: new Uint16Array(days),
    month: new Uint8Array(days),
    flags: new Uint8Array(days),
    orders: new Uint32Array(days),
    ordersBefore: new Float64Array(days),
  };
  const demand = new Float64Array(days);
  let totalDemand = 0;
  for (let day = 0; day < days; day++) {
    const date = new Date(firstDayWallMs + day * DAY_MS);
    const year = date.getUTCFullYear();
    const month = date.getUTCMonth();
    const dayOfMonth = date.getUTCDate();
    const weekday = (date.getUTCDay() + 6) % 7;
    calendar.year[day] = year;
    calendar.month[day] = month;
    calendar.flags[day] = getDayFlags(year, month, dayOfMonth);
    demand[day] =
      getSeasonalDemand(options.monthlyDemand, month, dayOfMonth) *
      WEEKDAY_DEMAND[weekday]! *
      (1 + (YEARLY_GROWTH * day) / 365) *
      getHolidayFactor(year, month, dayOfMonth) *
      (0.85 + 0.3 * options.random.next());
    totalDemand += demand[day]!;
  }

  // Running rounding gives every day a whole number of orders and the exact total.
  let cumulativeDemand = 0;
  let assigned = 0;
  for (let day = 0; day < days; day++) {
    cumulativeDemand += demand[day]!;
    const upTo =
      day === days - 1 ? options.orders : Math.round((options.orders * cumulativeDemand) / totalDemand);
    calendar.ordersBefore[day] = assigned;
    calendar.orders[day] = upTo - assigned;
    assigned = upTo;
  }
  return calendar;
}

/** Month demand interpolated between mid-month anchors. */
function getSeasonalDemand(monthly: readonly number[], month: number, dayOfMonth: number): number {
  const position = month + (dayOfMonth - 1) / 30.5 - 0.5;
  const lower = Math.floor(position);
  const fraction = position - lower;
  const at = (index: number) => monthly[(index + 12) % 12] ?? 1;
  return at(lower) * (1 - fraction) + at(lower + 1) * fraction;
}

/** Days from Black Friday (the day after the fourth Thursday of November, as in the US). */
function getDaysFromBlackFriday(year: number, month: number, dayOfMonth: number): number {
  const firstOfNovember = new Date(Date.UTC(year, 10, 1)).getUTCDay();
  const blackFriday = 1 + ((4 - firstOfNovember + 7) % 7) + 22;
  return Math.round((Date.UTC(year, month, dayOfMonth) - Date.UTC(year, 10, blackFriday)) / DAY_MS);
}

/** Black Friday to Cyber Monday and the pre-sale days before it. */
const BLACK_FRIDAY_DEMAND: Readonly<Record<number, number>> = {
  [-4]: 1.15,
  [-3]: 1.15,
  [-2]: 1.15,
  [-1]: 1.15,
  0: 3.2,
  1: 1.9,
  2: 1.7,
  3: 2.0,
};

function getHolidayFactor(year: number, month: number, dayOfMonth: number): number {
  const blackFriday = BLACK_FRIDAY_DEMAND[getDaysFromBlackFriday(year, month, dayOfMonth)];
  if (blackFriday) return blackFriday;
  if (month === 11) {
    // Parcels ordered after about the 20th do not arrive before Christmas Eve.
    if (dayOfMonth >= 21 && dayOfMonth <= 23) return 0.75;
    if (dayOfMonth === 24) return 0.25;
    if (dayOfMonth === 25 || dayOfMonth === 26) return 0.35;
    if (dayOfMonth >= 27) return 0.85;
  }
  if (month === 0 && dayOfMonth === 1) return 0.6;
  return 1;
}

function getDayFlags(year: number, month: number, dayOfMonth: number): number {
  let flags = 0;
  const offset = getDaysFromBlackFriday(year, month, dayOfMonth);
  if (offset >= -4 && offset <= 3) flags |= BLACK_FRIDAY_WEEK;
  if (offset >= 0 && offset <= 3) flags |= BLACK_FRIDAY_DEALS;
  if ((month === 10 && dayOfMonth >= 15) || (month === 11 && dayOfMonth <= 23)) flags |= CHRISTMAS_SEASON;
  return flags;
}
