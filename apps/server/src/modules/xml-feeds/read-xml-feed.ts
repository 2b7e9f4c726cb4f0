import type { XmlFeed } from '@ziskomer/contracts';
import type { Database } from '@ziskomer/db';
import type { Language } from '@ziskomer/i18n';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import { AppError } from '../../core/app-error.ts';
import { getJobScheduleRow, listJobScheduleRows } from '../../jobs/schedules/job-schedule-queries.ts';
import { getXmlFeedRow, listXmlFeedRows } from './queries/feed-rows.ts';
import { toXmlFeed } from './to-xml-feed.ts';

/** One feed of the shop as the API answers it (404 when the shop has no such feed). */
export async function readXmlFeed(
  db: Kysely<Database>,
  config: Config,
  shopId: string,
  feedId: string,
  language: Language,
): Promise<XmlFeed> {
  const row = await getXmlFeedRow(db, shopId, feedId);
  if (!row) throw new AppError('not_found');
  return toXmlFeed(config, row, await getJobScheduleRow(db, shopId, feedId), language);
}

/** The shop's feeds, newest first, each with its schedule's timing. */
export async function listXmlFeeds(
  db: Kysely<Database>,
  config: Config,
  shopId: string,
  language: Language,
): Promise<XmlFeed[]> {
  const [rows, schedules] = await Promise.all([listXmlFeedRows(db, shopId), listJobScheduleRows(db, shopId)]);
  const timing = new Map(schedules.map((schedule) => [schedule.id, schedule]));
  return rows.map((row) => toXmlFeed(config, row, timing.get(row.id) ?? null, language));
}
