import { getLanguage } from './i18n.ts';

const locale = () => (getLanguage() === 'en' ? 'en-GB' : 'cs-CZ');

/** 145 230 Kč (CZK without decimals unless asked). */
export function formatMoney(value: number, currency = 'CZK', fractionDigits = 0): string {
  return new Intl.NumberFormat(locale(), {
    style: 'currency',
    currency,
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(value);
}

export function formatNumber(value: number, fractionDigits = 0): string {
  return new Intl.NumberFormat(locale(), {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(value);
}

/**
 * A count a source may report in fractions (conversions attributed in parts): whole numbers
 * without decimals (4 orders, not 4,0), fractions with one.
 */
export function formatCount(value: number): string {
  return formatNumber(value, Number.isInteger(value) ? 0 : 1);
}

/**
 * A change with its sign: "+457,00 Kč", "−30 690,60 Kč" — with the minus sign (U+2212) every
 * change on the screens uses, where Intl writes a hyphen; zero has none.
 */
export function formatSigned(value: number, format: (value: number) => string): string {
  if (value === 0) return format(0);
  return `${value > 0 ? '+' : '−'}${format(Math.abs(value))}`;
}

export function formatPercent(value: number, fractionDigits = 0): string {
  return new Intl.NumberFormat(locale(), {
    style: 'percent',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(value);
}

/** 31. 12. 2024 in the shop's time zone (Europe/Prague by default). */
export function formatDate(value: string | Date, timeZone = 'Europe/Prague'): string {
  return new Intl.DateTimeFormat(locale(), { dateStyle: 'medium', timeZone }).format(new Date(value));
}

export function formatDateTime(value: string | Date, timeZone = 'Europe/Prague'): string {
  return new Intl.DateTimeFormat(locale(), { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
    new Date(value),
  );
}

/** "před 5 minutami" / "5 minutes ago". */
export function formatRelative(value: string | Date, now = new Date()): string {
  const seconds = Math.round((new Date(value).getTime() - now.getTime()) / 1000);
  const units: [Intl.RelativeTimeFormatUnit, number][] = [
    ['year', 31_536_000],
    ['month', 2_592_000],
    ['week', 604_800],
    ['day', 86_400],
    ['hour', 3_600],
    ['minute', 60],
  ];
  const format = new Intl.RelativeTimeFormat(locale(), { numeric: 'auto' });
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return format.format(seconds, 'second');
}
