import { type MetaCompleteness, toMetaCompletenessLevel } from '@ziskomer/contracts';
import { FIRST_SYNC_DAYS, getLastDays } from '../sync-range.ts';
import type { MetaSyncData } from './meta-connection-data.ts';

/**
 * SPEC §4: how whole the last 90 days of Meta's figures are — the share of days Meta answered
 * for — and whether the user already chose to use them as they are. Null before the first sync.
 */
export function getMetaCompleteness(
  data: MetaSyncData | null,
  accepted: readonly string[],
  now: Date,
  timeZone: string,
): MetaCompleteness | null {
  if (!data) return null;
  const window = getLastDays(now, timeZone, FIRST_SYNC_DAYS);
  const missingDays = data.missingDays.filter((day) => day >= window.from && day <= window.to);
  const acceptedSet = new Set(accepted);
  return {
    level: toMetaCompletenessLevel(1 - missingDays.length / FIRST_SYNC_DAYS),
    days: FIRST_SYNC_DAYS,
    missingDays,
    ...window,
    accepted: missingDays.length > 0 && missingDays.every((day) => acceptedSet.has(day)),
  };
}
