import type { Import } from '@ziskomer/contracts';
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
 * What the header shows (SPEC §4): a spinner with the count while any import is active;
 * otherwise a red alert when some of the 3 most recent failed; otherwise nothing.
 * `imports` is the list as the API gives it, newest first.
 */
export function getImportIndicator(imports: readonly Import[]): ImportIndicator {
  const active = listActiveImports(imports).length;
  if (active > 0) return { kind: 'active', count: active };
  const failed = imports.slice(0, FAILED_LOOKBACK).filter((item) => item.status === 'failed').length;
  return failed > 0 ? { kind: 'failed', count: failed } : { kind: 'idle' };
}

/** How often the imports list is fetched again: faster while something is running. */
export function getImportsPollInterval(imports: readonly Import[] | undefined): number {
  return imports && listActiveImports(imports).length > 0 ? ACTIVE_POLL_MS : IDLE_POLL_MS;
}
