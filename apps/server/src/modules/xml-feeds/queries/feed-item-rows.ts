import type { Database } from '@ziskomer/db';
import type { FeedFields } from '@ziskomer/domain';
import type { Kysely } from 'kysely';

export interface FeedItemRow {
  position: number;
  item_id: string | null;
  title: string | null;
  fields: FeedFields;
  problems: string[];
  output: FeedFields | null;
}

export interface NewFeedItem {
  position: number;
  fields: FeedFields;
  problems: string[];
  output: FeedFields | null;
}

/** Writes a batch of items into a generation (the job's next one). */
export async function insertFeedItems(
  db: Kysely<Database>,
  shopId: string,
  feedId: string,
  generation: number,
  items: readonly NewFeedItem[],
): Promise<void> {
  if (items.length === 0) return;
  await db
    .insertInto('xml_feed_items')
    .values(
      items.map((item) => ({
        shop_id: shopId,
        feed_id: feedId,
        generation,
        position: item.position,
        item_id: item.fields.id?.slice(0, 500) ?? null,
        title: item.fields.title?.slice(0, 1000) ?? null,
        fields: JSON.stringify(item.fields),
        problems: JSON.stringify(item.problems),
        output: item.output ? JSON.stringify(item.output) : null,
      })),
    )
    .execute();
}

/** The items of a generation after `afterPosition`, in order: the batches the job and the public feed read. */
export async function listFeedItemBatch(
  db: Kysely<Database>,
  shopId: string,
  feedId: string,
  generation: number,
  afterPosition: number,
  limit: number,
): Promise<FeedItemRow[]> {
  return db
    .selectFrom('xml_feed_items')
    .select(['position', 'item_id', 'title', 'fields', 'problems', 'output'])
    .where('shop_id', '=', shopId)
    .where('feed_id', '=', feedId)
    .where('generation', '=', generation)
    .where('position', '>', afterPosition)
    .orderBy('position')
    .limit(limit)
    .execute();
}

/** Removes the generations other than `keep` and the one before it (readers may still be on it). */
export async function pruneFeedGenerations(
  db: Kysely<Database>,
  shopId: string,
  feedId: string,
  keep: number,
): Promise<void> {
  await db
    .deleteFrom('xml_feed_items')
    .where('shop_id', '=', shopId)
    .where('feed_id', '=', feedId)
    .where((eb) => eb.or([eb('generation', '<', keep - 1), eb('generation', '>', keep)]))
    .execute();
}
