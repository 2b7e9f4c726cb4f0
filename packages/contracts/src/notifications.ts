import { z } from 'zod';

export const notificationTypes = ['success', 'info', 'warning', 'error'] as const;

export const notificationSchema = z
  .object({
    id: z.uuid(),
    shopId: z.uuid(),
    title: z.string(),
    description: z.string(),
    type: z.enum(notificationTypes),
    eventType: z.string(),
    read: z.boolean(),
    time: z.string(),
  })
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z
  .object({ items: z.array(notificationSchema), unreadCount: z.number().int() })
  .meta({ id: 'NotificationList' });
export type NotificationList = z.infer<typeof notificationListSchema>;

/** SPEC §9: at most 100 notifications are kept per user and shop; the oldest go first. */
export const NOTIFICATIONS_KEPT = 100;
