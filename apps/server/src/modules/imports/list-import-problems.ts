import type { ImportProblem } from '@ziskomer/contracts';
import type { Language } from '@ziskomer/i18n';
import { AppError } from '../../core/app-error.ts';
import type { UseCaseScope } from '../../core/use-case-scope.ts';
import { getImportRow } from './queries/get-import-row.ts';
import { countImportErrors, listImportErrors } from './queries/list-import-errors.ts';

/** The first rejected rows of an import, in file order, for the result step of the wizard. */
export async function listImportProblems(
  scope: UseCaseScope,
  shopId: string,
  importId: string,
  limit: number,
  language: Language,
): Promise<{ items: ImportProblem[]; total: number }> {
  if (!(await getImportRow(scope.db, shopId, importId))) throw new AppError('not_found');
  const rows = await listImportErrors(scope.db, shopId, importId, { limit });
  return {
    items: rows.map((row) => ({
      code: row.code,
      line: row.line,
      column: row.column,
      message: language === 'cs' ? row.messageCs : row.messageEn,
    })),
    total: await countImportErrors(scope.db, shopId, importId),
  };
}
