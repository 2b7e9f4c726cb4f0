import type { Language } from '@ziskomer/i18n';

/** '12. listopadu 2026' / '12 November 2026' from an ISO day, read as a calendar day (no zone shift). */
export function formatArticleDate(isoDay: string, language: Language): string {
  const [year, month, day] = isoDay.split('-').map(Number);
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'cs-CZ', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year!, month! - 1, day!)));
}
