import { IMPORT_RUNS_LIMIT, type ImportRunList } from '@ziskomer/contracts';
import type { Language } from '@ziskomer/i18n';
import type { UseCaseScope } from '../../core/use-case-scope.ts';
import { listImportRunRows } from './queries/list-import-run-rows.ts';
import { toImportRun } from './to-import-run.ts';

/** SPEC §7: a shop's runs with their schedule's name, target and store domain, newest first, at most 100. */
export async function listImportRuns(
  scope: UseCaseScope,
  shopId: string,
  language: Language,
): Promise<ImportRunList> {
  const rows = await listImportRunRows(scope.db, { shopId, limit: IMPORT_RUNS_LIMIT });
  return { items: rows.map((row) => toImportRun(row, language)) };
}
