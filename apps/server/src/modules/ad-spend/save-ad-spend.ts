import type { AdSpendBatchResult } from '@ziskomer/contracts';
import type { Database } from '@ziskomer/db';
import type { Transaction } from 'kysely';
import { raiseShopBudgetAlerts } from '../budgets/index.ts';
import { checkAdSpendRow } from './check-ad-spend-row.ts';
import { type AdSpendWriteContext, writeAdSpendRows } from './write-ad-spend-rows.ts';

type RowResult = AdSpendBatchResult['rows'][number];

/**
 * Stores a batch of ad-spend rows for a shop (`POST /api/v1/ad-spend`, demo data). Each row is
 * validated on its own (`checkAdSpendRow`: an invalid one, or one in another currency than the
 * shop's, is rejected with its errors, the others are stored) and written by `writeAdSpendRows`,
 * which the CSV import shares: the last row of a repeated key wins, unchanged rows write nothing.
 */
export async function saveAdSpend(
  trx: Transaction<Database>,
  /** `now`: the request's clock, for the budgets' current period (the wall clock when left out). */
  context: AdSpendWriteContext & { currency: string; now?: Date },
  input: readonly unknown[],
): Promise<AdSpendBatchResult> {
  const results: RowResult[] = new Array(input.length);
  const valid: { index: number; row: Parameters<typeof writeAdSpendRows>[2][number] }[] = [];
  input.forEach((raw, index) => {
    const checked = checkAdSpendRow(raw, context.currency);
    if (checked.ok) valid.push({ index, row: checked.row });
    else {
      results[index] = {
        index,
        status: 'rejected',
        errors: checked.issues.map(({ path, code, message }) => ({ path, code, message })),
      };
    }
  });
  const statuses = await writeAdSpendRows(
    trx,
    context,
    valid.map(({ row }) => row),
  );
  valid.forEach(({ index }, position) => {
    results[index] = { index, status: statuses[position]! };
  });
  const totals = count(results);
  // New spend can push a budget past 80 % or 100 %: its alerts are raised now (issue 5 "Budgets").
  if (totals.inserted + totals.updated > 0) {
    await raiseShopBudgetAlerts(trx, { shopId: context.shopId, now: context.now ?? new Date() });
  }
  return { ...totals, rows: results };
}

function count(results: RowResult[]) {
  const totals = { inserted: 0, updated: 0, unchanged: 0, duplicates: 0, rejected: 0 };
  for (const { status } of results) {
    if (status === 'duplicate') totals.duplicates++;
    else totals[status]++;
  }
  return totals;
}
