import type { UseCaseScope } from '../../core/use-case-scope.ts';
import { recordActivity } from '../activity/index.ts';
import { deleteUserNotifications } from './queries/delete-user-notifications.ts';

/** Deletes the user's notifications in one shop (SPEC §4 "clear per shop"); other users keep theirs. */
export async function clearNotifications(scope: UseCaseScope, shopId: string) {
  const count = await deleteUserNotifications(scope.db, { shopId, userId: scope.user.id });
  await recordActivity(scope, { kind: 'shop', action: 'notifications_cleared', shopId, details: { count } });
}
