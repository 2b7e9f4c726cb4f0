import { type ImportList, RECENT_IMPORTS } from '@ziskomer/contracts';
import type { Language } from '@ziskomer/i18n';
import type { UseCaseScope } from '../../core/use-case-scope.ts';
import { listImportRows } from './queries/list-import-rows.ts';
import { toImport } from './to-import.ts';

/** SPEC §9: the 10 most recent import sessions of the shop, newest first. */
export async function listImports(
  scope: UseCaseScope,
  shopId: string,
  language: Language,
): Promise<ImportList> {
  const rows = await listImportRows(scope.db, shopId, RECENT_IMPORTS);
  return { items: rows.map((row) => toImport(row, language)) };
}
