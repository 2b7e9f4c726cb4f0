import { NOTIFICATIONS_KEPT, type Notification } from '@ziskomer/contracts';
import type { Database } from '@ziskomer/db';
import type { Kysely } from 'kysely';
import { insertNotification } from './queries/insert-notification.ts';
import { pruneNotifications } from './queries/prune-notifications.ts';
import { toNotification } from './to-notification.ts';

export interface NewNotification {
  shopId: string;
  userId: string;
  title: string;
  description?: string;
  type: Notification['type'];
  /** What happened (`shop_created`, `import_completed`, …); with the time, it identifies a duplicate. */
  eventType: string;
  createdAt?: Date;
}

/**
 * Gives a user an in-app notification in a shop. A duplicate (same event type and time in the
 * same shop) is dropped, and only the newest 100 per user and shop are kept (SPEC §4, §9).
 * `db` must carry the shop's row-level-security scope (a request of that shop, or
 * `withScope(db, { userId, shopId })` in a job). Returns null for a dropped duplicate.
 */
export async function createNotification(
  db: Kysely<Database>,
  input: NewNotification,
): Promise<Notification | null> {
  const row = await insertNotification(db, {
    shop_id: input.shopId,
    user_id: input.userId,
    title: input.title,
    description: input.description ?? '',
    type: input.type,
    event_type: input.eventType,
    created_at: input.createdAt ?? new Date(),
  });
  if (!row) return null;
  await pruneNotifications(db, { shopId: input.shopId, userId: input.userId, keep: NOTIFICATIONS_KEPT });
  return toNotification(row);
}
