import { NOTIFICATIONS_KEPT, type NotificationList } from '@ziskomer/contracts';
import type { UseCaseScope } from '../../core/use-case-scope.ts';
import { countUnreadNotifications } from './queries/count-unread-notifications.ts';
import { listUserNotifications } from './queries/list-user-notifications.ts';
import { toNotification } from './to-notification.ts';

/** The signed-in user's notifications in a shop, newest first, with the unread count. */
export async function listNotifications(scope: UseCaseScope, shopId: string): Promise<NotificationList> {
  const params = { shopId, userId: scope.user.id };
  const rows = await listUserNotifications(scope.db, { ...params, limit: NOTIFICATIONS_KEPT });
  const unreadCount = await countUnreadNotifications(scope.db, params);
  return { items: rows.map(toNotification), unreadCount };
}
