import type { NotificationSettings } from '@ziskomer/contracts';
import type { Database } from '@ziskomer/db';
import type { Kysely } from 'kysely';
import { selectNotificationSettings } from './queries/select-notification-settings.ts';

/** SPEC §9: notifications are enabled by default. */
const DEFAULT_SETTINGS: NotificationSettings = { email: true };

export async function getNotificationSettings(
  db: Kysely<Database>,
  userId: string,
): Promise<NotificationSettings> {
  return (await selectNotificationSettings(db, userId)) ?? DEFAULT_SETTINGS;
}
