import type { Database } from '@ziskomer/db';
import { type Kysely, sql } from 'kysely';

export interface DigestRecipientRow {
  id: string;
  userId: string | null;
  name: string | null;
  /** A member's current account address, or the outside address. */
  email: string;
  language: 'cs' | 'en';
  nonce: string;
  unsubscribedAt: Date | null;
}

/** The shop's recipients, members first by name, then outside addresses. */
export async function listDigestRecipientRows(
  db: Kysely<Database>,
  shopId: string,
  filter: { id?: string; subscribedOnly?: boolean } = {},
): Promise<DigestRecipientRow[]> {
  const result = await sql<{
    id: string;
    user_id: string | null;
    name: string | null;
    email: string;
    language: 'cs' | 'en';
    unsubscribe_nonce: string;
    unsubscribed_at: Date | null;
  }>`
    SELECT r.id, r.user_id, u.name, coalesce(u.email, r.email) AS email, r.language,
           r.unsubscribe_nonce, r.unsubscribed_at
    FROM digest_recipients r LEFT JOIN users u ON u.id = r.user_id
    WHERE r.shop_id = ${shopId}
      ${filter.id === undefined ? sql`` : sql`AND r.id = ${filter.id}`}
      ${filter.subscribedOnly ? sql`AND r.unsubscribed_at IS NULL` : sql``}
    ORDER BY r.user_id IS NULL, lower(coalesce(u.name, '')), lower(r.email), r.id`.execute(db);
  return result.rows.map((row) => ({
    id: row.id,
    userId: row.user_id,
    name: row.name,
    email: row.email,
    language: row.language,
    nonce: row.unsubscribe_nonce,
    unsubscribedAt: row.unsubscribed_at ? new Date(row.unsubscribed_at) : null,
  }));
}

export async function countDigestRecipients(db: Kysely<Database>, shopId: string): Promise<number> {
  const row = await db
    .selectFrom('digest_recipients')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('shop_id', '=', shopId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Inserts a recipient; null when the address is already one of the shop's recipients. */
export async function insertDigestRecipient(
  db: Kysely<Database>,
  values: {
    shopId: string;
    userId: string | null;
    email: string;
    language: 'cs' | 'en';
    nonce: string;
    createdBy: string;
    now: Date;
  },
): Promise<string | null> {
  const row = await db
    .insertInto('digest_recipients')
    .values({
      shop_id: values.shopId,
      user_id: values.userId,
      email: values.email,
      language: values.language,
      unsubscribe_nonce: values.nonce,
      created_by: values.createdBy,
      created_at: values.now,
    })
    .onConflict((conflict) => conflict.expression(sql`shop_id, lower(email)`).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function updateDigestRecipientRow(
  db: Kysely<Database>,
  params: { shopId: string; id: string; language?: 'cs' | 'en'; resubscribeNonce?: string },
): Promise<boolean> {
  const result = await db
    .updateTable('digest_recipients')
    .set({
      ...(params.language ? { language: params.language } : {}),
      ...(params.resubscribeNonce
        ? { unsubscribed_at: null, unsubscribe_nonce: params.resubscribeNonce }
        : {}),
    })
    .where('shop_id', '=', params.shopId)
    .where('id', '=', params.id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteDigestRecipientRow(
  db: Kysely<Database>,
  shopId: string,
  id: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('digest_recipients')
    .where('shop_id', '=', shopId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * Unsubscribes the recipient whose link carried `nonce`, and changes the nonce so the link does
 * not work again. Returns the address, or null when no subscribed recipient has that nonce.
 */
export async function unsubscribeDigestRecipientRow(
  db: Kysely<Database>,
  params: { shopId: string; id: string; nonce: string; newNonce: string; now: Date },
): Promise<boolean> {
  const result = await db
    .updateTable('digest_recipients')
    .set({ unsubscribed_at: params.now, unsubscribe_nonce: params.newNonce })
    .where('shop_id', '=', params.shopId)
    .where('id', '=', params.id)
    .where('unsubscribe_nonce', '=', params.nonce)
    .where('unsubscribed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
