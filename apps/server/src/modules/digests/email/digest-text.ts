import { catalogues, formatDayRange, type Language } from '@ziskomer/i18n';

type Values = Record<string, string | number>;

/**
 * The digests catalogue for the server: a key's text with its {{values}} filled in, and with
 * `count` the plural form of the language (Czech one / few / many / other) as i18next picks it.
 */
export function digestText(language: Language, key: string, values: Values = {}): string {
  const table = catalogues[language].digests as unknown as Record<string, unknown>;
  const path = key.split('.');
  const last = path.pop()!;
  let node: unknown = table;
  for (const part of path) node = (node as Record<string, unknown>)[part];
  const record = node as Record<string, string>;
  let template = record[last];
  if (template === undefined && typeof values.count === 'number') {
    const form = new Intl.PluralRules(language).select(values.count);
    template = record[`${last}_${form}`] ?? record[`${last}_other`];
  }
  if (template === undefined) throw new Error(`digests: no text ${key}`);
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

/** Formats of numbers and dates as a Czech or English reader expects them. */
export function digestFormats(language: Language, currency: string) {
  const locale = language === 'cs' ? 'cs-CZ' : 'en-GB';
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 });
  const count = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const ratio = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const signedPercent = new Intl.NumberFormat(locale, {
    style: 'percent',
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  });
  const signedMoney = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    maximumFractionDigits: 0,
    signDisplay: 'exceptZero',
  });
  const utc = (day: string) => new Date(`${day}T00:00:00Z`);
  // "27. listopadu 2026": the long month in the genitive, as Czech dates are written.
  const longDay = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const monthYear = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const shortDay = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'numeric', timeZone: 'UTC' });
  // A true minus sign (−), as Czech and English typography write a negative change.
  const minus = (text: string) => text.replace(/^-/, '\u2212');
  const points = new Intl.NumberFormat(locale, { maximumFractionDigits: 1, signDisplay: 'exceptZero' });
  return {
    money: (value: number) => money.format(value),
    signedMoney: (value: number) => minus(signedMoney.format(value)),
    count: (value: number) => count.format(value),
    ratio: (value: number) => ratio.format(value),
    /** PNO is stored in percent (12.5 = 12,5 %). */
    percentPoints: (value: number) => percent.format(value / 100),
    share: (value: number) => percent.format(value),
    change: (value: number) => minus(signedPercent.format(value)),
    /** A change of a percentage in percentage points: "−1,5 p. b.", "−1.5 pp". */
    points: (value: number) =>
      `${minus(points.format(value))}${language === 'cs' ? '\u00a0p.\u00a0b.' : '\u00a0pp'}`,
    /** "16.–22. listopadu 2026". */
    range: (from: string, to: string) => formatDayRange(language, from, to),
    longDay: (day: string) => longDay.format(utc(day)),
    month: (day: string) => monthYear.format(utc(day)),
    shortDay: (day: string) => shortDay.format(utc(day)),
  };
}
