import type { Import, ImportStatus } from '@ziskomer/contracts';

/** SPEC §4: pending or running is active; 'analysing' is the validation pass of a started import. */
const ACTIVE: ReadonlySet<ImportStatus> = new Set(['pending', 'analysing', 'running']);
const FINISHED: ReadonlySet<ImportStatus> = new Set(['completed', 'failed', 'cancelled']);

/** True while the import's job is queued or working through the file. */
export function isImportActive(status: ImportStatus): boolean {
  return ACTIVE.has(status);
}

/** True once the import can change no more: completed, failed or cancelled. */
export function isImportFinished(status: ImportStatus): boolean {
  return FINISHED.has(status);
}

/** The imports of a list that are still working. */
export function listActiveImports(imports: readonly Import[]): Import[] {
  return imports.filter((item) => isImportActive(item.status));
}
