import { FEED_PREVIEW_SIZE, type FeedPreview, type FeedTransforms } from '@ziskomer/contracts';
import {
  applyFeedTransforms,
  diffFeedFields,
  writeFeedEnd,
  writeFeedItem,
  writeFeedStart,
} from '@ziskomer/domain';
import { AppError } from '../../core/app-error.ts';
import type { UseCaseScope } from '../../core/use-case-scope.ts';
import { loadProfitContext } from './load-profit-context.ts';
import { listFeedItemBatch } from './queries/feed-item-rows.ts';
import { getXmlFeedRow } from './queries/feed-rows.ts';

/**
 * The first items with the given transforms (saved or not), each beside its source with the
 * fields that changed, and the XML they would be published as: what 'Publikovat' would do,
 * without doing it.
 */
export async function previewXmlFeed(
  scope: UseCaseScope,
  shopId: string,
  feedId: string,
  transforms: FeedTransforms,
): Promise<FeedPreview> {
  const feed = await getXmlFeedRow(scope.db, shopId, feedId);
  if (!feed) throw new AppError('not_found');
  const rows = await listFeedItemBatch(scope.db, shopId, feedId, feed.generation, 0, FEED_PREVIEW_SIZE);
  const context = await loadProfitContext(scope.db, shopId, scope.deps.now());
  const items = rows.map((row) => {
    const output = applyFeedTransforms(row.fields, transforms.rules, context);
    return {
      position: row.position,
      source: row.fields,
      output,
      changed: diffFeedFields(row.fields, output),
    };
  });
  const format = transforms.outputFormat;
  const xml =
    writeFeedStart(format, feed.name) +
    items.map((item) => writeFeedItem(format, item.output)).join('') +
    writeFeedEnd(format);
  return { outputFormat: format, items, xml };
}
