import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { type FeedFormat, type FeedTransforms, feedTransformsSchema } from '@ziskomer/contracts';
import { type Database, withScope } from '@ziskomer/db';
import {
  applyFeedTransforms,
  checkFeedItem,
  type FeedFields,
  type FeedProfitContext,
} from '@ziskomer/domain';
import type { Transaction } from 'kysely';
import { z } from 'zod';
import type { Deps } from '../../core/deps.ts';
import { defineJob, type JobContext } from '../../jobs/define-job.ts';
import { JobError, JobInterrupted, PermanentJobError } from '../../jobs/job-error.ts';
import { downloadToFile } from '../../lib/guarded-fetch/download-to-file.ts';
import { GuardedFetchError } from '../../lib/guarded-fetch/guarded-fetch-error.ts';
import { createFeedError, type FeedError } from './describe-feed-error.ts';
import { loadProfitContext } from './load-profit-context.ts';
import {
  insertFeedItems,
  listFeedItemBatch,
  type NewFeedItem,
  pruneFeedGenerations,
} from './queries/feed-item-rows.ts';
import { getXmlFeedRow, updateXmlFeedRow, type XmlFeedRow } from './queries/feed-rows.ts';
import { FeedFileError, readFeedFile } from './read-feed-file.ts';
import { XML_FEED_JOB_KIND } from './xml-feed-job-kind.ts';

/** The caps of one fetch: bytes (at most the import limit), time, and items. */
export interface FeedFetchLimits {
  maxBytes: number;
  timeoutMs: number;
  maxItems: number;
}

export const FEED_MAX_BYTES = 200 * 1024 ** 2;
export const DEFAULT_FEED_LIMITS: Omit<FeedFetchLimits, 'maxBytes'> = {
  timeoutMs: 5 * 60_000,
  maxItems: 500_000,
};

/** Download failures that may pass by themselves: tried again after a backoff. */
const TRANSIENT_CODES = new Set(['fetch_failed', 'timeout', 'host_not_found']);

const BATCH = 500;

export const xmlFeedPayloadSchema = z.object({
  shopId: z.uuid(),
  feedId: z.uuid(),
  /** False when only the published output is to be written again (after 'Publikovat'). */
  fetch: z.boolean().default(true),
});

/**
 * Fetches a feed and/or writes its published output, as a new generation of its items beside the
 * one in use, then switches to it in one short transaction: the items table and the public feed
 * never see half a feed, and a fetch that fails (a refused URL, a cap, malformed XML) leaves the
 * previous items and output exactly as they were, with the failure recorded on the feed. Each
 * batch is a transaction of its own, so no connection is held while the file downloads. A job
 * started again after a crash removes the unfinished generation and starts over.
 */
export function createXmlFeedJob(limits: Partial<FeedFetchLimits> = {}) {
  return defineJob({
    kind: XML_FEED_JOB_KIND,
    payload: xmlFeedPayloadSchema,
    shopOf: (payload) => payload.shopId,
    retry: { attempts: 3, backoffMs: 60_000 },
    handle: (payload, context) => runFeedJob(payload, context, limits),
  });
}

export const xmlFeedJob = createXmlFeedJob();

async function runFeedJob(
  payload: z.output<typeof xmlFeedPayloadSchema>,
  context: JobContext,
  limits: Partial<FeedFetchLimits>,
): Promise<void> {
  const { deps } = context;
  const { shopId, feedId } = payload;
  const inShop = <T>(work: (trx: Transaction<Database>) => Promise<T>) =>
    withScope(deps.db, { userId: null, shopId }, work);
  const feed = await inShop(async (trx) => {
    const row = await getXmlFeedRow(trx, shopId, feedId, { forUpdate: true });
    if (!row) return null;
    await pruneFeedGenerations(trx, shopId, feedId, row.generation);
    return updateXmlFeedRow(trx, shopId, feedId, { status: 'fetching', updated_at: deps.now() });
  });
  if (!feed) return;
  const next = feed.generation + 1;
  const published = parsePublished(feed);
  const path = join(deps.config.importsDir, 'feeds', `${feedId}-${context.jobId}.xml`);
  try {
    const profit = published?.rules.some((rule) => rule.type.endsWith('_label'))
      ? await inShop((trx) => loadProfitContext(trx, shopId, deps.now()))
      : null;
    const write = makeWriter(deps, feed, next, published, profit);
    let format = feed.source_format;
    if (payload.fetch) {
      format = await fetchInto(deps, context, feed, path, { ...DEFAULT_FEED_LIMITS, ...limits }, write);
    } else {
      await copyInto(deps, feed, write);
    }
    await write.flush();
    await inShop(async (trx) => {
      await getXmlFeedRow(trx, shopId, feedId, { forUpdate: true });
      await updateXmlFeedRow(trx, shopId, feedId, {
        generation: next,
        status: 'ready',
        source_format: format,
        item_count: write.count,
        error_count: write.errors,
        last_error: null,
        ...(payload.fetch ? { last_fetched_at: deps.now() } : {}),
        updated_at: deps.now(),
      });
      await pruneFeedGenerations(trx, shopId, feedId, next);
    });
  } catch (error) {
    // The unfinished generation goes; the one in use stays.
    await inShop((trx) => pruneFeedGenerations(trx, shopId, feedId, feed.generation));
    if (context.signal.aborted) {
      await inShop((trx) =>
        updateXmlFeedRow(trx, shopId, feedId, { status: readyOr(feed), updated_at: deps.now() }),
      );
      throw new JobInterrupted();
    }
    const failure = toFeedError(error);
    if (failure.code === 'internal') console.error(`[xml-feeds] feed ${feedId} failed`, error);
    await inShop((trx) =>
      updateXmlFeedRow(trx, shopId, feedId, {
        status: 'failed',
        last_error: JSON.stringify(failure),
        updated_at: deps.now(),
      }),
    );
    if (TRANSIENT_CODES.has(failure.code) && context.attempt < context.maxAttempts)
      throw new JobError(failure);
    throw new PermanentJobError(failure);
  } finally {
    await rm(path, { force: true });
  }
}

function readyOr(feed: XmlFeedRow) {
  return feed.generation > 0 ? ('ready' as const) : ('pending' as const);
}

function parsePublished(feed: XmlFeedRow): FeedTransforms | null {
  if (!feed.published_at) return null;
  const parsed = feedTransformsSchema.safeParse(feed.published_transforms);
  return parsed.success ? parsed.data : null;
}

interface Writer {
  add(fields: FeedFields): Promise<void>;
  flush(): Promise<void>;
  count: number;
  errors: number;
}

/** Checks and transforms each item and writes them in batches into the next generation. */
function makeWriter(
  deps: Deps,
  feed: XmlFeedRow,
  generation: number,
  published: FeedTransforms | null,
  profit: FeedProfitContext | null,
): Writer {
  const context: FeedProfitContext = profit ?? { products: new Map(), hubs: () => new Set() };
  let batch: NewFeedItem[] = [];
  const writer: Writer = {
    count: 0,
    errors: 0,
    async add(fields) {
      const problems = checkFeedItem(fields);
      if (problems.length > 0) writer.errors++;
      writer.count++;
      // An item the engines would refuse after the transforms is left out of the published feed.
      const transformed = published ? applyFeedTransforms(fields, published.rules, context) : null;
      const output = transformed && checkFeedItem(transformed).length === 0 ? transformed : null;
      batch.push({ position: writer.count, fields, problems, output });
      if (batch.length >= BATCH) await writer.flush();
    },
    async flush() {
      const items = batch;
      batch = [];
      await withScope(deps.db, { userId: null, shopId: feed.shop_id }, (trx) =>
        insertFeedItems(trx, feed.shop_id, feed.id, generation, items),
      );
    },
  };
  return writer;
}

/** Downloads the feed through the guarded client into a file, then reads it item by item. */
async function fetchInto(
  deps: Deps,
  context: JobContext,
  feed: XmlFeedRow,
  path: string,
  limits: Omit<FeedFetchLimits, 'maxBytes'> & { maxBytes?: number },
  write: Writer,
): Promise<FeedFormat> {
  await mkdir(join(deps.config.importsDir, 'feeds'), { recursive: true });
  await rm(path, { force: true });
  await downloadToFile(feed.url, path, {
    maxBytes: limits.maxBytes ?? Math.min(deps.config.importMaxBytes, FEED_MAX_BYTES),
    timeoutMs: limits.timeoutMs,
    policy: deps.outboundPolicy,
    signal: context.signal,
  });
  let format: FeedFormat | null = null;
  for await (const batch of readFeedFile(path, { maxItems: limits.maxItems })) {
    format = batch.format;
    for (const fields of batch.items) await write.add(fields);
    if (context.signal.aborted) throw new JobInterrupted();
  }
  return format!;
}

/** Writes the items in use again (their output after a publish). */
async function copyInto(deps: Deps, feed: XmlFeedRow, write: Writer): Promise<void> {
  let after = 0;
  for (;;) {
    const rows = await withScope(deps.db, { userId: null, shopId: feed.shop_id }, (trx) =>
      listFeedItemBatch(trx, feed.shop_id, feed.id, feed.generation, after, BATCH),
    );
    for (const row of rows) await write.add(row.fields);
    if (rows.length < BATCH) return;
    after = rows.at(-1)!.position;
  }
}

function toFeedError(error: unknown): FeedError {
  if (error instanceof GuardedFetchError) return createFeedError(error.code, error.details);
  if (error instanceof FeedFileError) return createFeedError(error.code, error.details);
  return createFeedError('internal');
}
