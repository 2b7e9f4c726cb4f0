import { catalogues, defaultLanguage, type Language } from '@ziskomer/i18n';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

export const LANGUAGE_KEY = 'ziskomer.language';

/** The stored language (SPEC §4: Czech by default; a stored 'en' switches to English). */
export function getStoredLanguage(): Language {
  try {
    return localStorage.getItem(LANGUAGE_KEY) === 'en' ? 'en' : defaultLanguage;
  } catch {
    return defaultLanguage;
  }
}

/**
 * The language the app starts in: ?lang=en or ?lang=cs in the address (the English and Czech
 * versions of a public page), otherwise the stored one.
 */
export function getStartLanguage(): Language {
  const fromAddress =
    typeof location === 'undefined' ? null : new URLSearchParams(location.search).get('lang');
  return fromAddress === 'en' || fromAddress === 'cs' ? fromAddress : getStoredLanguage();
}

export function getLanguage(): Language {
  return (i18next.language as Language | undefined) ?? getStoredLanguage();
}

export async function setLanguage(language: Language) {
  localStorage.setItem(LANGUAGE_KEY, language);
  document.documentElement.lang = language;
  await i18next.changeLanguage(language);
}

i18next.use(initReactI18next).init({
  resources: catalogues,
  lng: getStartLanguage(),
  fallbackLng: false,
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
});

export { i18next };
