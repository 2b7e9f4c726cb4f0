import type { ImportCounts } from '@ziskomer/contracts';

/** The records an import wrote: new orders and changed ones (unchanged ones were left alone). */
export function countImportedRecords(counts: ImportCounts): number {
  return counts.inserted + counts.updated;
}

/**
 * SPEC §8: 'Importováno {n} záznamů' when the import wrote something, otherwise 'Import byl
 * úspěšně dokončen' (e.g. the same file again: every order unchanged).
 */
export function getResultHeadline(
  counts: ImportCounts,
): { key: 'result.imported'; count: number } | { key: 'result.completed' } {
  const count = countImportedRecords(counts);
  return count > 0 ? { key: 'result.imported', count } : { key: 'result.completed' };
}
