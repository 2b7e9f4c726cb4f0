import { formatNumber } from '../../lib/format.ts';
import { getLanguage } from '../../lib/i18n.ts';

/** 87,5 % — a utilisation or performance percentage as the cards show it; '—' without one. */
export function formatUse(value: number | null): string {
  return value === null ? '—' : `${formatNumber(value, value % 1 === 0 ? 0 : 1)} %`;
}

/** 2,45× — POAS and ROAS; '—' when there is no spend to divide by. */
export function formatRatio(value: number | null): string {
  return value === null ? '—' : `${formatNumber(value, 2)}×`;
}

/** 1. 3. – 31. 3. 2025, in the reader's language, from ISO days. */
export function formatDay(day: string, withYear = true): string {
  return new Intl.DateTimeFormat(getLanguage() === 'en' ? 'en-GB' : 'cs-CZ', {
    day: 'numeric',
    month: 'numeric',
    ...(withYear ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}
