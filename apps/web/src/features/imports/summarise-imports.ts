import type { Import } from '@ziskomer/contracts';
import { listActiveImports } from './import-status.ts';

/** SPEC §9 polling: every 2 s while an import works, every 10 s otherwise. */
export const ACTIVE_POLL_MS = 2000;
export const IDLE_POLL_MS = 10_000;

/** How often the imports list is fetched again: faster while something is running. */
export function getImportsPollInterval(imports: readonly Import[] | undefined): number {
  return imports && listActiveImports(imports).length > 0 ? ACTIVE_POLL_MS : IDLE_POLL_MS;
}
