import type { Import } from '@ziskomer/contracts';
import type { Language } from '@ziskomer/i18n';
import { AppError } from '../../core/app-error.ts';
import type { UseCaseScope } from '../../core/use-case-scope.ts';
import { getImportRow } from './queries/get-import-row.ts';
import { updateImport } from './queries/update-import.ts';
import { deleteStagingFile } from './staging-file.ts';
import { toImport } from './to-import.ts';

/**
 * Cancels an import that has not finished. A running import stops before its next batch; the
 * batches it already committed stay (each is a complete set of orders).
 */
export async function cancelImport(
  scope: UseCaseScope,
  shopId: string,
  importId: string,
  language: Language,
): Promise<Import> {
  const row = await getImportRow(scope.db, shopId, importId, { forUpdate: true });
  if (!row) throw new AppError('not_found');
  if (row.status === 'completed' || row.status === 'failed' || row.status === 'cancelled') {
    throw new AppError('import_not_ready');
  }
  const now = scope.deps.now();
  const idle = row.status === 'pending' || row.status === 'ready';
  await updateImport(scope.db, shopId, importId, {
    status: 'cancelled',
    finished_at: now,
    updated_at: now,
    // A running import's worker removes the file once it has stopped; an idle one's goes now.
    ...(idle ? { staging_path: null } : {}),
  });
  if (idle) await deleteStagingFile(row.staging_path);
  return toImport((await getImportRow(scope.db, shopId, importId))!, language);
}
