import { formatDate, formatDateTime } from '../../lib/format.ts';

/** True when the instant is exactly midnight in the time zone (a date that came without a time). */
export function isMidnight(value: string, timeZone: string): boolean {
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(value));
  return time === '00:00:00';
}

/** An order date as the shop sees it: with the time only when the file gave one. */
export function formatOrderDate(value: string, timeZone: string): string {
  return isMidnight(value, timeZone) ? formatDate(value, timeZone) : formatDateTime(value, timeZone);
}
