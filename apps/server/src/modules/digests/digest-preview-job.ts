import { withScope } from '@ziskomer/db';
import { z } from 'zod';
import { defineJob } from '../../jobs/define-job.ts';
import { computeDigestFigures } from './compute-digest-figures.ts';
import { deliverOnce, throwIfSendsFailed } from './deliver-once.ts';
import { renderDigestEmail } from './email/render-digest-email.ts';
import { backgroundInShop } from './in-shop.ts';
import { markInterruptedDeliveries } from './queries/digest-delivery-rows.ts';

/**
 * "Poslat náhled": the digest of the last complete period, to the member who asked, now. The
 * request queues it with its own id, which is the delivery's key, so a retry sends it once.
 */
export const digestPreviewJob = defineJob({
  kind: 'digest-preview',
  payload: z.object({
    shopId: z.uuid(),
    requestId: z.uuid(),
    email: z.string(),
    period: z.enum(['week', 'month']),
    language: z.enum(['cs', 'en']),
  }),
  shopOf: (payload) => payload.shopId,
  retry: { attempts: 3, backoffMs: 60_000 },
  handle: async (payload, { deps }) => {
    const now = deps.now();
    const figures = await computeDigestFigures(backgroundInShop(deps, payload.shopId), {
      shopId: payload.shopId,
      period: payload.period,
      now,
    });
    const key = `preview:${payload.requestId}`;
    await withScope(deps.db, { userId: null, shopId: payload.shopId }, (trx) =>
      markInterruptedDeliveries(trx, { shopId: payload.shopId, keyPrefix: key, now }),
    );
    const outcome = await deliverOnce(
      deps,
      {
        shopId: payload.shopId,
        idempotencyKey: key,
        kind: 'preview',
        periodKey: figures.periodKey,
        recipientId: null,
        email: payload.email,
        language: payload.language,
      },
      () =>
        renderDigestEmail({
          to: payload.email,
          language: payload.language,
          figures,
          appUrl: deps.config.appUrl,
          preview: true,
        }),
    );
    throwIfSendsFailed(outcome.status === 'failed' ? [outcome.error] : [], 1);
  },
});
