import type {
  ApiKeyCredentials,
  ApiKeyProvider,
  ApiKeyProviderContext,
} from '../api-key/api-key-provider.ts';
import { ChannelApiError } from '../api-key/channel-api-error.ts';
import { fetchChannelJson } from '../api-key/fetch-channel-json.ts';
import { createSpendCollector, readAmount, readDay } from '../api-key/to-spend-row.ts';

const PAGE_SIZE = 100;
/** Pages of one listing at most: a runaway listing stops here. */
const MAX_PAGES = 200;

const get = (context: ApiKeyProviderContext, credentials: ApiKeyCredentials, path: string) =>
  fetchChannelJson(
    `${context.config.zboziApiUrl}${path}`,
    {
      method: 'GET',
      headers: {
        authorization: `Basic ${Buffer.from(`${credentials.shopId ?? ''}:${credentials.apiKey}`).toString('base64')}`,
      },
    },
    context,
  ) as Promise<Record<string, unknown> | null>;

const statisticsPath = (range: { from: string; to: string }, offset: number) =>
  `/v1/shop/statistics/aggregated?${new URLSearchParams({
    dateFrom: range.from,
    dateTo: range.to,
    offset: String(offset),
    limit: String(PAGE_SIZE),
  })}`;

/**
 * The Zboží.cz shop API: HTTP Basic with the establishment's id (ID provozovny) and its API key;
 * the establishment's statistics by day (`/v1/shop/statistics/aggregated`, paged by offset and
 * limit) with views, clicks, cost and conversions with their value, money in haléře. The key is
 * checked by reading yesterday's statistics.
 */
export const zboziProvider: ApiKeyProvider = {
  connector: 'zbozi',
  name: 'Zboží.cz',
  async verify(context, credentials) {
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    await get(context, credentials, statisticsPath({ from: yesterday, to: yesterday }, 0));
    return { id: credentials.shopId ?? '', name: `Provozovna ${credentials.shopId ?? ''}` };
  },
  async fetchSpend(context, credentials, account, range) {
    const collector = createSpendCollector('zbozi', account.name, range);
    for (let page = 0, offset = 0; ; page++, offset += PAGE_SIZE) {
      if (page >= MAX_PAGES) throw new ChannelApiError('bad_answer', 200, `more than ${MAX_PAGES} pages`);
      const answer = await get(context, credentials, statisticsPath(range, offset));
      const data = (answer?.data ?? {}) as Record<string, unknown>;
      const items = Array.isArray(data.items) ? (data.items as Record<string, unknown>[]) : [];
      for (const item of items) {
        const day = readDay(item.date);
        const cost = readAmount(item.cost);
        if (!day || cost === null) {
          collector.skip(`${JSON.stringify(item.date)} ${JSON.stringify(item.cost)}`);
          continue;
        }
        collector.add({
          day,
          campaign: 'Zboží.cz',
          cost: cost / 100,
          impressions: readAmount(item.views) ?? 0,
          clicks: readAmount(item.clicks) ?? 0,
          conversions: readAmount(item.conversions) ?? 0,
          conversionValue: (readAmount(item.conversionsValue) ?? 0) / 100,
        });
      }
      const total = Number(data.totalCount ?? 0);
      if (items.length === 0 || offset + PAGE_SIZE >= total) break;
    }
    return collector.result();
  },
};
