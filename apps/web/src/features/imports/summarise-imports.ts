import type { Import, ImportRun } from '@ziskomer/contracts';
import { listActiveImports } from './import-status.ts';

/** SPEC §4: failed imports count for the header alert only among the 3 most recent. */
export const FAILED_LOOKBACK = 3;
/** SPEC §9 polling: every 2 s while an import works, every 10 s otherwise. */
export const ACTIVE_POLL_MS = 2000;
export const IDLE_POLL_MS = 10_000;

export type ImportIndicator =
  | { kind: 'active'; count: number }
  | { kind: 'failed'; count: number }
  | { kind: 'idle' };

/**
 * What the header shows (SPEC §4): a spinner with the count while any import or scheduled run is
 * active; otherwise a red alert when some of the 3 most recent failed; otherwise nothing.
 * `imports` (the selected shop's) and `runs` (the user's scheduled runs) are newest first.
 * A run counts by itself only before its import exists (while the file downloads, or when the
 * download failed); after that its import stands for it, so nothing is counted twice.
 */
export function getImportIndicator(
  imports: readonly Import[],
  runs: readonly ImportRun[] = [],
): ImportIndicator {
  const downloading = runs.filter(
    (run) => run.importId === null && (run.status === 'pending' || run.status === 'running'),
  ).length;
  const active = listActiveImports(imports).length + downloading;
  if (active > 0) return { kind: 'active', count: active };
  const failedImports = imports.slice(0, FAILED_LOOKBACK).filter((item) => item.status === 'failed').length;
  const failedRuns = runs
    .slice(0, FAILED_LOOKBACK)
    .filter((run) => run.importId === null && run.status === 'failed').length;
  const failed = failedImports + failedRuns;
  return failed > 0 ? { kind: 'failed', count: failed } : { kind: 'idle' };
}

/** How often the imports list is fetched again: faster while something is running. */
export function getImportsPollInterval(imports: readonly Import[] | undefined): number {
  return imports && listActiveImports(imports).length > 0 ? ACTIVE_POLL_MS : IDLE_POLL_MS;
}
