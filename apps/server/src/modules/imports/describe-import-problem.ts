import { catalogues, type Language } from '@ziskomer/i18n';

/**
 * The text of an import problem in a language, from the `importErrors` catalogue (the same texts
 * the web app shows): `{{column}}`, `{{line}}` … are filled from `params`.
 */
export function describeImportProblem(
  code: string,
  params: Record<string, string | number>,
  language: Language,
): string {
  const messages: Record<string, unknown> = catalogues[language].importErrors;
  const found = messages[code];
  const template = typeof found === 'string' ? found : catalogues[language].importErrors.internal;
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}
