import type { Language } from './catalogues.ts';

/**
 * A range of calendar days as a Czech or English reader writes it, with the month in words:
 * "16.–22. listopadu 2026", "30. listopadu – 6. prosince 2026", "16–22 November 2026". ICU's own
 * range format writes Czech months as numbers ("16.–22. 11. 2026"), which is not how a digest
 * names its week.
 */
export function formatDayRange(language: Language, from: string, to: string): string {
  const locale = language === 'cs' ? 'cs-CZ' : 'en-GB';
  const date = (day: string) => new Date(`${day}T00:00:00Z`);
  const full = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  if (from === to) return full.format(date(to));
  const dayMonth = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', timeZone: 'UTC' });
  const dayOnly = new Intl.DateTimeFormat(locale, { day: 'numeric', timeZone: 'UTC' });
  if (from.slice(0, 7) === to.slice(0, 7)) {
    // The day alone keeps its ordinal dot in Czech ("16."), as the range needs.
    return `${dayOnly.format(date(from))}–${full.format(date(to))}`;
  }
  const start = from.slice(0, 4) === to.slice(0, 4) ? dayMonth.format(date(from)) : full.format(date(from));
  return `${start} – ${full.format(date(to))}`;
}
