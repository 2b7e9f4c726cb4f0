import { ESHOP_PLATFORMS } from '@ziskomer/contracts';
import { z } from 'zod';
import { defineJob } from '../../../jobs/define-job.ts';
import { createJobFailure, PermanentJobError } from '../../../jobs/job-error.ts';
import { createEshopClient } from './create-eshop-client.ts';
import { EshopApiError } from './eshop-api-error.ts';
import { openEshopCredentials } from './eshop-credentials.ts';

export const ESHOP_WEBHOOKS_REMOVAL_JOB_KIND = 'eshop-platform-webhooks-removal';

export const eshopWebhooksRemovalPayload = z.object({
  shopId: z.uuid(),
  platform: z.enum(ESHOP_PLATFORMS),
  shopUrl: z.string().nullable(),
  /** The connection's credentials as they were sealed (the connection row is gone by now). */
  credentialsSealed: z.string().min(1),
  webhookIds: z.array(z.string().min(1).max(200)).min(1).max(20),
});

/**
 * Removes a connection's webhook subscriptions at the platform after the connection was removed
 * (or replaced by another platform's): queued in the transaction that removed it, so no database
 * connection waits on the platform, and retried by the runner while the platform is down. Each
 * removal of a subscription already gone counts as done, so a run taken over after a crash
 * repeats nothing harmful. Credentials the platform no longer takes end it: nothing more can be
 * removed with them, and the platform stops delivering to an address that answers 404.
 */
export const eshopWebhooksRemovalJob = defineJob({
  kind: ESHOP_WEBHOOKS_REMOVAL_JOB_KIND,
  payload: eshopWebhooksRemovalPayload,
  shopOf: (payload) => payload.shopId,
  perShop: 1,
  retry: { attempts: 5, backoffMs: 120_000 },
  handle: async ({ shopId, shopUrl, credentialsSealed, webhookIds }, { deps }) => {
    const credentials = openEshopCredentials(deps, shopId, credentialsSealed);
    try {
      await createEshopClient(deps, shopUrl, credentials).removeWebhooks(webhookIds);
    } catch (error) {
      if (error instanceof EshopApiError && (error.kind === 'unauthenticated' || error.kind === 'permission'))
        throw new PermanentJobError(createJobFailure('connection_broken'));
      throw error;
    }
  },
});
