import type { Language } from '@ziskomer/i18n';
import { useTranslation } from 'react-i18next';
import { setLanguage } from './i18n.ts';

/** The UI language and a switch between Czech and English (stored in localStorage). */
export function useLanguage() {
  const { i18n } = useTranslation();
  const language: Language = i18n.language === 'en' ? 'en' : 'cs';
  return {
    language,
    setLanguage,
    toggleLanguage: () => setLanguage(language === 'cs' ? 'en' : 'cs'),
  };
}
