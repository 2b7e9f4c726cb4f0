import type { AdSpendBatchResult } from '@ziskomer/contracts';
import type { ApiKeyScope } from '../../core/use-case-scope.ts';
import { checkAdSpendRow, writeAdSpend } from '../ingest/index.ts';
import { getShopSettings } from '../orders/index.ts';

type RowResult = AdSpendBatchResult['rows'][number];

/**
 * Stores a batch of ad-spend rows sent to `POST /api/v1/ad-spend` under the key's source. Each
 * row is validated on its own (`checkAdSpendRow`: an invalid one, or one in another currency than
 * the shop's, is rejected with its errors, the others are stored) and written by the ad-spend
 * sink, which every other source shares: the last row of a repeated key wins, unchanged rows write
 * nothing. The budgets follow through the sink's `ad-spend.written` event.
 */
export async function savePublicAdSpend(
  scope: ApiKeyScope,
  input: readonly unknown[],
): Promise<AdSpendBatchResult> {
  const { currency } = await getShopSettings(scope.db, scope.shopId);
  const results: RowResult[] = new Array(input.length);
  const valid: { index: number; row: Parameters<typeof writeAdSpend>[3][number] }[] = [];
  input.forEach((raw, index) => {
    const checked = checkAdSpendRow(raw, currency);
    if (checked.ok) valid.push({ index, row: checked.row });
    else {
      results[index] = {
        index,
        status: 'rejected',
        errors: checked.issues.map(({ path, code, message }) => ({ path, code, message })),
      };
    }
  });
  const { statuses } = await writeAdSpend(
    scope.db,
    scope.shopId,
    { kind: 'api', apiKeyId: scope.apiKey.id },
    valid.map(({ row }) => row),
  );
  valid.forEach(({ index }, position) => {
    results[index] = { index, status: statuses[position]! };
  });
  return { ...count(results), rows: results };
}

function count(results: RowResult[]) {
  const totals = { inserted: 0, updated: 0, unchanged: 0, duplicates: 0, rejected: 0 };
  for (const { status } of results) {
    if (status === 'duplicate') totals.duplicates++;
    else totals[status]++;
  }
  return totals;
}
