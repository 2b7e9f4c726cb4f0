import { useMemo } from 'react';
import { formatDate, formatDateTime } from '../../../lib/format.ts';

/** An ISO day (an end of observation, a ready-by estimate) as a calendar day, whatever the zone. */
export function formatDay(day: string): string {
  // Read at noon UTC and shown in UTC, so that no zone moves it to the day before.
  return formatDate(`${day}T12:00:00Z`, 'UTC');
}

/** Dates of the CLV page: an instant (when the model ran) in the shop's zone, with its time; a day. */
export function useClvDates(timeZone: string) {
  return useMemo(
    () => ({ instant: (value: string) => formatDateTime(value, timeZone), day: formatDay }),
    [timeZone],
  );
}
