import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

export type AcquisitionDimension = 'source' | 'campaign';

/** A source or campaign as people read it: '' is "not given" / "no campaign", null the rest beyond the top 10. */
export function useGroupLabel(dimension: AcquisitionDimension) {
  const { t } = useTranslation('analyticsRetention');
  return useCallback(
    (key: string | null) => {
      if (key === null) return t('other');
      if (key === '') return dimension === 'source' ? t('sourceNone') : t('campaignNone');
      return key;
    },
    [dimension, t],
  );
}
