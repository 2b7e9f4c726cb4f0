import { DATE_RANGE, type DateFormat } from '@ziskomer/contracts';
import { getZonedDay, zonedTimeToInstant } from './zoned-time.ts';

export type DateErrorCode = 'empty' | 'invalid_date' | 'impossible_date' | 'date_out_of_range';
export type DateResult = { ok: true; instant: Date; day: string } | { ok: false; code: DateErrorCode };

const TIME = String.raw`(?:[T ]\s*(\d{1,2}):(\d{2})(?::(\d{2})(?:[.,]\d{1,9})?)?)?`;
const OFFSET = String.raw`\s*(Z|[+-]\d{2}:?\d{2}|[+-]\d{2})?`;
const ISO = new RegExp(String.raw`^(\d{4})-(\d{1,2})-(\d{1,2})${TIME}${OFFSET}$`, 'i');
const DAY_FIRST = new RegExp(String.raw`^(\d{1,2})\s*([./-])\s*(\d{1,2})\s*\2\s*(\d{4})${TIME}$`);

/**
 * Reads an order date and returns the instant and the day it falls on in the shop's time zone.
 * A time without an offset is wall-clock time in `timeZone` (DST-aware); a date without a time is
 * midnight there. Dates that do not exist (31.02.2024, 24:00) are refused, never rolled over;
 * real dates outside DATE_RANGE (9999-12-31) are refused with a code of their own.
 */
export function parseOrderDate(text: string, timeZone: string, format: DateFormat = 'dmy'): DateResult {
  const value = text.trim();
  if (value === '') return { ok: false, code: 'empty' };
  const iso = ISO.exec(value);
  let parts: { year: number; month: number; day: number; hour: number; minute: number; second: number };
  let offset: string | undefined;
  if (iso) {
    parts = toParts(iso[1], iso[2], iso[3], iso[4], iso[5], iso[6]);
    offset = iso[7];
  } else {
    const local = DAY_FIRST.exec(value);
    if (!local || format === 'iso') return { ok: false, code: 'invalid_date' };
    const [first, second] = format === 'mdy' ? [local[3], local[1]] : [local[1], local[3]];
    parts = toParts(local[4], second, first, local[5], local[6], local[7]);
  }
  if (!isPossible(parts)) return { ok: false, code: 'impossible_date' };
  if (parts.year < DATE_RANGE.minYear || parts.year > DATE_RANGE.maxYear)
    return { ok: false, code: 'date_out_of_range' };
  let instant: Date;
  if (offset) {
    const wall = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
    instant = new Date(wall - parseOffset(offset));
  } else {
    instant = zonedTimeToInstant(parts, timeZone);
  }
  return { ok: true, instant, day: getZonedDay(instant, timeZone) };
}

function toParts(
  year: string | undefined,
  month: string | undefined,
  day: string | undefined,
  hour: string | undefined,
  minute: string | undefined,
  second: string | undefined,
) {
  return {
    year: Number(year),
    month: Number(month),
    day: Number(day),
    hour: Number(hour ?? 0),
    minute: Number(minute ?? 0),
    second: Number(second ?? 0),
  };
}

function isPossible(parts: {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}) {
  if (parts.month < 1 || parts.month > 12 || parts.day < 1) return false;
  if (parts.hour > 23 || parts.minute > 59 || parts.second > 59) return false;
  // Date.UTC maps years 0–99 to 1900–1999; setUTCFullYear keeps the year as written.
  const lastDay = new Date(Date.UTC(2000, 0, 1));
  lastDay.setUTCFullYear(parts.year, parts.month, 0);
  const daysInMonth = lastDay.getUTCDate();
  return parts.day <= daysInMonth;
}

/** `Z`, `+01:00`, `+0100` or `+01` → milliseconds east of UTC. */
function parseOffset(offset: string): number {
  if (offset.toUpperCase() === 'Z') return 0;
  const sign = offset.startsWith('-') ? -1 : 1;
  const digits = offset.slice(1).replace(':', '');
  const hours = Number(digits.slice(0, 2));
  const minutes = Number(digits.slice(2, 4) || '0');
  return sign * (hours * 60 + minutes) * 60_000;
}

/**
 * Guesses the date format of a column from sample values: ISO when they are ISO; among day/month
 * orders, a first number above 12 proves day-first and a second above 12 proves month-first;
 * without proof, the Czech day-first order.
 */
export function detectDateFormat(samples: string[]): DateFormat {
  let iso = 0;
  let local = 0;
  let dayFirst = 0;
  let monthFirst = 0;
  for (const sample of samples) {
    const value = sample.trim();
    if (ISO.test(value)) {
      iso++;
      continue;
    }
    const match = DAY_FIRST.exec(value);
    if (!match) continue;
    local++;
    if (Number(match[1]) > 12) dayFirst++;
    if (Number(match[3]) > 12) monthFirst++;
  }
  if (iso > local) return 'iso';
  return monthFirst > dayFirst ? 'mdy' : 'dmy';
}
