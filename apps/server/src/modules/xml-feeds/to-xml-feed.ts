import { DEFAULT_FEED_TRANSFORMS, feedTransformsSchema, type XmlFeed } from '@ziskomer/contracts';
import type { Language } from '@ziskomer/i18n';
import type { Config } from '../../config.ts';
import { getFeedPublicUrl, openFeedToken } from './feed-token.ts';
import type { XmlFeedRow } from './queries/feed-rows.ts';

/** A feed row with its job schedule's timing, as the API answers it. */
export function toXmlFeed(
  config: Config,
  row: XmlFeedRow,
  timing: { paused: boolean; next_run_at: Date } | null,
  language: Language,
): XmlFeed {
  const transforms = feedTransformsSchema.safeParse(row.transforms);
  const published = feedTransformsSchema.safeParse(row.published_transforms);
  const token = row.published_at ? openFeedToken(config, row.id, row.token_sealed) : null;
  return {
    id: row.id,
    shopId: row.shop_id,
    name: row.name,
    url: row.url,
    frequency: row.frequency,
    isActive: timing ? !timing.paused : false,
    sourceFormat: row.source_format,
    status: row.status,
    lastFetchedAt: row.last_fetched_at?.toISOString() ?? null,
    lastError: row.last_error ? { code: row.last_error.code, message: row.last_error[language] } : null,
    itemCount: row.item_count,
    errorCount: row.error_count,
    nextRunAt: timing && !timing.paused ? timing.next_run_at.toISOString() : null,
    transforms: transforms.success ? transforms.data : DEFAULT_FEED_TRANSFORMS,
    publishedTransforms: row.published_at && published.success ? published.data : null,
    publishedAt: row.published_at?.toISOString() ?? null,
    publicUrl: token ? getFeedPublicUrl(config, token) : null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
