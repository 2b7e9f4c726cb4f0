import type { AdSpendRow } from '@ziskomer/contracts';
import type { Database } from '@ziskomer/db';
import { sql, type Transaction } from 'kysely';

export type AdSpendWriteStatus = 'inserted' | 'updated' | 'unchanged' | 'duplicate';

export interface AdSpendWriteContext {
  shopId: string;
  source: 'api' | 'upload' | 'schedule';
  /** The import writing the rows; its batches recognise the keys its earlier batches saw. */
  importId?: string | null;
}

/**
 * The one writer of ad spend (API, CSV import, demo data). A row is identified by day, channel,
 * account and campaign; the last row of a repeated key wins and the earlier ones count as
 * duplicates — within the batch, and within an import across its batches (rows an import saw
 * carry its id). Only rows whose figures changed are written; an unchanged row keeps its
 * `updated_at`, and under an import only takes the import's mark. Returns a status per input row.
 */
export async function writeAdSpendRows(
  trx: Transaction<Database>,
  context: AdSpendWriteContext,
  rows: readonly AdSpendRow[],
): Promise<AdSpendWriteStatus[]> {
  const statuses: AdSpendWriteStatus[] = new Array(rows.length);
  const latest = new Map<string, number>();
  rows.forEach((row, index) => {
    const key = rowKey(row);
    const earlier = latest.get(key);
    if (earlier !== undefined) statuses[earlier] = 'duplicate';
    latest.set(key, index);
  });
  const kept = [...latest.values()].map((index) => ({ index, row: rows[index]! }));
  if (kept.length === 0) return statuses;

  const seenByImport = context.importId
    ? await findKeysSeenByImport(
        trx,
        context.shopId,
        context.importId,
        kept.map(({ row }) => row),
      )
    : new Set<string>();
  const written = await upsertRows(
    trx,
    context,
    kept.map(({ row }) => row),
  );
  const unchanged: AdSpendRow[] = [];
  for (const { index, row } of kept) {
    const key = rowKey(row);
    const outcome = written.get(key);
    if (!outcome) unchanged.push(row);
    // An earlier batch of this import had the key: its first occurrence was counted there.
    statuses[index] = seenByImport.has(key) ? 'duplicate' : (outcome ?? 'unchanged');
  }
  if (context.importId && unchanged.length > 0) {
    await markSeen(trx, context.shopId, context.importId, unchanged);
  }
  return statuses;
}

function rowKey(row: { date: string; channel: string; account?: string | null; campaign?: string | null }) {
  return JSON.stringify([row.date, row.channel, row.account ?? '', row.campaign ?? '']);
}

/** The rows' keys as four arrays for `unnest`. */
function keyArrays(rows: readonly AdSpendRow[]) {
  return sql`unnest(${rows.map((r) => r.date)}::date[], ${rows.map((r) => r.channel)}::text[],
    ${rows.map((r) => r.account ?? '')}::text[], ${rows.map((r) => r.campaign ?? '')}::text[])
    AS k (day, channel, account, campaign)`;
}

async function findKeysSeenByImport(
  trx: Transaction<Database>,
  shopId: string,
  importId: string,
  rows: readonly AdSpendRow[],
): Promise<Set<string>> {
  const result = await sql<{ day: string; channel: string; account: string; campaign: string }>`
    SELECT a.day::text AS day, a.channel, a.account, a.campaign
    FROM ${keyArrays(rows)}
    JOIN ad_spend a ON a.shop_id = ${shopId}::uuid AND a.day = k.day AND a.channel = k.channel
      AND a.account = k.account AND a.campaign = k.campaign
    WHERE a.import_id = ${importId}::uuid`.execute(trx);
  return new Set(result.rows.map((row) => rowKey({ ...row, date: row.day })));
}

/** One upsert for the batch; only rows whose figures changed are written (and returned). */
async function upsertRows(
  trx: Transaction<Database>,
  context: AdSpendWriteContext,
  rows: readonly AdSpendRow[],
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
    result.rows.map((row) => [rowKey({ ...row, date: row.day }), row.inserted ? 'inserted' : 'updated']),
  );
}

/**
 * Unchanged rows take the import's mark (not `updated_at`), so a later batch of the same import
 * knows the key was already counted — as an order import marks the orders it sees.
 */
async function markSeen(
  trx: Transaction<Database>,
  shopId: string,
  importId: string,
  rows: readonly AdSpendRow[],
): Promise<void> {
  await sql`
    UPDATE ad_spend a SET import_id = ${importId}::uuid
    FROM ${keyArrays(rows)}
    WHERE a.shop_id = ${shopId}::uuid AND a.day = k.day AND a.channel = k.channel
      AND a.account = k.account AND a.campaign = k.campaign
      AND a.import_id IS DISTINCT FROM ${importId}::uuid`.execute(trx);
}
