import type { UseCaseScope } from '../../core/use-case-scope.ts';
import { recordActivity } from '../activity/index.ts';
import { updateNotificationsRead } from './queries/update-notifications-read.ts';

/** Marks all of the user's notifications in a shop read. */
export async function markAllNotificationsRead(scope: UseCaseScope, shopId: string) {
  const count = await updateNotificationsRead(scope.db, { shopId, userId: scope.user.id });
  await recordActivity(scope, { kind: 'shop', action: 'notifications_read', shopId, details: { count } });
}
