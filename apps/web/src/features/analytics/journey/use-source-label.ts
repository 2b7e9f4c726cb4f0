import type { JourneySource } from '@ziskomer/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** A source as people read it: "Google" for 'google', 'Neuvedeno' for '', 'Ostatní' for the grouped rest. */
export function useSourceLabel(): (source: JourneySource) => string {
  const { t } = useTranslation('analyticsBehaviour');
  return useCallback(
    (source: JourneySource) =>
      source === null
        ? t('source.other')
        : source === ''
          ? t('source.notGiven')
          : source.charAt(0).toLocaleUpperCase() + source.slice(1),
    [t],
  );
}
