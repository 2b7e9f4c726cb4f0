import { catalogues, type Language } from '@ziskomer/i18n';

/** A fetch's failure in both languages: it fails in the background, with no reader to ask. */
export interface FeedError {
  code: string;
  cs: string;
  en: string;
}

/**
 * The text of a fetch failure from the `xmlFeeds.fetchErrors` catalogue, with `{{name}}` filled
 * from `params` (byte caps in MB).
 */
export function describeFeedError(code: string, params: Record<string, string | number>, language: Language) {
  const messages: Record<string, string> = catalogues[language].xmlFeeds.fetchErrors;
  const template = messages[code] ?? messages.internal!;
  const values: Record<string, string | number> = { ...params };
  if (typeof params.maxBytes === 'number') values.limit = `${Math.round(params.maxBytes / 1024 ** 2)} MB`;
  if (typeof params.seconds === 'number') values.limit = `${params.seconds} s`;
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

export function createFeedError(code: string, params: Record<string, string | number> = {}): FeedError {
  return { code, cs: describeFeedError(code, params, 'cs'), en: describeFeedError(code, params, 'en') };
}
