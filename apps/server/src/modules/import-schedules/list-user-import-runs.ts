import type { ImportRun } from '@ziskomer/contracts';
import { type Database, setScope } from '@ziskomer/db';
import type { Language } from '@ziskomer/i18n';
import type { Transaction } from 'kysely';
import { listUserShops } from '../shops/index.ts';
import { type ImportRunRow, listImportRunRows } from './queries/list-import-run-rows.ts';
import { toImportRun } from './to-import-run.ts';

/** How many of a user's runs the header indicator gets (it considers the active ones and 3 failed). */
export const USER_RUNS_LIMIT = 20;

/**
 * The signed-in user's most recent runs in every shop they may still see, newest first (SPEC:
 * the runs subscription is filtered by user). Runs in the caller's transaction: each shop is
 * read under its own row-level-security scope (and the scope is left at the user's), so a shop
 * whose access was revoked drops out at once.
 */
export async function listUserImportRuns(
  trx: Transaction<Database>,
  userId: string,
  language: Language,
): Promise<ImportRun[]> {
  const shops = await listUserShops(trx, { userId });
  const rows: ImportRunRow[] = [];
  for (const shop of shops) {
    await setScope(trx, { userId, shopId: shop.id });
    rows.push(...(await listImportRunRows(trx, { shopId: shop.id, userId, limit: USER_RUNS_LIMIT })));
  }
  await setScope(trx, { userId });
  rows.sort((a, b) => b.created_at.getTime() - a.created_at.getTime() || (a.id < b.id ? 1 : -1));
  return rows.slice(0, USER_RUNS_LIMIT).map((row) => toImportRun(row, language));
}
