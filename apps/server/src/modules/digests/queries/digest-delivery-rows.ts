import type { Database, DigestDeliveriesTable } from '@ziskomer/db';
import { type Kysely, type Selectable, sql } from 'kysely';

export type DigestDeliveryRow = Selectable<DigestDeliveriesTable>;

/**
 * Claims the right to send one e-mail: inserts its delivery as 'sending' under its idempotency
 * key, or takes over a delivery of that key whose earlier send failed with an error (the message
 * was not accepted, so sending it again cannot duplicate it). Returns the delivery's id, or null
 * when the key was sent already, is being sent, or ended unknown — which is what keeps an e-mail
 * from going out twice. Must commit before the e-mail is handed to the mailer.
 */
export async function claimDelivery(
  db: Kysely<Database>,
  values: {
    shopId: string;
    idempotencyKey: string;
    kind: DigestDeliveryRow['kind'];
    periodKey: string;
    recipientId: string | null;
    email: string;
    language: 'cs' | 'en';
    now: Date;
  },
): Promise<string | null> {
  const row = await db
    .insertInto('digest_deliveries')
    .values({
      shop_id: values.shopId,
      idempotency_key: values.idempotencyKey,
      kind: values.kind,
      period_key: values.periodKey,
      recipient_id: values.recipientId,
      email: values.email,
      language: values.language,
      status: 'sending',
      created_at: values.now,
      updated_at: values.now,
    })
    .onConflict((conflict) =>
      conflict
        .columns(['shop_id', 'idempotency_key'])
        .doUpdateSet({
          status: 'sending',
          error: null,
          attempts: sql`digest_deliveries.attempts + 1`,
          updated_at: values.now,
        })
        .where('digest_deliveries.status', '=', 'failed'),
    )
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function finishDelivery(
  db: Kysely<Database>,
  params: { shopId: string; id: string; status: 'sent' | 'failed'; error?: string; now: Date },
) {
  await db
    .updateTable('digest_deliveries')
    .set({ status: params.status, error: params.error ?? null, updated_at: params.now })
    .where('shop_id', '=', params.shopId)
    .where('id', '=', params.id)
    .execute();
}

/**
 * Deliveries of the given keys still 'sending' when a job starts again: their process died after
 * claiming them, perhaps after the mailer accepted the message. They become 'unknown' and are not
 * sent again (at most once: a missing Monday e-mail is better than two).
 */
export async function markInterruptedDeliveries(
  db: Kysely<Database>,
  params: { shopId: string; keyPrefix: string; now: Date },
): Promise<number> {
  const result = await db
    .updateTable('digest_deliveries')
    .set({ status: 'unknown', error: 'interrupted', updated_at: params.now })
    .where('shop_id', '=', params.shopId)
    .where('status', '=', 'sending')
    .where('idempotency_key', 'like', `${params.keyPrefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function listDeliveryRows(db: Kysely<Database>, shopId: string, limit: number) {
  return db
    .selectFrom('digest_deliveries')
    .selectAll()
    .where('shop_id', '=', shopId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
