import type { ImportFrequency } from '@ziskomer/contracts';

const INTERVAL_HOURS: Record<ImportFrequency, number> = { hourly: 1, daily: 24, weekly: 7 * 24 };

/** The rhythm of an import schedule's job schedule: every 1, 24 or 168 hours from its first run. */
export function getFrequencyHours(frequency: ImportFrequency): number {
  return INTERVAL_HOURS[frequency];
}
