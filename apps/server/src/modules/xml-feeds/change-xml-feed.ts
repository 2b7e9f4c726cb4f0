import type { FeedTransforms, XmlFeed } from '@ziskomer/contracts';
import type { Language } from '@ziskomer/i18n';
import { AppError } from '../../core/app-error.ts';
import type { UseCaseScope } from '../../core/use-case-scope.ts';
import { enqueueJob } from '../../jobs/enqueue-job.ts';
import { deleteJobScheduleRow } from '../../jobs/schedules/job-schedule-queries.ts';
import { getScheduleDedupeKey } from '../../jobs/schedules/job-schedule-row.ts';
import { hashFeedToken, newFeedToken, sealFeedToken } from './feed-token.ts';
import { getXmlFeedRow, updateXmlFeedRow } from './queries/feed-rows.ts';
import { readXmlFeed } from './read-xml-feed.ts';
import { xmlFeedJob } from './xml-feed-job.ts';

/** Deletes a feed, its items and its schedule; its public URL stops answering at once. */
export async function deleteXmlFeed(scope: UseCaseScope, shopId: string, feedId: string): Promise<void> {
  const deleted = await scope.db
    .deleteFrom('xml_feeds')
    .where('shop_id', '=', shopId)
    .where('id', '=', feedId)
    .returning('id')
    .executeTakeFirst();
  if (!deleted) throw new AppError('not_found');
  await deleteJobScheduleRow(scope.db, shopId, feedId);
}

/**
 * Queues the feed's job: 'Načíst nyní' (fetch) or, after a publish, writing the output again. A
 * job already queued for the feed takes the request (the dedupe key merges them).
 */
async function queueFeedJob(scope: UseCaseScope, shopId: string, feedId: string, fetch: boolean) {
  await updateXmlFeedRow(scope.db, shopId, feedId, { status: 'fetching', updated_at: scope.deps.now() });
  await enqueueJob(
    scope.db,
    xmlFeedJob,
    { shopId, feedId, fetch },
    { dedupeKey: getScheduleDedupeKey(feedId), scheduleId: feedId },
  );
}

export async function fetchXmlFeedNow(
  scope: UseCaseScope,
  shopId: string,
  feedId: string,
  language: Language,
): Promise<XmlFeed> {
  const feed = await getXmlFeedRow(scope.db, shopId, feedId, { forUpdate: true });
  if (!feed) throw new AppError('not_found');
  await queueFeedJob(scope, shopId, feedId, true);
  return readXmlFeed(scope.db, scope.deps.config, shopId, feedId, language);
}

/** Saves the transforms being edited; the public feed keeps the published ones until 'Publikovat'. */
export async function saveFeedTransforms(
  scope: UseCaseScope,
  shopId: string,
  feedId: string,
  transforms: FeedTransforms,
  language: Language,
): Promise<XmlFeed> {
  const row = await updateXmlFeedRow(scope.db, shopId, feedId, {
    transforms: JSON.stringify(transforms),
    updated_at: scope.deps.now(),
  });
  if (!row) throw new AppError('not_found');
  return readXmlFeed(scope.db, scope.deps.config, shopId, feedId, language);
}

/**
 * Publishes the saved transforms: the job writes every item's output and switches the public
 * feed to it in one step. A feed not fetched yet cannot be published (409).
 */
export async function publishXmlFeed(
  scope: UseCaseScope,
  shopId: string,
  feedId: string,
  language: Language,
): Promise<XmlFeed> {
  const feed = await getXmlFeedRow(scope.db, shopId, feedId, { forUpdate: true });
  if (!feed) throw new AppError('not_found');
  if (feed.generation === 0) throw new AppError('feed_not_fetched');
  const now = scope.deps.now();
  await updateXmlFeedRow(scope.db, shopId, feedId, {
    published_transforms: JSON.stringify(feed.transforms),
    published_at: now,
    updated_at: now,
  });
  await queueFeedJob(scope, shopId, feedId, false);
  return readXmlFeed(scope.db, scope.deps.config, shopId, feedId, language);
}

/** A new secret for the public URL: the old URL answers 404 from now on. */
export async function rotateFeedToken(
  scope: UseCaseScope,
  shopId: string,
  feedId: string,
  language: Language,
): Promise<XmlFeed> {
  const token = newFeedToken();
  const row = await updateXmlFeedRow(scope.db, shopId, feedId, {
    token_hash: hashFeedToken(token),
    token_sealed: sealFeedToken(scope.deps.config, feedId, token),
    updated_at: scope.deps.now(),
  });
  if (!row) throw new AppError('not_found');
  return readXmlFeed(scope.db, scope.deps.config, shopId, feedId, language);
}
