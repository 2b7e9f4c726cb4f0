import type { Database, XmlFeedsTable } from '@ziskomer/db';
import type { Kysely, Selectable, Updateable } from 'kysely';

export type XmlFeedRow = Selectable<XmlFeedsTable>;

export async function getXmlFeedRow(
  db: Kysely<Database>,
  shopId: string,
  feedId: string,
  options: { forUpdate?: boolean } = {},
): Promise<XmlFeedRow | null> {
  let query = db.selectFrom('xml_feeds').selectAll().where('shop_id', '=', shopId).where('id', '=', feedId);
  if (options.forUpdate) query = query.forUpdate();
  return (await query.executeTakeFirst()) ?? null;
}

export async function listXmlFeedRows(db: Kysely<Database>, shopId: string): Promise<XmlFeedRow[]> {
  return db
    .selectFrom('xml_feeds')
    .selectAll()
    .where('shop_id', '=', shopId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

export async function updateXmlFeedRow(
  db: Kysely<Database>,
  shopId: string,
  feedId: string,
  values: Updateable<XmlFeedsTable>,
): Promise<XmlFeedRow | null> {
  const row = await db
    .updateTable('xml_feeds')
    .set(values)
    .where('shop_id', '=', shopId)
    .where('id', '=', feedId)
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}
