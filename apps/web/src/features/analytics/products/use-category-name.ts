import { UNCATEGORISED } from '@ziskomer/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Shows the stored 'Nezařazeno' (SPEC §9) in the reader's language; other categories as they are. */
export function useCategoryName(): (category: string) => string {
  const { t } = useTranslation('analytics');
  return useCallback((category: string) => (category === UNCATEGORISED ? t('uncategorised') : category), [t]);
}
