import type { MetaAdAccount, MetaCampaignWeek, MetaSelection } from '@ziskomer/contracts';
import type { Database } from '@ziskomer/db';
import { getZonedDay } from '@ziskomer/domain';
import { type Kysely, sql } from 'kysely';
import { shiftDay } from '../sync-range.ts';
import type { MetaSyncData } from './meta-connection-data.ts';

/**
 * How often one person saw a demo campaign's ads in a week: remarketing reaches a small audience
 * again and again (above the optimum, so the guidance has something to say), prospecting a broad
 * one a couple of times.
 */
const DEMO_FREQUENCY: [RegExp, number][] = [
  [/remarketing|retarget/i, 4.6],
  [/prospecting|lookalike/i, 1.7],
];
const DEFAULT_FREQUENCY = 2.4;

/**
 * Gives a demo shop a connected Meta over its generated Meta ad spend, so that Settings →
 * Propojení and /facebook show what a connected shop sees: the account, the week's reach and
 * frequency derived from the generated impressions, all 90 days complete. It holds no token and
 * has no schedule: nothing is fetched from Meta, and the screens mark it as demo data. Idempotent.
 */
export async function createDemoMetaConnection(
  db: Kysely<Database>,
  params: { shopId: string; currency: string; now: Date },
): Promise<void> {
  const account: MetaAdAccount = {
    id: '100200300400500',
    name: 'Demo',
    currency: params.currency,
    timeZone: 'Europe/Prague',
    status: 1,
  };
  const selection: MetaSelection = {
    id: account.id,
    name: account.name,
    currency: account.currency,
    timeZone: account.timeZone,
  };
  const to = getZonedDay(params.now, account.timeZone);
  const from = shiftDay(to, -6);
  const week = await sql<{ campaign: string; impressions: string | number }>`
    SELECT coalesce(campaign, '') AS campaign, sum(impressions) AS impressions
    FROM ad_spend
    WHERE shop_id = ${params.shopId} AND channel = 'meta' AND day BETWEEN ${from}::date AND ${to}::date
    GROUP BY 1 ORDER BY 2 DESC`.execute(db);
  const campaigns: MetaCampaignWeek[] = week.rows.map((row, index) => {
    const impressions = Number(row.impressions);
    const frequency =
      DEMO_FREQUENCY.find(([pattern]) => pattern.test(row.campaign))?.[1] ?? DEFAULT_FREQUENCY;
    return {
      campaignId: String(23850000000 + index),
      campaign: row.campaign,
      reach: Math.round(impressions / frequency),
      impressions,
      frequency,
    };
  });
  const data: MetaSyncData = { missingDays: [], week: { from, to, campaigns }, noData: false };
  await db
    .insertInto('connections')
    .values({
      shop_id: params.shopId,
      provider: 'meta',
      status: 'connected',
      is_demo: true,
      scopes: '',
      refresh_token_sealed: null,
      connected_at: params.now,
      sync_state: 'completed',
      last_synced_at: params.now,
      initial_sync_done: true,
      accounts: JSON.stringify([account]),
      accounts_fetched_at: params.now,
      settings: JSON.stringify({ meta: selection }),
      provider_data: JSON.stringify(data),
      updated_at: params.now,
    })
    .onConflict((conflict) => conflict.columns(['shop_id', 'provider']).doNothing())
    .execute();
}
