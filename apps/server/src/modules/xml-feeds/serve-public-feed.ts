import type { FeedFormat } from '@ziskomer/contracts';
import { feedTransformsSchema } from '@ziskomer/contracts';
import { withScope } from '@ziskomer/db';
import { writeFeedEnd, writeFeedItem, writeFeedStart } from '@ziskomer/domain';
import { sql } from 'kysely';
import { AppError } from '../../core/app-error.ts';
import type { Deps } from '../../core/deps.ts';
import { hashFeedToken } from './feed-token.ts';
import { listFeedItemBatch } from './queries/feed-item-rows.ts';
import { getXmlFeedRow } from './queries/feed-rows.ts';

const TOKEN_FILE = /^([A-Za-z0-9_-]{43})\.xml$/;
const BATCH = 500;

export interface PublicFeed {
  etag: string;
  lastModified: Date;
  body: ReadableStream<Uint8Array>;
}

/**
 * The published feed behind a secret URL, streamed: its shop and feed come from the token's hash
 * (a SECURITY DEFINER lookup that answers nothing else), then the items of the generation in use
 * are read in batches, each in a short transaction of that shop's scope, and written in the
 * published format. A token that matches no published feed (a wrong one, or one rotated away)
 * answers 404. The ETag is the generation: it changes with every fetch and publish.
 */
export async function openPublicFeed(deps: Deps, file: string): Promise<PublicFeed> {
  const token = TOKEN_FILE.exec(file)?.[1];
  if (!token) throw new AppError('not_found');
  const found = await withScope(deps.db, { userId: null }, async (trx) => {
    const result = await sql<{ shop_id: string; feed_id: string }>`
      SELECT shop_id, feed_id FROM xml_feed_by_token(${hashFeedToken(token)})`.execute(trx);
    return result.rows[0];
  });
  if (!found) throw new AppError('not_found');
  const { shop_id: shopId, feed_id: feedId } = found;
  const feed = await withScope(deps.db, { userId: null, shopId }, (trx) =>
    getXmlFeedRow(trx, shopId, feedId),
  );
  const published = feedTransformsSchema.safeParse(feed?.published_transforms);
  if (!feed?.published_at || !published.success) throw new AppError('not_found');
  const format: FeedFormat = published.data.outputFormat;
  const generation = feed.generation;
  const encoder = new TextEncoder();
  let after = 0;
  let started = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(writeFeedStart(format, feed.name)));
        return;
      }
      const rows = await withScope(deps.db, { userId: null, shopId }, (trx) =>
        listFeedItemBatch(trx, shopId, feedId, generation, after, BATCH),
      );
      const text = rows
        .filter((row) => row.output)
        .map((row) => writeFeedItem(format, row.output!))
        .join('');
      if (text) controller.enqueue(encoder.encode(text));
      if (rows.length < BATCH) {
        controller.enqueue(encoder.encode(writeFeedEnd(format)));
        controller.close();
        return;
      }
      after = rows.at(-1)!.position;
    },
  });
  return { etag: `"${feedId}-${generation}"`, lastModified: feed.updated_at, body };
}
