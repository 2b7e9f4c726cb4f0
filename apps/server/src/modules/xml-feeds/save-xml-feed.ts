import type { CreateXmlFeed, UpdateXmlFeed, XmlFeed } from '@ziskomer/contracts';
import { type Database, withScope, type XmlFeedsTable } from '@ziskomer/db';
import type { Language } from '@ziskomer/i18n';
import type { Transaction, Updateable } from 'kysely';
import { AppError } from '../../core/app-error.ts';
import type { UseCaseScope } from '../../core/use-case-scope.ts';
import { getJobScheduleRow, saveJobScheduleRow } from '../../jobs/schedules/job-schedule-queries.ts';
import { checkOutboundUrl } from '../../lib/guarded-fetch/check-outbound-url.ts';
import { getFrequencyHours } from '../import-schedules/index.ts';
import { hashFeedToken, newFeedToken, sealFeedToken } from './feed-token.ts';
import { getXmlFeedRow, updateXmlFeedRow } from './queries/feed-rows.ts';
import { readXmlFeed } from './read-xml-feed.ts';
import { XML_FEED_JOB_KIND } from './xml-feed-job-kind.ts';

/**
 * Adds a feed. The URL passes the outbound guard first (422 when refused), before a transaction
 * opens. Its job schedule (same id) is due at once, so the first items show up straight away.
 */
export async function createXmlFeed(
  scope: Omit<UseCaseScope, 'db'>,
  shopId: string,
  input: Required<CreateXmlFeed>,
  language: Language,
): Promise<XmlFeed> {
  const { deps, user } = scope;
  const url = await checkOutboundUrl(input.url, deps.outboundPolicy);
  const now = deps.now();
  return withScope(deps.db, { userId: user.id, shopId }, async (trx) => {
    const id = crypto.randomUUID();
    const token = newFeedToken();
    await trx
      .insertInto('xml_feeds')
      .values({
        shop_id: shopId,
        id,
        name: input.name,
        url,
        frequency: input.frequency,
        token_hash: hashFeedToken(token),
        token_sealed: sealFeedToken(deps.config, id, token),
        created_by: user.id,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await saveSchedule(trx, shopId, id, input.frequency, false, now, now);
    return readXmlFeed(trx, deps.config, shopId, id, language);
  });
}

/** Changes a feed's name, URL, frequency or whether it is fetched on its schedule. */
export async function updateXmlFeed(
  scope: Omit<UseCaseScope, 'db'>,
  shopId: string,
  feedId: string,
  input: UpdateXmlFeed,
  language: Language,
): Promise<XmlFeed> {
  const { deps, user } = scope;
  const inShop = <T>(work: (trx: Transaction<Database>) => Promise<T>) =>
    withScope(deps.db, { userId: user.id, shopId }, work);
  const stored = await inShop((trx) => getXmlFeedRow(trx, shopId, feedId));
  if (!stored) throw new AppError('not_found');
  const changed = input.url !== undefined && input.url !== stored.url;
  const url = changed ? await checkOutboundUrl(input.url!, deps.outboundPolicy) : undefined;
  return inShop(async (trx) => {
    const current = await getXmlFeedRow(trx, shopId, feedId, { forUpdate: true });
    if (!current) throw new AppError('not_found');
    const now = deps.now();
    const values: Updateable<XmlFeedsTable> = { updated_at: now };
    if (input.name !== undefined) values.name = input.name;
    if (url !== undefined) values.url = url;
    if (input.frequency !== undefined) values.frequency = input.frequency;
    await updateXmlFeedRow(trx, shopId, feedId, values);
    const timing = await getJobScheduleRow(trx, shopId, feedId);
    const paused = input.isActive === undefined ? (timing?.paused ?? false) : !input.isActive;
    // A new URL or a feed switched back on is fetched at once.
    const nextRunAt = url !== undefined || (timing?.paused && !paused) ? now : (timing?.next_run_at ?? now);
    await saveSchedule(trx, shopId, feedId, input.frequency ?? current.frequency, paused, nextRunAt, now);
    return readXmlFeed(trx, deps.config, shopId, feedId, language);
  });
}

async function saveSchedule(
  trx: Transaction<Database>,
  shopId: string,
  feedId: string,
  frequency: XmlFeedsTable['frequency'],
  paused: boolean,
  nextRunAt: Date,
  now: Date,
) {
  await saveJobScheduleRow(trx, {
    shopId,
    id: feedId,
    kind: XML_FEED_JOB_KIND,
    payload: { shopId, feedId, fetch: true },
    rhythm: { everyHours: getFrequencyHours(frequency) },
    paused,
    nextRunAt,
    now,
  });
}
