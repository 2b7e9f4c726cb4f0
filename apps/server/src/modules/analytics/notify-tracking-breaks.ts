import type { TrackingBreakAlert } from '@ziskomer/contracts';
import type { Database } from '@ziskomer/db';
import { catalogues } from '@ziskomer/i18n';
import type { Transaction } from 'kysely';
import { createNotification } from '../notifications/index.ts';
import { listShopUserIds } from '../shops/index.ts';
import { insertTrackingBreakAlert } from './queries/insert-tracking-break-alert.ts';

export const TRACKING_BREAK_EVENT = 'tracking_break';

/**
 * Tells everyone who may see the shop about each ongoing tracking break, once per channel and
 * first day: the break is recorded before the notifications go out, and a break already recorded
 * (by an earlier or a concurrent request) is skipped. The text is Czech, like every stored
 * notification: it is written once for all its readers (the product's default language).
 * Returns the breaks announced now.
 */
export async function notifyTrackingBreaks(
  trx: Transaction<Database>,
  input: { shopId: string; breaks: readonly TrackingBreakAlert[]; now: Date },
): Promise<TrackingBreakAlert[]> {
  const announced: TrackingBreakAlert[] = [];
  for (const entry of input.breaks) {
    if (!entry.ongoing) continue;
    const isNew = await insertTrackingBreakAlert(trx, {
      shopId: input.shopId,
      channel: entry.channel,
      startDay: entry.startDay,
      baselineShare: entry.baselineShare,
      startShare: entry.startShare,
      at: input.now,
    });
    if (isNew) announced.push(entry);
  }
  if (announced.length === 0) return announced;

  const userIds = await listShopUserIds(trx, input.shopId);
  for (const [index, entry] of announced.entries()) {
    const text = describeBreak(entry);
    for (const userId of userIds) {
      await createNotification(trx, {
        shopId: input.shopId,
        userId,
        title: text.title,
        description: text.description,
        type: 'warning',
        eventType: TRACKING_BREAK_EVENT,
        // Notifications of one event type and instant are one notification (SPEC §4): breaks of
        // several channels found together get consecutive milliseconds so none is dropped.
        createdAt: new Date(input.now.getTime() + index),
      });
    }
  }
  return announced;
}

function describeBreak(entry: TrackingBreakAlert) {
  const copy = catalogues.cs.conversionMonitoring.notification;
  const values: Record<string, string> = {
    channel:
      entry.channel === 'all'
        ? catalogues.cs.conversionMonitoring.shopWide
        : catalogues.cs.analyticsMarketing.channel[entry.channel],
    date: new Intl.DateTimeFormat('cs-CZ', { timeZone: 'UTC' }).format(
      new Date(`${entry.startDay}T00:00:00Z`),
    ),
    share: formatShare(entry.startShare),
    baseline: formatShare(entry.baselineShare),
  };
  const fill = (template: string) =>
    template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
  return {
    title: fill(copy.title),
    description: fill(entry.channel === 'all' ? copy.descriptionShop : copy.description),
  };
}

function formatShare(share: number): string {
  return new Intl.NumberFormat('cs-CZ', { style: 'percent', maximumFractionDigits: 0 }).format(share);
}
