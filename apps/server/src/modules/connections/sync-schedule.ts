import type { AvailableConnector } from '@ziskomer/contracts';
import type { Database } from '@ziskomer/db';
import type { Kysely } from 'kysely';
import { enqueueJob } from '../../jobs/enqueue-job.ts';
import { getJobScheduleRow, saveJobScheduleRow } from '../../jobs/schedules/job-schedule-queries.ts';
import { getScheduleDedupeKey } from '../../jobs/schedules/job-schedule-row.ts';
import { connectionJob, SYNC_JOB_KIND } from './connection-jobs.ts';

/**
 * Issue 14 / SPEC §9: Google Ads and GA4 every 6 hours the last 7 days (late conversions); Search
 * Console, Merchant Center and Business Profile daily (their figures settle over days, not hours);
 * Sklik as Google Ads, Heureka and Zboží.cz daily.
 */
export const DEFAULT_SYNC_EVERY_HOURS: Record<AvailableConnector, number> = {
  google_ads: 6,
  google_analytics: 6,
  google_search_console: 24,
  google_merchant: 24,
  google_business_profile: 24,
  // Sklik's conversions arrive late as Google's do; the price-comparison services report by day.
  sklik: 6,
  heureka: 24,
  zbozi: 24,
  // Meta revises the last days' purchases as attribution windows close: as often as Google Ads.
  meta: 6,
  // Orders also arrive by webhook within minutes; the schedule catches whatever a webhook missed.
  eshop_platform: 6,
};

/**
 * A connection's sync schedule has the connection's id. Creating it (when an account is chosen)
 * also queues the first sync at once; an existing schedule keeps its rhythm and pause.
 */
export async function ensureSyncSchedule(
  db: Kysely<Database>,
  params: { shopId: string; connectionId: string; connector: AvailableConnector; now: Date },
): Promise<void> {
  const existing = await getJobScheduleRow(db, params.shopId, params.connectionId);
  if (!existing) {
    const everyHours = DEFAULT_SYNC_EVERY_HOURS[params.connector];
    await saveJobScheduleRow(db, {
      shopId: params.shopId,
      id: params.connectionId,
      kind: SYNC_JOB_KIND[params.connector],
      payload: { shopId: params.shopId, connectionId: params.connectionId },
      rhythm: { everyHours },
      paused: false,
      nextRunAt: new Date(params.now.getTime() + everyHours * 3600_000),
      now: params.now,
    });
  }
  await queueSyncNow(db, params);
}

/** Queues the connection's sync now; a sync already waiting is not queued twice. */
export async function queueSyncNow(
  db: Kysely<Database>,
  params: { shopId: string; connectionId: string; connector: AvailableConnector },
): Promise<void> {
  await enqueueJob(
    db,
    connectionJob(SYNC_JOB_KIND[params.connector]),
    { shopId: params.shopId, connectionId: params.connectionId },
    { dedupeKey: getScheduleDedupeKey(params.connectionId), scheduleId: params.connectionId },
  );
}
