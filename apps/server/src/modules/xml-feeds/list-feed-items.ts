import { FEED_ITEMS_PAGE_SIZE, type FeedItemPage, type FeedProblemCode } from '@ziskomer/contracts';
import { catalogues, type Language } from '@ziskomer/i18n';
import { sql } from 'kysely';
import { AppError } from '../../core/app-error.ts';
import type { UseCaseScope } from '../../core/use-case-scope.ts';
import { getXmlFeedRow } from './queries/feed-rows.ts';

/**
 * A page of the feed's items in the file's order, optionally only those with problems (the errors
 * tab) or those whose id or title contains `search` (any case), with each problem's text and the
 * count of items with each problem over the whole feed.
 */
export async function listFeedItems(
  scope: UseCaseScope,
  shopId: string,
  feedId: string,
  query: { page: number; search?: string; problems?: 'only' },
  language: Language,
): Promise<FeedItemPage> {
  const feed = await getXmlFeedRow(scope.db, shopId, feedId);
  if (!feed) throw new AppError('not_found');
  let items = scope.db
    .selectFrom('xml_feed_items')
    .where('shop_id', '=', shopId)
    .where('feed_id', '=', feedId)
    .where('generation', '=', feed.generation);
  if (query.problems) items = items.where(sql<boolean>`problems <> '[]'::jsonb`);
  if (query.search) {
    const pattern = `%${query.search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    items = items.where((eb) => eb.or([eb('item_id', 'ilike', pattern), eb('title', 'ilike', pattern)]));
  }
  const [rows, total, counts] = await Promise.all([
    items
      .select(['position', 'item_id', 'title', 'fields', 'problems'])
      .orderBy('position')
      .limit(FEED_ITEMS_PAGE_SIZE)
      .offset((query.page - 1) * FEED_ITEMS_PAGE_SIZE)
      .execute(),
    items.select((eb) => eb.fn.countAll<string | number>().as('count')).executeTakeFirstOrThrow(),
    sql<{ code: string; count: string | number }>`
      SELECT code, count(*) AS count FROM xml_feed_items, jsonb_array_elements_text(problems) AS code
      WHERE shop_id = ${shopId} AND feed_id = ${feedId} AND generation = ${feed.generation}
      GROUP BY code`.execute(scope.db),
  ]);
  const texts: Record<string, string> = catalogues[language].xmlFeeds.problems;
  return {
    items: rows.map((row) => ({
      position: row.position,
      itemId: row.item_id,
      title: row.title,
      fields: row.fields,
      problems: (row.problems as FeedProblemCode[]).map((code) => ({ code, message: texts[code] ?? code })),
    })),
    total: Number(total.count),
    page: query.page,
    pageSize: FEED_ITEMS_PAGE_SIZE,
    problemCounts: Object.fromEntries(counts.rows.map((row) => [row.code, Number(row.count)])),
  };
}
