import type { AvailableConnector } from '@ziskomer/contracts';
import type { Database } from '@ziskomer/db';
import type { Kysely } from 'kysely';
import { enqueueJob } from '../../jobs/enqueue-job.ts';
import { getJobScheduleRow, saveJobScheduleRow } from '../../jobs/schedules/job-schedule-queries.ts';
import { getScheduleDedupeKey } from '../../jobs/schedules/job-schedule-row.ts';
import { googleAdsSyncJob } from './google-ads/google-ads-sync-job.ts';
import { googleAnalyticsSyncJob } from './google-analytics/google-analytics-sync-job.ts';

/** The job kind that syncs a connector's data. */
function syncJobOf(connector: AvailableConnector) {
  return connector === 'google_analytics' ? googleAnalyticsSyncJob : googleAdsSyncJob;
}

/** Issue 14 / SPEC §9: after the first sync, every 6 hours the last 7 days (late conversions). */
export const DEFAULT_SYNC_EVERY_HOURS = 6;

/**
 * A connection's sync schedule has the connection's id. Creating it (when an account is chosen)
 * also queues the first sync at once; an existing schedule keeps its rhythm and pause.
 */
export async function ensureSyncSchedule(
  db: Kysely<Database>,
  params: { shopId: string; connectionId: string; connector?: AvailableConnector; now: Date },
): Promise<void> {
  const existing = await getJobScheduleRow(db, params.shopId, params.connectionId);
  if (!existing) {
    await saveJobScheduleRow(db, {
      shopId: params.shopId,
      id: params.connectionId,
      kind: syncJobOf(params.connector ?? 'google_ads').kind,
      payload: { shopId: params.shopId, connectionId: params.connectionId },
      rhythm: { everyHours: DEFAULT_SYNC_EVERY_HOURS },
      paused: false,
      nextRunAt: new Date(params.now.getTime() + DEFAULT_SYNC_EVERY_HOURS * 3600_000),
      now: params.now,
    });
  }
  await queueSyncNow(db, {
    shopId: params.shopId,
    connectionId: params.connectionId,
    connector: params.connector,
  });
}

/** Queues the connection's sync now; a sync already waiting is not queued twice. */
export async function queueSyncNow(
  db: Kysely<Database>,
  params: { shopId: string; connectionId: string; connector?: AvailableConnector },
): Promise<void> {
  await enqueueJob(
    db,
    syncJobOf(params.connector ?? 'google_ads'),
    { shopId: params.shopId, connectionId: params.connectionId },
    { dedupeKey: getScheduleDedupeKey(params.connectionId), scheduleId: params.connectionId },
  );
}
