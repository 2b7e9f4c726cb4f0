import type { EventHandler } from '../../core/events.ts';
import { enqueueJob } from '../../jobs/enqueue-job.ts';
import { type IngestEvents, ingestEvents } from '../ingest/index.ts';
import { budgetAlertsJob } from './budget-alerts-job.ts';
import { budgetStatusCache } from './budget-status-cache.ts';

/**
 * Budgets are measured by ad spend: when spend is written, the shop's cached statuses are dropped
 * and its alerts are raised by a job queued in the writer's transaction (durable with the write,
 * and an import's batches queue one job, not one check each). Orders move a budget's revenue
 * only once the reports' rollups have counted them; the rollups' refresh raises those alerts.
 */
export function subscribeBudgetsToIngest(): void {
  ingestEvents.on('ad-spend.written', followAdSpend);
}

const followAdSpend: EventHandler<IngestEvents['ad-spend.written']> = async (trx, { shopId }) => {
  budgetStatusCache.invalidateShop(shopId);
  await enqueueJob(trx, budgetAlertsJob, { shopId }, { dedupeKey: `budget-alerts:${shopId}` });
};
