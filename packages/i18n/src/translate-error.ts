import { catalogues, type Language } from './catalogues.ts';

/** The message of an error code in a language (the server answers in the caller's language). */
export function translateError(code: string, language: Language): string {
  const messages = catalogues[language].errors as Record<string, string>;
  return messages[code] ?? messages.unknown ?? code;
}
