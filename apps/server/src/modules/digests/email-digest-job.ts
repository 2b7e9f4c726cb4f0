import { withScope } from '@ziskomer/db';
import { getZonedDay, isDigestDay } from '@ziskomer/domain';
import { z } from 'zod';
import type { Deps } from '../../core/deps.ts';
import { defineJob } from '../../jobs/define-job.ts';
import { computeDigestFigures } from './compute-digest-figures.ts';
import { deliverOnce, throwIfSendsFailed } from './deliver-once.ts';
import { listRecipientsToSend } from './digest-recipients-to-send.ts';
import { renderDigestEmail } from './email/render-digest-email.ts';
import { backgroundInShop } from './in-shop.ts';
import { markInterruptedDeliveries } from './queries/digest-delivery-rows.ts';
import { selectDigestSettings } from './queries/digest-settings-row.ts';
import { unsubscribeUrl } from './unsubscribe-url.ts';

export const EMAIL_DIGEST_KIND = 'email-digest';

/**
 * Queued every day at 7:00 in the shop's zone by its schedule; sends only on the digest's day
 * (Monday for weekly, the 1st for monthly) — the schedules know daily and hourly rhythms, and a
 * daily check keeps the send at 7:00 across DST. Each recipient's e-mail is sent at most once per
 * period (`deliverOnce`), so a retry after a failed send reaches only those not sent yet.
 */
export const emailDigestJob = defineJob({
  kind: EMAIL_DIGEST_KIND,
  payload: z.object({ shopId: z.uuid() }),
  shopOf: (payload) => payload.shopId,
  retry: { attempts: 4, backoffMs: 5 * 60_000 },
  handle: async (payload, { deps }) => {
    await sendScheduledDigest(deps, payload.shopId);
  },
});

export async function sendScheduledDigest(deps: Deps, shopId: string): Promise<void> {
  const now = deps.now();
  const state = await withScope(deps.db, { userId: null, shopId }, async (trx) => {
    const settings = await selectDigestSettings(trx, shopId);
    const shop = await trx
      .selectFrom('shops')
      .select('time_zone')
      .where('id', '=', shopId)
      .executeTakeFirst();
    return { settings, timeZone: shop?.time_zone ?? null };
  });
  if (state.timeZone === null || state.settings.frequency === 'off') return;
  const frequency = state.settings.frequency;
  if (!isDigestDay(frequency, getZonedDay(now, state.timeZone))) return;

  const figures = await computeDigestFigures(backgroundInShop(deps, shopId), {
    shopId,
    period: frequency === 'weekly' ? 'week' : 'month',
    now,
  });
  const keyPrefix = `digest:${figures.periodKey}:`;
  const recipients = await withScope(deps.db, { userId: null, shopId }, async (trx) => {
    // An earlier start of this job that died mid-send left its claim: never sent again.
    await markInterruptedDeliveries(trx, { shopId, keyPrefix, now });
    return listRecipientsToSend(trx, shopId);
  });

  const failures: string[] = [];
  for (const recipient of recipients) {
    const outcome = await deliverOnce(
      deps,
      {
        shopId,
        idempotencyKey: `${keyPrefix}${recipient.email.toLowerCase()}`,
        kind: 'digest',
        periodKey: figures.periodKey,
        recipientId: recipient.id,
        email: recipient.email,
        language: recipient.language,
      },
      () =>
        renderDigestEmail({
          to: recipient.email,
          language: recipient.language,
          figures,
          appUrl: deps.config.appUrl,
          unsubscribeUrl: unsubscribeUrl(deps.config, { shopId, id: recipient.id, nonce: recipient.nonce }),
        }),
    );
    if (outcome.status === 'failed') failures.push(outcome.error);
  }
  throwIfSendsFailed(failures, recipients.length);
}
