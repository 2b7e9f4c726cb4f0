import type { ApiKeyProvider, ApiKeyProviderContext } from '../api-key/api-key-provider.ts';
import { ChannelApiError } from '../api-key/channel-api-error.ts';
import { fetchChannelJson } from '../api-key/fetch-channel-json.ts';
import { createSpendCollector, readAmount, readDay } from '../api-key/to-spend-row.ts';

/** Pages of one listing at most: a runaway listing stops here. */
const MAX_PAGES = 200;

const get = (context: ApiKeyProviderContext, apiKey: string, path: string) =>
  fetchChannelJson(
    `${context.config.heurekaApiUrl}${path}`,
    { method: 'GET', headers: { 'x-heureka-api-key': apiKey } },
    context,
  ) as Promise<Record<string, unknown> | null>;

/**
 * Heureka's shop statistics, read with the key of "Statistiky a reporty → API pro měření konverzí"
 * (docs/ARCHITECTURE.md "Heureka and Zboží.cz" says what is assumed of its shape): the key's shop
 * from `GET /shop`, and per day and Heureka category the visits (clicks), cost, orders and their
 * revenue from `GET /statistics/daily`, paged by `page` / `pages`. Amounts are in crowns.
 */
export const heurekaProvider: ApiKeyProvider = {
  connector: 'heureka',
  name: 'Heureka',
  async verify(context, credentials) {
    const answer = await get(context, credentials.apiKey, '/shop');
    const shop = (answer?.shop ?? {}) as Record<string, unknown>;
    if (shop.id === undefined) throw new ChannelApiError('bad_answer', 200, 'no shop');
    return { id: String(shop.id), name: String(shop.name ?? `Heureka ${String(shop.id)}`) };
  },
  async fetchSpend(context, credentials, account, range) {
    const collector = createSpendCollector('heureka', account.name, range);
    for (let page = 1; ; page++) {
      if (page > MAX_PAGES) throw new ChannelApiError('bad_answer', 200, `more than ${MAX_PAGES} pages`);
      const query = new URLSearchParams({ date_from: range.from, date_to: range.to, page: String(page) });
      const answer = await get(context, credentials.apiKey, `/statistics/daily?${query}`);
      const rows = Array.isArray(answer?.data) ? (answer.data as Record<string, unknown>[]) : [];
      for (const row of rows) {
        const day = readDay(row.date);
        const cost = readAmount(row.spend);
        if (!day || cost === null) {
          collector.skip(`${JSON.stringify(row.date)} ${JSON.stringify(row.spend)}`);
          continue;
        }
        collector.add({
          day,
          campaign: typeof row.category === 'string' && row.category.trim() ? row.category : 'Heureka',
          cost,
          clicks: readAmount(row.visits) ?? 0,
          conversions: readAmount(row.orders) ?? 0,
          conversionValue: readAmount(row.transaction_revenue) ?? 0,
        });
      }
      const pages = Number((answer?.pagination as Record<string, unknown> | undefined)?.pages ?? 1);
      if (rows.length === 0 || !(page < pages)) break;
    }
    return collector.result();
  },
};
