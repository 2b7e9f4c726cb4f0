import type { Database } from '@ziskomer/db';
import type { Kysely } from 'kysely';
import { listShopUserIds } from '../shops/index.ts';
import { type DigestRecipientRow, listDigestRecipientRows } from './queries/digest-recipient-rows.ts';

/**
 * The subscribed recipients a digest goes to now: outside addresses, and members who still have
 * access to the shop (someone removed from the shop stops getting its figures at once, even if
 * nobody removed them from the recipients).
 */
export async function listRecipientsToSend(
  db: Kysely<Database>,
  shopId: string,
): Promise<DigestRecipientRow[]> {
  const [recipients, userIds] = await Promise.all([
    listDigestRecipientRows(db, shopId, { subscribedOnly: true }),
    listShopUserIds(db, shopId),
  ]);
  const members = new Set(userIds);
  return recipients.filter((recipient) => recipient.userId === null || members.has(recipient.userId));
}
