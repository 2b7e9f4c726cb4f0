import { catalogues, type Language } from '@ziskomer/i18n';

export type RunErrorParams = Record<string, string | number>;

/** A run's failure in both languages: a run fails in the background, with no reader to ask. */
export interface RunError {
  code: string;
  cs: string;
  en: string;
}

/**
 * The text of a run failure from the `importSchedules.runErrors` catalogue (the same texts in
 * every language the app has), with `{{name}}` filled from `params`. Byte and time limits are
 * written out for people ('5 GB', '30 min').
 */
export function describeRunError(code: string, params: RunErrorParams, language: Language): string {
  const messages: Record<string, string> = catalogues[language].importSchedules.runErrors;
  const template = messages[code] ?? messages.internal!;
  const values: RunErrorParams = { ...params };
  if (typeof params.maxBytes === 'number') values.limit = formatBytes(params.maxBytes, language);
  if (typeof params.seconds === 'number') values.limit = formatDuration(params.seconds, language);
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

export function createRunError(code: string, params: RunErrorParams = {}): RunError {
  return { code, cs: describeRunError(code, params, 'cs'), en: describeRunError(code, params, 'en') };
}

const locale = (language: Language) => (language === 'cs' ? 'cs-CZ' : 'en-GB');

function formatBytes(bytes: number, language: Language): string {
  const units = ['B', 'kB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const number = new Intl.NumberFormat(locale(language), { maximumFractionDigits: 1 }).format(value);
  return `${number} ${units[unit]}`;
}

function formatDuration(seconds: number, language: Language): string {
  const format = (value: number, unit: 'minute' | 'second') =>
    new Intl.NumberFormat(locale(language), { style: 'unit', unit, unitDisplay: 'short' }).format(value);
  return seconds >= 60 ? format(Math.round(seconds / 60), 'minute') : format(seconds, 'second');
}
