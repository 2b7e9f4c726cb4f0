import type { AdSpendRow } from '@ziskomer/contracts';
import type { Database } from '@ziskomer/db';
import { sql, type Transaction } from 'kysely';
import { keyArrays, rowKey } from './ad-spend-keys.ts';
import { type DataSource, importIdOf, toStoredSource } from './data-source.ts';
import { ingestEvents } from './ingest-events.ts';
import { deleteResyncedAdSpend } from './queries/delete-resynced-ad-spend.ts';
import { assertResync, type ReplaceRange } from './replace-range.ts';

export type AdSpendWriteStatus = 'inserted' | 'updated' | 'unchanged' | 'duplicate';

export interface AdSpendWriteOptions {
  /**
   * A connector's re-sync of these days: its rows of the range that `rows` no longer holds are
   * deleted; rows of other sources in the range stay. Only for a connector source.
   */
  replaceRange?: ReplaceRange;
}

export interface AdSpendWriteResult {
  /** Per input row. */
  statuses: AdSpendWriteStatus[];
  /** Rows of the source a re-sync deleted. */
  deleted: number;
}

/**
 * The one writer of ad spend, whichever way it comes (file import, API, connector, demo data),
 * inside the caller's transaction and shop scope; the rows are valid already (`checkAdSpendRow`).
 * A row is identified by day, channel, account and campaign; the last row of a repeated key wins
 * and the earlier ones count as duplicates — within the batch, and within an import across its
 * batches (rows an import saw carry its id). Only rows whose figures changed are written, and they
 * take the writer's source; an unchanged row keeps its source and `updated_at` (and under an
 * import only takes the import's mark). When anything changed, `ad-spend.written` is announced
 * in the same transaction.
 */
export async function writeAdSpend(
  trx: Transaction<Database>,
  shopId: string,
  source: DataSource,
  rows: readonly AdSpendRow[],
  options: AdSpendWriteOptions = {},
): Promise<AdSpendWriteResult> {
  const { replaceRange } = options;
  const connectionId = replaceRange
    ? assertResync(
        source,
        replaceRange,
        rows.map((row) => row.date),
      )
    : null;
  const statuses: AdSpendWriteStatus[] = new Array(rows.length);
  const latest = new Map<string, number>();
  rows.forEach((row, index) => {
    const key = rowKey(row);
    const earlier = latest.get(key);
    if (earlier !== undefined) statuses[earlier] = 'duplicate';
    latest.set(key, index);
  });
  const kept = [...latest.values()].map((index) => ({ index, row: rows[index]! }));
  const changedDays = new Set<string>();

  let deleted = 0;
  if (replaceRange && connectionId) {
    const removedDays = await deleteResyncedAdSpend(
      trx,
      { shopId, connectionId, range: replaceRange },
      kept.map(({ row }) => row),
    );
    deleted = removedDays.length;
    for (const day of removedDays) changedDays.add(day);
  }

  if (kept.length > 0) {
    const importId = importIdOf(source);
    const seenByImport = importId
      ? await findKeysSeenByImport(
          trx,
          shopId,
          importId,
          kept.map(({ row }) => row),
        )
      : new Set<string>();
    const written = await upsertRows(
      trx,
      shopId,
      source,
      kept.map(({ row }) => row),
    );
    const unchanged: AdSpendRow[] = [];
    for (const { index, row } of kept) {
      const key = rowKey(row);
      const outcome = written.get(key);
      if (outcome) changedDays.add(row.date);
      else unchanged.push(row);
      // An earlier batch of this import had the key: its first occurrence was counted there.
      statuses[index] = seenByImport.has(key) ? 'duplicate' : (outcome ?? 'unchanged');
    }
    if (importId && unchanged.length > 0) await markSeen(trx, shopId, importId, unchanged);
  }

  if (changedDays.size > 0) {
    await ingestEvents.emit(trx, 'ad-spend.written', { shopId, source, days: [...changedDays].sort() });
  }
  return { statuses, deleted };
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

/**
 * One upsert for the batch; only rows whose figures changed are written (and returned), and they
 * take the writer's source.
 */
async function upsertRows(
  trx: Transaction<Database>,
  shopId: string,
  source: DataSource,
  rows: readonly AdSpendRow[],
): Promise<Map<string, 'inserted' | 'updated'>> {
  const stored = toStoredSource(source);
  const result = await sql<{
    day: string;
    channel: string;
    account: string;
    campaign: string;
    inserted: boolean;
  }>`
    INSERT INTO ad_spend AS a (shop_id, day, channel, account, campaign, campaign_id, impressions, clicks,
      cost, conversions, conversion_value, currency, source, source_ref, import_id)
    SELECT ${shopId}::uuid, r.day, r.channel, r.account, r.campaign, r.campaign_id, r.impressions,
      r.clicks, r.cost, r.conversions, r.conversion_value, r.currency, ${stored.source}, ${stored.sourceRef},
      ${importIdOf(source)}::uuid
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
      currency = excluded.currency, source = excluded.source, source_ref = excluded.source_ref,
      import_id = excluded.import_id, updated_at = now()
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
 * knows the key was already counted (a cost file's rows of one key are not grouped, as an order's
 * lines are). Nothing is refreshed for it: the marketing rollups follow `ad-spend.written`.
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
