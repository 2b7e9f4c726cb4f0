/**
 * The change of a metric against the previous period, as a fraction (0.12 = +12 %), or null when
 * the previous period had nothing to compare with (a change from zero is not a percentage).
 */
export function getChange(current: number | null, previous: number | null): number | null {
  if (current === null || previous === null || previous === 0) return null;
  return (current - previous) / Math.abs(previous);
}
