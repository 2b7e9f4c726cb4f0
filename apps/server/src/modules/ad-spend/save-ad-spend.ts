import { type AdSpendBatchResult, type AdSpendRow, adSpendRowInputSchema } from '@ziskomer/contracts';
import type { Database } from '@ziskomer/db';
import { sql, type Transaction } from 'kysely';

type RowResult = AdSpendBatchResult['rows'][number];

/**
 * Stores a batch of ad-spend rows for a shop. Each row is validated on its own (an invalid one is
 * rejected with its errors, the others are stored); a row is identified by day, channel, account
 * and campaign, so a later row with the same key replaces it — within the batch the last one
 * wins and the earlier ones are reported as duplicates. Rows in another currency than the shop's
 * are rejected: POAS would otherwise divide korunas by euros.
 */
export async function saveAdSpend(
  trx: Transaction<Database>,
  context: {
    shopId: string;
    currency: string;
    source: 'api' | 'upload' | 'schedule';
    importId?: string | null;
  },
  input: readonly unknown[],
): Promise<AdSpendBatchResult> {
  const results: RowResult[] = [];
  const latest = new Map<string, { index: number; row: AdSpendRow }>();
  input.forEach((raw, index) => {
    const parsed = adSpendRowInputSchema.safeParse(raw);
    if (!parsed.success) {
      results[index] = {
        index,
        status: 'rejected',
        errors: parsed.error.issues.map((issue) => ({
          path: issue.path.map(String).join('.'),
          code: issue.code,
          message: issue.message,
        })),
      };
      return;
    }
    if (parsed.data.currency !== context.currency) {
      results[index] = {
        index,
        status: 'rejected',
        errors: [
          {
            path: 'currency',
            code: 'currency_mismatch',
            message: `The shop keeps its figures in ${context.currency}; convert the cost before sending it`,
          },
        ],
      };
      return;
    }
    const key = rowKey(parsed.data);
    const earlier = latest.get(key);
    if (earlier) results[earlier.index] = { index: earlier.index, status: 'duplicate' };
    latest.set(key, { index, row: parsed.data });
  });

  const rows = [...latest.values()];
  if (rows.length > 0) {
    const written = await upsertRows(
      trx,
      context,
      rows.map(({ row }) => row),
    );
    for (const { index, row } of rows) {
      const outcome = written.get(rowKey(row));
      results[index] = { index, status: outcome ?? 'unchanged' };
    }
  }
  return { ...count(results), rows: results };
}

function rowKey(row: AdSpendRow): string {
  return JSON.stringify([row.date, row.channel, row.account ?? '', row.campaign ?? '']);
}

/** One upsert for the batch; only rows whose figures changed are written (and returned). */
async function upsertRows(
  trx: Transaction<Database>,
  context: { shopId: string; source: string; importId?: string | null },
  rows: AdSpendRow[],
): Promise<Map<string, 'inserted' | 'updated'>> {
  const result = await sql<{
    day: string;
    channel: string;
    account: string;
    campaign: string;
    inserted: boolean;
  }>`
    INSERT INTO ad_spend AS a (shop_id, day, channel, account, campaign, campaign_id, impressions, clicks,
      cost, conversions, conversion_value, currency, source, import_id)
    SELECT ${context.shopId}::uuid, r.day, r.channel, r.account, r.campaign, r.campaign_id, r.impressions,
      r.clicks, r.cost, r.conversions, r.conversion_value, r.currency, ${context.source}, ${context.importId ?? null}::uuid
    FROM unnest(${rows.map((r) => r.date)}::date[], ${rows.map((r) => r.channel)}::text[],
      ${rows.map((r) => r.account ?? '')}::text[], ${rows.map((r) => r.campaign ?? '')}::text[],
      ${rows.map((r) => r.campaignId ?? null)}::text[], ${rows.map((r) => r.impressions)}::bigint[],
      ${rows.map((r) => r.clicks)}::bigint[], ${rows.map((r) => r.cost)}::numeric[],
      ${rows.map((r) => r.conversions)}::numeric[], ${rows.map((r) => r.conversionValue)}::numeric[],
      ${rows.map((r) => r.currency)}::text[])
      AS r (day, channel, account, campaign, campaign_id, impressions, clicks, cost, conversions,
            conversion_value, currency)
    ON CONFLICT (shop_id, day, channel, account, campaign) DO UPDATE SET
      campaign_id = excluded.campaign_id, impressions = excluded.impressions, clicks = excluded.clicks,
      cost = excluded.cost, conversions = excluded.conversions, conversion_value = excluded.conversion_value,
      currency = excluded.currency, source = excluded.source, import_id = excluded.import_id, updated_at = now()
    WHERE (a.campaign_id, a.impressions, a.clicks, a.cost, a.conversions, a.conversion_value, a.currency)
      IS DISTINCT FROM (excluded.campaign_id, excluded.impressions, excluded.clicks, excluded.cost,
        excluded.conversions, excluded.conversion_value, excluded.currency)
    RETURNING a.day::text AS day, a.channel, a.account, a.campaign, (xmax = 0) AS inserted`.execute(trx);
  return new Map(
    result.rows.map((row) => [
      JSON.stringify([row.day, row.channel, row.account, row.campaign]),
      row.inserted ? 'inserted' : 'updated',
    ]),
  );
}

function count(results: RowResult[]) {
  const totals = { inserted: 0, updated: 0, unchanged: 0, duplicates: 0, rejected: 0 };
  for (const { status } of results) {
    if (status === 'duplicate') totals.duplicates++;
    else totals[status]++;
  }
  return totals;
}
