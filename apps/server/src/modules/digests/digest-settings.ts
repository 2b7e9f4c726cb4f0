import type { DigestSettings, UpdateDigestSettings } from '@ziskomer/contracts';
import type { UseCaseScope } from '../../core/use-case-scope.ts';
import { recordActivity } from '../activity/index.ts';
import { listShopUserIds } from '../shops/index.ts';
import { nextDigestSendTime, syncDigestSchedules } from './digest-schedules.ts';
import { listDigestRecipientRows } from './queries/digest-recipient-rows.ts';
import { selectDigestSettings, upsertDigestSettings } from './queries/digest-settings-row.ts';
import { toDigestRecipient } from './to-digest-recipient.ts';

/** Settings → Notifikace → 'Reporty e-mailem' of one shop. */
export async function getDigestSettings(scope: UseCaseScope, shopId: string): Promise<DigestSettings> {
  const settings = await selectDigestSettings(scope.db, shopId);
  const shop = await scope.db
    .selectFrom('shops')
    .select('time_zone')
    .where('id', '=', shopId)
    .executeTakeFirstOrThrow();
  const recipients = await listDigestRecipientRows(scope.db, shopId);
  const userIds = await listShopUserIds(scope.db, shopId);
  const taken = new Set(recipients.map((recipient) => recipient.userId));
  const candidates = userIds.filter((userId) => !taken.has(userId));
  const members =
    candidates.length === 0
      ? []
      : await scope.db
          .selectFrom('users')
          .select(['id as userId', 'name', 'email'])
          .where('id', 'in', candidates)
          .orderBy('name')
          .execute();
  return {
    frequency: settings.frequency,
    anomalyAlerts: settings.anomalyAlerts,
    nextSendAt:
      settings.frequency === 'off'
        ? null
        : nextDigestSendTime(settings.frequency, scope.deps.now(), shop.time_zone).toISOString(),
    recipients: recipients.map(toDigestRecipient),
    members,
  };
}

export async function updateDigestSettings(
  scope: UseCaseScope,
  shopId: string,
  input: UpdateDigestSettings,
): Promise<DigestSettings> {
  const now = scope.deps.now();
  const shop = await scope.db
    .selectFrom('shops')
    .select('time_zone')
    .where('id', '=', shopId)
    .executeTakeFirstOrThrow();
  await upsertDigestSettings(scope.db, { shopId, ...input, now });
  await syncDigestSchedules(scope.db, { shopId, timeZone: shop.time_zone, ...input, now });
  await recordActivity(scope, {
    kind: 'shop',
    action: 'digest_settings_changed',
    shopId,
    details: { ...input },
  });
  return getDigestSettings(scope, shopId);
}
