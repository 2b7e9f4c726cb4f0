import { z } from 'zod';

/**
 * The years the product accepts in any date: orders, ad spend, budgets and report periods. Real
 * days outside it (`9999-12-31`) are refused with their own code, not called impossible.
 */
export const DATE_RANGE = { minYear: 1900, maxYear: 2200 } as const;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export type CalendarDayProblem = 'date_invalid' | 'date_out_of_range';

/** Why `text` is not an accepted `YYYY-MM-DD` day: not one, or not a real one, or outside DATE_RANGE. */
export function checkCalendarDay(text: string): CalendarDayProblem | null {
  const match = DAY.exec(text);
  if (!match) return 'date_invalid';
  return checkParts(Number(match[1]), Number(match[2]), Number(match[3]));
}

function checkParts(year: number, month: number, day: number): CalendarDayProblem | null {
  if (month < 1 || month > 12 || day < 1) return 'date_invalid';
  // Day 0 of the next month is the last day of this one, leap years included.
  if (day > new Date(Date.UTC(2000, month, 0)).getUTCDate()) return 'date_invalid';
  if (month === 2 && day === 29 && !isLeapYear(year)) return 'date_invalid';
  if (year < DATE_RANGE.minYear || year > DATE_RANGE.maxYear) return 'date_out_of_range';
  return null;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/**
 * A calendar day `YYYY-MM-DD` that exists (no 2024-02-30) and lies in DATE_RANGE. The issue's
 * message is an error code, so the API answers `date_invalid` / `date_out_of_range` (400) with
 * its translation; `invalid` replaces both codes where a form has a more specific one.
 */
export function calendarDay(options: { invalid?: string } = {}) {
  return z
    .string()
    .superRefine((text, ctx) => {
      const problem = checkCalendarDay(text);
      if (problem) ctx.addIssue({ code: 'custom', message: options.invalid ?? problem });
    })
    .meta({ format: 'date', example: '2024-12-31' });
}
