import { PROFIT_UPLOAD_WINDOW_DAYS } from '@ziskomer/contracts';
import { withScope } from '@ziskomer/db';
import type { Deps } from '../../../core/deps.ts';
import { defineJob } from '../../../jobs/define-job.ts';
import { createJobFailure, JobInterrupted, PermanentJobError } from '../../../jobs/job-error.ts';
import { readMetaSelection } from '../meta/meta-connection-data.ts';
import { getConnectionRow } from '../queries/connection-queries.ts';
import { readSelection } from '../to-connection.ts';
import { openGoogleProfitSender } from './google-profit-sender.ts';
import { openMetaProfitSender } from './meta-profit-sender.ts';
import type { ProfitSender } from './profit-sender.ts';
import { claimProfitUploads, recordProfitOutcomes } from './profit-upload-log.ts';
import {
  getProfitUploadSetting,
  PROFIT_UPLOAD_JOB_KIND,
  type ProfitUploadSettingRow,
  profitUploadPayload,
} from './profit-upload-settings.ts';
import { readProfitCandidates } from './read-profit-candidates.ts';
import { settleStaleClaims } from './settle-stale-claims.ts';
import { openSklikProfitSender } from './sklik-profit-sender.ts';

/** Batches of one start at most: a runaway loop stops here (the next sync queues the rest). */
const MAX_BATCHES = 200;

/**
 * Profit back to the platform of one connection (issues 14 and 15): the tracked orders it has not
 * been sent, in batches. Each batch is claimed ('sending', committed) before the platform is
 * called and recorded after it answered, each in its own short transaction. A start that dies
 * between the two leaves the batch 'sending'; the next start sends those first, with the same
 * deduplication keys, so the platform counts each order once, and settles as skipped those that
 * stopped qualifying meanwhile (an order cancelled since) (docs/ARCHITECTURE.md).
 */
export const profitUploadJob = defineJob({
  kind: PROFIT_UPLOAD_JOB_KIND,
  payload: profitUploadPayload,
  shopOf: (payload) => payload.shopId,
  retry: { attempts: 4, backoffMs: 5 * 60_000 },
  handle: async ({ shopId, connectionId }, { deps, signal, reportProgress }) => {
    const inShop = <T>(work: Parameters<typeof withScope<T>>[2]) =>
      withScope(deps.db, { userId: null, shopId }, work);
    const found = await inShop(async (db) => ({
      row: await getConnectionRow(db, shopId, { id: connectionId }),
      setting: await getProfitUploadSetting(db, shopId, connectionId),
      shop: await db.selectFrom('shops').select('store_url').where('id', '=', shopId).executeTakeFirst(),
    }));
    // Off (or disconnected): nothing is sent, not even what an earlier start claimed.
    if (!found.row || !found.setting?.enabled || !found.setting.target_id) return;
    if (found.row.status === 'broken') throw new PermanentJobError(createJobFailure('connection_broken'));
    const sender = openSender(deps, found.row, found.setting, found.shop?.store_url ?? null, signal);
    const platform = sender.platform;
    const since = new Date(deps.now().getTime() - PROFIT_UPLOAD_WINDOW_DAYS[platform] * 86_400_000);
    // What a dead start claimed and has since stopped qualifying (cancelled meanwhile) is settled
    // as skipped first: resuming sends only what still qualifies.
    await inShop((db) => settleStaleClaims(db, { shopId, platform, needs: sender.needs, now: deps.now() }));
    let sent = 0;
    for (let batchNo = 0, mode: 'resume' | 'new' = 'resume'; batchNo < MAX_BATCHES; batchNo++) {
      if (signal.aborted) throw new JobInterrupted();
      const candidates = await inShop((db) =>
        readProfitCandidates(db, {
          shopId,
          platform,
          mode,
          needs: sender.needs,
          since,
          limit: sender.batchSize,
        }),
      );
      if (candidates.length === 0) {
        if (mode === 'new') break;
        mode = 'new';
        continue;
      }
      const prepared = candidates.map((candidate) => ({ candidate, prepared: sender.prepare(candidate) }));
      const skipOf = (entry: (typeof prepared)[number]) =>
        'skip' in entry.prepared ? entry.prepared.skip : null;
      let sending: Set<string>;
      if (mode === 'new') {
        sending = await inShop((db) =>
          claimProfitUploads(
            db,
            shopId,
            platform,
            prepared.map((entry) => ({ candidate: entry.candidate, skip: skipOf(entry) })),
            deps.now(),
          ),
        );
      } else {
        // Claimed by a start that died: what is no longer sendable is skipped now.
        const skipped = prepared.filter((entry) => skipOf(entry) !== null);
        await inShop((db) =>
          recordProfitOutcomes(
            db,
            shopId,
            platform,
            skipped.map((entry) => ({
              orderId: entry.candidate.orderId,
              status: 'skipped' as const,
              code: skipOf(entry)!,
              detail: null,
            })),
            deps.now(),
          ),
        );
        sending = new Set(prepared.filter((entry) => skipOf(entry) === null).map((e) => e.candidate.orderId));
      }
      const batch = prepared.flatMap((entry) =>
        'payload' in entry.prepared && sending.has(entry.candidate.orderId)
          ? [{ orderId: entry.candidate.orderId, payload: entry.prepared.payload }]
          : [],
      );
      if (batch.length === 0) continue;
      const outcomes = await sender.send(batch);
      await inShop((db) => recordProfitOutcomes(db, shopId, platform, outcomes, deps.now()));
      sent += batch.length;
      reportProgress({ done: sent, total: null, unit: 'orders', phase: 'upload' });
    }
  },
});

/** The platform's sender for the connection and its setting. */
function openSender(
  deps: Deps,
  row: NonNullable<Awaited<ReturnType<typeof getConnectionRow>>>,
  setting: ProfitUploadSettingRow,
  storeUrl: string | null,
  signal: AbortSignal,
): ProfitSender {
  const target = setting.target_id!;
  if (setting.platform === 'google_ads') {
    const selection = readSelection(row.settings);
    if (!selection) throw new PermanentJobError(createJobFailure('google_ads_no_account'));
    return openGoogleProfitSender(
      deps,
      { shopId: row.shop_id, connectionId: row.id, connector: 'google_ads' },
      selection,
      target,
      signal,
    );
  }
  if (setting.platform === 'meta') {
    const selection = readMetaSelection(row.settings);
    return openMetaProfitSender(
      deps,
      { shopId: row.shop_id, connectionId: row.id, connector: 'meta' },
      selection?.name ?? target,
      target,
      storeUrl,
      signal,
    );
  }
  return openSklikProfitSender(deps, target, signal);
}
