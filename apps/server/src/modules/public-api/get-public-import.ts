import { PUBLIC_IMPORT_ROW_ERRORS, type PublicImport } from '@ziskomer/contracts';
import type { Language } from '@ziskomer/i18n';
import { AppError } from '../../core/app-error.ts';
import type { ApiKeyScope } from '../../core/use-case-scope.ts';
import { countImportErrors, getImportRow, listImportErrors, toImport } from '../imports/index.ts';

/**
 * `GET /api/v1/imports/{importId}`: an import of the key's shop (any source) with its status,
 * counts, progress and first row errors. An import of another shop is not found.
 */
export async function getPublicImport(
  scope: ApiKeyScope,
  importId: string,
  language: Language,
): Promise<PublicImport> {
  const row = await getImportRow(scope.db, scope.shopId, importId);
  if (!row) throw new AppError('not_found');
  const errors = await listImportErrors(scope.db, scope.shopId, importId, {
    limit: PUBLIC_IMPORT_ROW_ERRORS,
  });
  return {
    ...toImport(row, language),
    rowErrors: errors.map((error) => ({
      code: error.code,
      line: error.line,
      column: error.column,
      message: language === 'cs' ? error.messageCs : error.messageEn,
    })),
    rowErrorCount:
      errors.length < PUBLIC_IMPORT_ROW_ERRORS
        ? errors.length
        : await countImportErrors(scope.db, scope.shopId, importId),
  };
}
