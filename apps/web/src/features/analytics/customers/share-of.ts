/** part ÷ whole as a fraction, or null when there is no whole to divide by. */
export function shareOf(part: number, whole: number): number | null {
  return whole > 0 ? part / whole : null;
}
