import type { ImportFrequency } from '@ziskomer/contracts';

const INTERVAL_MS: Record<ImportFrequency, number> = {
  hourly: 60 * 60 * 1000,
  daily: 24 * 60 * 60 * 1000,
  weekly: 7 * 24 * 60 * 60 * 1000,
};

export function getFrequencyInterval(frequency: ImportFrequency): number {
  return INTERVAL_MS[frequency];
}

/**
 * The run after `planned`: the next step of the schedule's rhythm that lies in the future. Runs
 * missed while the server was down are not caught up one by one; the rhythm just continues.
 */
export function getNextRunAt(planned: Date, frequency: ImportFrequency, now: Date): Date {
  const interval = INTERVAL_MS[frequency];
  const behind = now.getTime() - planned.getTime();
  const steps = behind < 0 ? 1 : Math.floor(behind / interval) + 1;
  return new Date(planned.getTime() + steps * interval);
}
