import type { Import } from '@ziskomer/contracts';
import type { Language } from '@ziskomer/i18n';
import { AppError } from '../../core/app-error.ts';
import type { UseCaseScope } from '../../core/use-case-scope.ts';
import { getImportRow } from './queries/get-import-row.ts';
import { toImport } from './to-import.ts';

export async function getImport(
  scope: UseCaseScope,
  shopId: string,
  importId: string,
  language: Language,
): Promise<Import> {
  const row = await getImportRow(scope.db, shopId, importId);
  if (!row) throw new AppError('not_found');
  return toImport(row, language);
}
