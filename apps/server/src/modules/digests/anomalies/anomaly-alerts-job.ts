import { z } from 'zod';
import { defineJob } from '../../../jobs/define-job.ts';
import { raiseAnomalyAlerts } from './raise-anomaly-alerts.ts';

export const ANOMALY_ALERTS_KIND = 'anomaly-alerts';

/** Queued daily at 06:00 in the shop's zone by its schedule (migration 0051). */
export const anomalyAlertsJob = defineJob({
  kind: ANOMALY_ALERTS_KIND,
  payload: z.object({ shopId: z.uuid() }),
  shopOf: (payload) => payload.shopId,
  retry: { attempts: 4, backoffMs: 5 * 60_000 },
  handle: async (payload, { deps }) => {
    await raiseAnomalyAlerts(deps, payload.shopId);
  },
});
