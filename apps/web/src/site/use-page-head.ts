import type { Language } from '@ziskomer/i18n';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { AppRoute } from '../app/route-table.ts';
import { applyHead } from './apply-head.ts';
import { buildPageHead } from './head-tags.ts';
import { findPublicPage, headInputOf } from './public-pages.ts';

/**
 * Keeps the head's description, canonical address, language alternates, Open Graph tags and
 * structured data those of the page shown, in the language shown: the same tags the prerender
 * writes, which a client-side navigation or a language switch would otherwise leave as the
 * first page's.
 */
export function usePageHead(table: readonly AppRoute[]) {
  const { pathname } = useLocation();
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  useEffect(() => {
    let current = true;
    findPublicPage(table, pathname).then((page) => {
      if (!current) return;
      const translate = (key: string) => t(key);
      const head = page
        ? buildPageHead(headInputOf(page, language, translate), window.location.origin)
        : null;
      applyHead(document, head, t('landing:meta.description'));
    });
    return () => {
      current = false;
    };
  }, [table, pathname, language, t]);
}
