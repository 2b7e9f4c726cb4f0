import { type Database, withScope } from '@ziskomer/db';
import { addDays, findAnomalies, getZonedDay } from '@ziskomer/domain';
import { sql, type Transaction } from 'kysely';
import type { Deps } from '../../../core/deps.ts';
import { resolveReportContext } from '../../analytics/index.ts';
import { createNotification } from '../../notifications/index.ts';
import { listShopUserIds } from '../../shops/index.ts';
import { deliverOnce, throwIfSendsFailed } from '../deliver-once.ts';
import { insertAnomalyAlert, listAnomalyAlertRows } from '../queries/anomaly-alert-rows.ts';
import { markInterruptedDeliveries } from '../queries/digest-delivery-rows.ts';
import { selectDigestSettings } from '../queries/digest-settings-row.ts';
import { collectDayFigures } from './collect-day-figures.ts';
import { anomalyReportPath, describeAnomaly } from './describe-anomaly.ts';
import { renderAlertEmail } from './render-alert-email.ts';

export const ANOMALY_EVENT = 'anomaly_alert';

/**
 * Checks the day that closed last in the shop's zone (docs/METRICS.md "Anomaly alerts"). New
 * anomalies are stored and become notifications for everyone who may see the shop in one
 * transaction, so an anomaly is announced exactly once. Then the members who want e-mail
 * notifications get one e-mail with the day's anomalies, at most once (`deliverOnce`) — also when
 * the job ran again after a crash between the two steps. Returns the anomalies stored now.
 */
export async function raiseAnomalyAlerts(deps: Deps, shopId: string): Promise<number> {
  const now = deps.now();
  const scope = { userId: null, shopId };
  const found = await withScope(deps.db, scope, async (trx) => {
    const settings = await selectDigestSettings(trx, shopId);
    if (!settings.anomalyAlerts) return null;
    const shop = await trx
      .selectFrom('shops')
      .select(['name', 'time_zone', 'currency'])
      .where('id', '=', shopId)
      .executeTakeFirst();
    if (!shop) return null;
    const day = addDays(getZonedDay(now, shop.time_zone), -1);
    const context = await resolveReportContext(
      trx,
      shopId,
      { period: 'custom', from: day, to: day, granularity: 'day', compare: false },
      now,
    );
    const figures = await collectDayFigures(trx, { shopId, day, timeZone: shop.time_zone });
    const anomalies = findAnomalies(figures.day, figures.history, { firstDay: context.meta.firstOrderDay });
    let stored = 0;
    const userIds = anomalies.length > 0 ? await listShopUserIds(trx, shopId) : [];
    for (const anomaly of anomalies) {
      if (!(await insertAnomalyAlert(trx, { shopId, anomaly, now }))) continue;
      const text = describeAnomaly(anomaly, 'cs', shop.currency);
      for (const userId of userIds) {
        await createNotification(trx, {
          shopId,
          userId,
          title: text.title,
          description: text.description,
          type: anomaly.direction === 'down' ? 'warning' : 'info',
          eventType: ANOMALY_EVENT,
          // One event type and instant is one notification (SPEC §4): consecutive milliseconds.
          createdAt: new Date(now.getTime() + stored),
        });
      }
      stored += 1;
    }
    return { shop, day, stored };
  });
  if (!found) return 0;
  await emailDayAlerts(deps, { shopId, ...found, now });
  return found.stored;
}

async function emailDayAlerts(
  deps: Deps,
  input: { shopId: string; shop: { name: string; currency: string }; day: string; now: Date },
) {
  const scope = { userId: null, shopId: input.shopId };
  const keyPrefix = `alert:${input.day}:`;
  const { alerts, recipients } = await withScope(deps.db, scope, async (trx) => {
    // A run that died between handing an e-mail to the mailer and recording it: never sent again.
    await markInterruptedDeliveries(trx, { shopId: input.shopId, keyPrefix, now: input.now });
    const alerts = await listAnomalyAlertRows(trx, { shopId: input.shopId, since: input.day });
    const dayAlerts = alerts.filter((alert) => alert.day === input.day && alert.resolved_at === null);
    return {
      alerts: dayAlerts,
      recipients: dayAlerts.length > 0 ? await listAlertEmailRecipients(trx, input.shopId) : [],
    };
  });
  const failures: string[] = [];
  for (const recipient of recipients) {
    const outcome = await deliverOnce(
      deps,
      {
        shopId: input.shopId,
        idempotencyKey: `${keyPrefix}${recipient.email.toLowerCase()}`,
        kind: 'alert',
        periodKey: `day:${input.day}`,
        recipientId: null,
        email: recipient.email,
        language: 'cs',
      },
      () =>
        renderAlertEmail({
          to: recipient.email,
          language: 'cs',
          shopName: input.shop.name,
          currency: input.shop.currency,
          day: input.day,
          appUrl: deps.config.appUrl,
          alerts: alerts.map((alert) => ({
            ...describeAnomaly(
              {
                metric: alert.metric,
                day: alert.day,
                direction: alert.direction,
                value: alert.value,
                baseline: alert.baseline,
                lower: alert.lower_bound,
                upper: alert.upper_bound,
              },
              'cs',
              input.shop.currency,
            ),
            reportPath: anomalyReportPath(alert.metric, alert.day, input.shopId),
          })),
        }),
    );
    if (outcome.status === 'failed') failures.push(outcome.error);
  }
  throwIfSendsFailed(failures, recipients.length);
}

/** Members of the shop whose 'E-mailové notifikace' are on (the default). */
async function listAlertEmailRecipients(trx: Transaction<Database>, shopId: string) {
  const userIds = await listShopUserIds(trx, shopId);
  if (userIds.length === 0) return [];
  const result = await sql<{ email: string }>`
    SELECT u.email FROM users u LEFT JOIN notification_settings ns ON ns.user_id = u.id
    WHERE u.id IN (${sql.join(userIds)}) AND coalesce(ns.email, true)
    ORDER BY u.email`.execute(trx);
  return result.rows;
}
