import { formatNumber } from '../../../lib/format.ts';

/** POAS and ROAS as people say them: 3,2× (korunas back per koruna spent); '—' without spend. */
export function formatMultiple(value: number | null): string {
  return value === null ? '—' : `${formatNumber(value, value >= 10 ? 0 : 1)}×`;
}

/** PNO with one decimal: 18,4 %; '—' without revenue. */
export function formatPno(value: number | null): string {
  return value === null ? '—' : `${formatNumber(value, 1)} %`;
}
