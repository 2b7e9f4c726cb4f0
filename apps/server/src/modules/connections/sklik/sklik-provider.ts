import type { ApiKeyProvider } from '../api-key/api-key-provider.ts';
import { ChannelApiError } from '../api-key/channel-api-error.ts';
import { createSpendCollector, readAmount, readDay } from '../api-key/to-spend-row.ts';
import { openSklikClient } from './sklik-client.ts';

/** How much a report page may hold: campaigns × days (Sklik's `statsDataLimit`, safely below it). */
const STATS_PER_PAGE = 5000;
/** Pages of one report at most: a runaway report stops here. */
const MAX_PAGES = 500;
const STAT_COLUMNS = ['id', 'name', 'impressions', 'clicks', 'totalMoney', 'conversions', 'conversionValue'];

const dayCount = (range: { from: string; to: string }) =>
  Math.round((Date.parse(range.to) - Date.parse(range.from)) / 86_400_000) + 1;

/**
 * Sklik (Seznam): the API token logs in; the account is the token's user (`client.get`). A sync
 * creates a campaign report of the days with daily granularity (`campaigns.createReport`) and
 * reads it page by page (`campaigns.readReport`, offset and limit); money comes in haléře.
 */
export const sklikProvider: ApiKeyProvider = {
  connector: 'sklik',
  name: 'Sklik',
  async verify(context, credentials) {
    const client = openSklikClient(context, credentials.apiKey);
    await client.login();
    const answer = await client.call('client.get');
    const user = (answer.user ?? {}) as Record<string, unknown>;
    const id = user.userId ?? user.id;
    if (id === undefined) throw new ChannelApiError('bad_answer', 200, 'no user');
    return { id: String(id), name: String(user.username ?? user.name ?? `Sklik ${String(id)}`) };
  },
  async fetchSpend(context, credentials, account, range) {
    const client = openSklikClient(context, credentials.apiKey);
    const created = await client.call('campaigns.createReport', [
      { dateFrom: range.from, dateTo: range.to },
      { statGranularity: 'daily' },
    ]);
    const reportId = created.reportId;
    if (typeof reportId !== 'string' && typeof reportId !== 'number')
      throw new ChannelApiError('bad_answer', 200, 'no reportId');
    const total = Number(created.totalCount ?? 0);
    const limit = Math.max(1, Math.floor(STATS_PER_PAGE / dayCount(range)));
    const collector = createSpendCollector('sklik', account.name, range);
    for (let page = 0, offset = 0; offset < total; page++, offset += limit) {
      if (page >= MAX_PAGES) throw new ChannelApiError('bad_answer', 200, `more than ${MAX_PAGES} pages`);
      const answer = await client.call('campaigns.readReport', [
        String(reportId),
        { offset, limit, displayColumns: STAT_COLUMNS, allowEmptyStatistics: false },
      ]);
      const campaigns = Array.isArray(answer.report) ? (answer.report as Record<string, unknown>[]) : [];
      for (const campaign of campaigns) {
        const name =
          typeof campaign.name === 'string' ? campaign.name : `Kampaň ${String(campaign.id ?? '')}`;
        for (const stat of Array.isArray(campaign.stats)
          ? (campaign.stats as Record<string, unknown>[])
          : []) {
          const day = readDay(stat.date);
          const cost = readAmount(stat.totalMoney);
          if (!day || cost === null) {
            collector.skip(`${name}: ${JSON.stringify(stat.date)} ${JSON.stringify(stat.totalMoney)}`);
            continue;
          }
          collector.add({
            day,
            campaign: name,
            campaignId: campaign.id === undefined ? null : String(campaign.id),
            cost: cost / 100,
            impressions: readAmount(stat.impressions) ?? 0,
            clicks: readAmount(stat.clicks) ?? 0,
            conversions: readAmount(stat.conversions) ?? 0,
            conversionValue: (readAmount(stat.conversionValue) ?? 0) / 100,
          });
        }
      }
      if (campaigns.length === 0) break;
    }
    return collector.result();
  },
};
