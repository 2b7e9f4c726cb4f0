import { getLanguage } from '../../../lib/i18n.ts';

const locale = () => (getLanguage() === 'en' ? 'en-GB' : 'cs-CZ');
const firstDay = (month: string) => new Date(`${month.slice(0, 7)}-01T00:00:00Z`);

/** "bře 2024" / "březen 2024": a month on its own (Czech nominative). */
export function formatMonth(month: string, style: 'short' | 'long' = 'short'): string {
  return new Intl.DateTimeFormat(locale(), { month: style, year: 'numeric', timeZone: 'UTC' }).format(
    firstDay(month),
  );
}

/**
 * "listopadu 2026": a month after a preposition such as "do" or "od", where Czech needs the
 * genitive. Intl writes the month in the genitive when a day precedes it ("1. listopadu"), so the
 * name is taken from that form; English has no case ("November 2026").
 */
export function formatMonthGenitive(month: string): string {
  const date = firstDay(month);
  const parts = new Intl.DateTimeFormat(locale(), {
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).formatToParts(date);
  const name = parts.find((part) => part.type === 'month')?.value ?? '';
  return `${name} ${date.getUTCFullYear()}`;
}
