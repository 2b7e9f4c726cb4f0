/** Missing days as runs of consecutive days, oldest first: ['2025-10-01', '2025-10-02'] → one run. */
export function toDayRuns(days: readonly string[]): { from: string; to: string }[] {
  const runs: { from: string; to: string }[] = [];
  for (const day of [...days].sort()) {
    const last = runs.at(-1);
    const next = last ? new Date(`${last.to}T00:00:00Z`) : null;
    next?.setUTCDate(next.getUTCDate() + 1);
    if (last && next?.toISOString().slice(0, 10) === day) last.to = day;
    else runs.push({ from: day, to: day });
  }
  return runs;
}
