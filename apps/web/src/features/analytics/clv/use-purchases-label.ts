import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format.ts';

/**
 * "1 234,5 nákupu" — expected purchases are fractional, and Czech takes the 'many' form for
 * fractions, which the plural rules give for a fractional count. Under ten, one decimal; above,
 * whole purchases.
 */
export function usePurchasesLabel() {
  const { t } = useTranslation('analyticsClv');
  return useCallback(
    (value: number) => {
      const digits = value < 10 ? 1 : 0;
      const rounded = Number(value.toFixed(digits));
      return t('purchasesCount', { count: rounded, formatted: formatNumber(rounded, digits) });
    },
    [t],
  );
}
