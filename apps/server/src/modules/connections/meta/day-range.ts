import { shiftDay } from '../sync-range.ts';

export interface DayRange {
  from: string;
  to: string;
}

/** Every day of a range, oldest first. */
export function daysOf(range: DayRange): string[] {
  const days: string[] = [];
  for (let day = range.from; day <= range.to; day = shiftDay(day, 1)) days.push(day);
  return days;
}

/** A range cut into consecutive windows of at most `size` days. */
export function splitRange(range: DayRange, size: number): DayRange[] {
  const windows: DayRange[] = [];
  for (let from = range.from; from <= range.to; from = shiftDay(from, size)) {
    const to = shiftDay(from, size - 1);
    // biome-ignore lint/complexity/useMathMinMax: days are ISO strings, compared as text
    windows.push({ from, to: to < range.to ? to : range.to });
  }
  return windows;
}
