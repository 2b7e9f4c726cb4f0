import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the tab's title to "<page> · Ziskoměr" (just the product's name without a page). */
export function useDocumentTitle(page: string | null | undefined) {
  const { t } = useTranslation();
  const appName = t('appName');
  useEffect(() => {
    document.title = page ? `${page} · ${appName}` : appName;
  }, [page, appName]);
}
