import type { TFunction } from 'i18next';
import { formatNumber } from '../../../lib/format.ts';

/** "12 dní", "1 den", "7,5 dne": a number of days with its Czech plural (decimals take 'many'). */
export function formatDays(t: TFunction<'analyticsBehaviour'>, days: number | null): string {
  if (days === null) return '—';
  const rounded = Math.round(days * 10) / 10;
  return t('days', { count: rounded, value: formatNumber(rounded, Number.isInteger(rounded) ? 0 : 1) });
}
