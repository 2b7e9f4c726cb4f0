import type { Database } from '@ziskomer/db';
import type { Kysely } from 'kysely';

/** The orders a connection stored (the ones it wrote last; an order other sources rewrote since is theirs). */
export async function countConnectorOrders(
  db: Kysely<Database>,
  shopId: string,
  connectionId: string,
): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('shop_id', '=', shopId)
    .where('source', '=', 'connector')
    .where('source_ref', '=', connectionId)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export async function lastWebhookAt(
  db: Kysely<Database>,
  shopId: string,
  connectionId: string,
): Promise<Date | null> {
  const row = await db
    .selectFrom('eshop_webhook_deliveries')
    .select((eb) => eb.fn.max('received_at').as('last'))
    .where('shop_id', '=', shopId)
    .where('connection_id', '=', connectionId)
    .executeTakeFirst();
  return row?.last ? new Date(row.last as unknown as string) : null;
}
