/** "3" for a single value, "6–10" for a range, "11+" without an upper end. */
export function rangeLabel(range: { from: number; to: number | null }): string {
  if (range.to === null) return `${range.from}+`;
  return range.from === range.to ? String(range.from) : `${range.from}–${range.to}`;
}
