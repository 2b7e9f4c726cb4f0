import type { Granularity, ReportMeta } from '@ziskomer/contracts';
import { getLanguage } from '../../../lib/i18n.ts';

const locale = () => (getLanguage() === 'en' ? 'en-GB' : 'cs-CZ');
const asUtc = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * "1. 3. 2024 – 31. 3. 2024": the days a report covers, both included. Each end is formatted on
 * its own: ICU's Czech range pattern drops the spaces ("1.3.2024 – 31.3.2024"), unlike every
 * other date on the screens.
 */
export function formatPeriod(meta: Pick<ReportMeta, 'from' | 'to'>): string {
  const format = new Intl.DateTimeFormat(locale(), { dateStyle: 'medium', timeZone: 'UTC' });
  return meta.from === meta.to
    ? format.format(asUtc(meta.from))
    : `${format.format(asUtc(meta.from))} – ${format.format(asUtc(meta.to))}`;
}

/** A bucket's label on a chart axis: "4. 3." for a day or a week (its Monday), "bře 2024" for a month. */
export function formatBucket(day: string, granularity: Granularity): string {
  const options: Intl.DateTimeFormatOptions =
    granularity === 'month'
      ? { month: 'short', year: 'numeric', timeZone: 'UTC' }
      : { day: 'numeric', month: 'numeric', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(locale(), options).format(asUtc(day));
}
