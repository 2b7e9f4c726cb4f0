/**
 * The change of a metric against the previous period, as a fraction (0.12 = +12 %), or null when
 * there is nothing to compare with (no previous value, or a change from zero, which is not a
 * percentage).
 */
export function getChange(current: number | null, previous: number | null | undefined): number | null {
  if (current === null || previous === null || previous === undefined || previous === 0) return null;
  return (current - previous) / Math.abs(previous);
}
