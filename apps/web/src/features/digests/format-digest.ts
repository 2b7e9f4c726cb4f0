import type { AnomalyMetricName } from '@ziskomer/contracts';
import { getLanguage } from '../../lib/i18n.ts';

const locale = () => (getLanguage() === 'en' ? 'en-GB' : 'cs-CZ');

/** "27. listopadu 2026": the long month, genitive in Czech. */
export function formatLongDay(day: string): string {
  return new Intl.DateTimeFormat(locale(), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

/**
 * "30. listopadu 2026 v 7:00" (English with the weekday: "Monday, 30 November 2026 at 7:00"), in
 * the shop's zone. Czech leaves the weekday out: after "odejde" it would need "v pondělí / ve
 * středu", which Intl does not decline.
 */
export function formatLongDateTime(instant: string, timeZone: string): string {
  return new Intl.DateTimeFormat(locale(), {
    ...(getLanguage() === 'en' ? { weekday: 'long' as const } : {}),
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(new Date(instant));
}

/** An anomaly's figure as the reports show it: money, a count, a ratio or a share. */
export function formatAnomalyValue(metric: AnomalyMetricName, value: number, currency: string): string {
  const format = (options: Intl.NumberFormatOptions) =>
    new Intl.NumberFormat(locale(), options).format(value);
  switch (metric) {
    case 'orders':
      return format({ maximumFractionDigits: 0 });
    case 'poas':
      return format({ minimumFractionDigits: 2, maximumFractionDigits: 2 });
    case 'trackedShare':
      return format({ style: 'percent', maximumFractionDigits: 0 });
    default:
      return format({ style: 'currency', currency, maximumFractionDigits: 0 });
  }
}
