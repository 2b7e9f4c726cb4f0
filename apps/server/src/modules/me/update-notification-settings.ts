import type { NotificationSettings } from '@ziskomer/contracts';
import type { UseCaseScope } from '../../core/use-case-scope.ts';
import { recordActivity } from '../activity/index.ts';
import { upsertNotificationSettings } from './queries/upsert-notification-settings.ts';

export async function updateNotificationSettings(
  scope: UseCaseScope,
  input: NotificationSettings,
): Promise<NotificationSettings> {
  await upsertNotificationSettings(scope.db, {
    userId: scope.user.id,
    email: input.email,
    updatedAt: scope.deps.now(),
  });
  await recordActivity(scope, { kind: 'account', action: 'notification_settings_updated', details: input });
  return { email: input.email };
}
