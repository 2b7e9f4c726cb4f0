import { AppError } from '../../core/app-error.ts';
import type { UseCaseScope } from '../../core/use-case-scope.ts';
import { updateNotificationsRead } from './queries/update-notifications-read.ts';

/**
 * Marks one of the user's notifications read. Another user's notification, or one of another
 * shop, is not found. Not recorded as activity: it is bookkeeping, not something the user did.
 */
export async function markNotificationRead(scope: UseCaseScope, shopId: string, notificationId: string) {
  const updated = await updateNotificationsRead(scope.db, { shopId, userId: scope.user.id, notificationId });
  if (updated === 0) throw new AppError('not_found');
}
