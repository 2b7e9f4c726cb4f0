import { formatMoney } from '../../../lib/format.ts';
import { getLanguage } from '../../../lib/i18n.ts';

/** From a million up, money is written short so that a metric tile fits a phone. */
export const COMPACT_FROM = 1_000_000;

/** 15 619 465 → "15,6 mil. Kč" (cs) / "CZK 15.6M" (en); smaller amounts in full. */
export function formatCompactMoney(value: number, currency: string): string {
  if (Math.abs(value) < COMPACT_FROM) return formatMoney(value, currency);
  return new Intl.NumberFormat(getLanguage() === 'en' ? 'en-GB' : 'cs-CZ', {
    style: 'currency',
    currency,
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(value);
}
