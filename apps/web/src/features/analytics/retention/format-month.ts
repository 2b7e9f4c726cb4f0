import { getLanguage } from '../../../lib/i18n.ts';

/** "led 2024" / "Jan 2024": a cohort month on an axis or in a table. */
export function formatMonth(month: string, style: 'short' | 'long' = 'short'): string {
  return new Intl.DateTimeFormat(getLanguage() === 'en' ? 'en-GB' : 'cs-CZ', {
    month: style,
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month.slice(0, 7)}-01T00:00:00Z`));
}
