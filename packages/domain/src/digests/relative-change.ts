/**
 * The change of a figure against its comparison as a fraction (0.12 = +12 %), or null when the
 * comparison is missing or zero — "+∞ %" tells a reader nothing, the e-mail shows "—" instead.
 */
export function relativeChange(current: number | null, base: number | null): number | null {
  if (current === null || base === null || base === 0) return null;
  return Math.round(((current - base) / Math.abs(base)) * 10_000) / 10_000;
}
