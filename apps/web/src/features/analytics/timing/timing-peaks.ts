import type { OrderTimingCell } from '@ziskomer/contracts';

export type TimingMeasure = 'orders' | 'revenue';
export const TIMING_MEASURES: readonly TimingMeasure[] = ['orders', 'revenue'];

export interface TimingPeak<Key> {
  key: Key;
  value: number;
  /** value ÷ the period's total. */
  share: number;
}

export interface TimingProfile {
  total: number;
  /** Totals per weekday, Monday first (index 0 = weekday 1). */
  weekdays: number[];
  /** Totals per hour 0–23. */
  hours: number[];
  /** The busiest hour of the week. */
  slot: TimingPeak<{ weekday: number; hour: number }>;
  bestDay: TimingPeak<number>;
  worstDay: TimingPeak<number>;
  bestHour: TimingPeak<number>;
  quietHour: TimingPeak<number>;
}

/**
 * The weekday and hour totals of the heatmap and its peaks for one measure; null when the period
 * has nothing to rank. Ties go to the earlier weekday or hour, so the answer is stable.
 */
export function getTimingProfile(
  cells: readonly OrderTimingCell[],
  measure: TimingMeasure,
): TimingProfile | null {
  const weekdays = [0, 0, 0, 0, 0, 0, 0];
  const hours = Array.from({ length: 24 }, () => 0);
  let total = 0;
  let slot: { weekday: number; hour: number; value: number } | null = null;
  for (const cell of cells) {
    const value = cell[measure];
    weekdays[cell.weekday - 1]! += value;
    hours[cell.hour]! += value;
    total += value;
    if (!slot || value > slot.value) slot = { weekday: cell.weekday, hour: cell.hour, value };
  }
  if (total <= 0 || !slot) return null;
  const peak = <Key>(key: Key, value: number): TimingPeak<Key> => ({ key, value, share: value / total });
  const extreme = (values: number[], pick: (a: number, b: number) => boolean) =>
    values.reduce((best, value, index) => (pick(value, values[best]!) ? index : best), 0);
  const bestDay = extreme(weekdays, (a, b) => a > b);
  const worstDay = extreme(weekdays, (a, b) => a < b);
  const bestHour = extreme(hours, (a, b) => a > b);
  const quietHour = extreme(hours, (a, b) => a < b);
  return {
    total,
    weekdays,
    hours,
    slot: peak({ weekday: slot.weekday, hour: slot.hour }, slot.value),
    bestDay: peak(bestDay + 1, weekdays[bestDay]!),
    worstDay: peak(worstDay + 1, weekdays[worstDay]!),
    bestHour: peak(bestHour, hours[bestHour]!),
    quietHour: peak(quietHour, hours[quietHour]!),
  };
}

/** The i18n key and values that say "between 20 and 21 o'clock" for an hour of the day. */
export function describeHour(hour: number): { key: string; values: { from: number; to: number } } {
  const values = { from: hour, to: hour + 1 };
  if (hour === 0) return { key: 'hour.betweenFromMidnight', values };
  if (hour === 23) return { key: 'hour.betweenToMidnight', values };
  return { key: 'hour.between', values };
}
