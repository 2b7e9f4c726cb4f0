import type { EventHandler } from '../../core/events.ts';
import { enqueueJob } from '../../jobs/enqueue-job.ts';
import { type IngestEvents, ingestEvents } from '../ingest/index.ts';
import { marketingStatisticsJob } from './marketing-statistics-job.ts';

/**
 * The reports follow written data. Orders need nothing here: the triggers their writes fire mark
 * the dirty days and queue the rollups' refresh (migration 0033), whoever writes. Ad spend is read
 * by the marketing report directly; what it needs after a write is fresh planner statistics, from
 * a job queued in the writer's transaction.
 */
export function subscribeAnalyticsToIngest(): void {
  ingestEvents.on('ad-spend.written', followAdSpend);
}

const followAdSpend: EventHandler<IngestEvents['ad-spend.written']> = async (trx, { shopId }) => {
  await enqueueJob(trx, marketingStatisticsJob, { shopId }, { dedupeKey: `marketing-statistics:${shopId}` });
};
