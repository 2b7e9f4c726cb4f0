import { useCallback } from 'react';
import { formatMoney, formatPercent } from '../../../lib/format.ts';
import { getLanguage } from '../../../lib/i18n.ts';
import type { CohortMetric } from './cohort-values.ts';

/** How a cohort cell's value reads: a percentage for retention, money otherwise (compact in cells). */
export function useCohortFormat(metric: CohortMetric, currency: string) {
  return useCallback(
    (value: number, compact = false) => {
      if (metric === 'retention') return formatPercent(value, compact && value >= 0.1 ? 0 : 1);
      if (!compact) return formatMoney(value, currency);
      return new Intl.NumberFormat(getLanguage() === 'en' ? 'en-GB' : 'cs-CZ', {
        notation: 'compact',
        maximumFractionDigits: Math.abs(value) >= 10_000 ? 0 : 1,
      }).format(value);
    },
    [metric, currency],
  );
}
