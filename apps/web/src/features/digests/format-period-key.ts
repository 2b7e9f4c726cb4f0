import { formatDayRange } from '@ziskomer/i18n';
import { getLanguage } from '../../lib/i18n.ts';
import { formatLongDay } from './format-digest.ts';

type Translate = (key: string, values?: Record<string, string>) => string;

/** 'week:2026-11-16' → "týden 16.–22. listopadu 2026"; 'month:2026-10' → "říjen 2026". */
export function formatPeriodKey(key: string, t: Translate): string {
  const [kind, value = ''] = key.split(':');
  if (kind === 'week') {
    const to = new Date(Date.parse(`${value}T00:00:00Z`) + 6 * 86_400_000).toISOString().slice(0, 10);
    return t('settings.periodWeek', { range: formatDayRange(getLanguage(), value, to) });
  }
  if (kind === 'month') {
    const month = new Intl.DateTimeFormat(getLanguage() === 'en' ? 'en-GB' : 'cs-CZ', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${value}-01T00:00:00Z`));
    return t('settings.periodMonth', { month });
  }
  return t('settings.periodDay', { day: formatLongDay(value) });
}
