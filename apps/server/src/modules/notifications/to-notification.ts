import type { Notification } from '@ziskomer/contracts';
import type { NotificationRow } from './queries/insert-notification.ts';

/** The API shape of a stored notification. */
export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    shopId: row.shop_id,
    title: row.title,
    description: row.description,
    type: row.type,
    eventType: row.event_type,
    read: row.is_read,
    time: row.created_at.toISOString(),
  };
}
