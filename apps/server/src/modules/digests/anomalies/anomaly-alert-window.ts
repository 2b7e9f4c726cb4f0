import { addDays } from '@ziskomer/domain';

/** Alerts of the last 90 days are listed and counted as open; older ones have lost their meaning. */
export function anomalyAlertsSince(today: string): string {
  return addDays(today, -90);
}
