import { getZonedDay, zonedTimeToInstant } from '@ziskomer/domain';
import type {
  ApiKeyCredentials,
  ApiKeyProvider,
  ApiKeyProviderContext,
} from '../api-key/api-key-provider.ts';
import { ChannelApiError } from '../api-key/channel-api-error.ts';
import { fetchChannelJson } from '../api-key/fetch-channel-json.ts';
import { createSpendCollector, readAmount } from '../api-key/to-spend-row.ts';

/** Statistics are asked per shop day: the API counts its days from midnight in Prague (CET/CEST). */
const ZBOZI_TIME_ZONE = 'Europe/Prague';

/**
 * Seznam moved the Zboží.cz shop API's functions to Sklik's API Fénix (Seznam Nákupy) and, by
 * third-party notices, switched api.zbozi.cz off on 16 March 2026 (docs/ARCHITECTURE.md). The
 * statistics path answering 404 Not Found or 410 Gone means exactly that, and is said so.
 */
const RETIRED_STATUSES = new Set([404, 410]);

async function get(context: ApiKeyProviderContext, credentials: ApiKeyCredentials, path: string) {
  try {
    return (await fetchChannelJson(
      `${context.config.zboziApiUrl}${path}`,
      {
        method: 'GET',
        headers: {
          authorization: `Basic ${Buffer.from(`${credentials.shopId ?? ''}:${credentials.apiKey}`).toString('base64')}`,
        },
      },
      context,
    )) as Record<string, unknown> | null;
  } catch (error) {
    if (error instanceof ChannelApiError && RETIRED_STATUSES.has(error.status))
      throw new ChannelApiError('retired', error.status, error.detail);
    throw error;
  }
}

/** Unix seconds of midnight in Prague starting `day` (YYYY-MM-DD), `plusDays` later. */
const pragueMidnight = (day: string, plusDays = 0) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return Math.floor(
    zonedTimeToInstant({ year, month, day: date + plusDays }, ZBOZI_TIME_ZONE).getTime() / 1000,
  );
};

const statisticsPath = (range: { from: string; to: string }) =>
  `/v1/shop/statistics/aggregated?${new URLSearchParams({
    timestampFrom: String(pragueMidnight(range.from)),
    timestampTo: String(pragueMidnight(range.to, 1)),
    granularity: 'daily',
  })}`;

/** A figure as a number, or an object of numbers (the API splits some by source), summed. */
function readFigure(value: unknown): number | null {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const parts = Object.values(value).map(readAmount);
    return parts.some((part) => part === null) ? null : parts.reduce<number>((sum, part) => sum + part!, 0);
  }
  return readAmount(value);
}

/**
 * Connections made before API Fénix: the Zboží.cz shop API (api.zbozi.cz, its Swagger
 * "statistics" section), kept so an establishment whose old API still answers keeps syncing; once
 * it answers 404/410 the sync says the API is off and asks for a Fénix token. HTTP Basic with the
 * establishment's id (ID provozovny) and its API key; `GET /v1/shop/statistics/aggregated` with
 * `timestampFrom` / `timestampTo` (Unix seconds, days from midnight in Prague) and
 * `granularity=daily` answers `{ data: [{ startTimestamp, views, clicks, cost, conversions,
 * conversionsValue }] }`, one row per day, whole (no paging); a figure may come as an object of
 * parts, which are summed. Money in haléře is still assumed (docs/ARCHITECTURE.md). The key is
 * checked by reading yesterday's statistics.
 */
export const zboziLegacyApi: Pick<ApiKeyProvider, 'verify' | 'fetchSpend'> = {
  async verify(context, credentials) {
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    await get(context, credentials, statisticsPath({ from: yesterday, to: yesterday }));
    return { id: credentials.shopId ?? '', name: `Provozovna ${credentials.shopId ?? ''}` };
  },
  async fetchSpend(context, credentials, account, range) {
    const collector = createSpendCollector('zbozi', account.name, range);
    const answer = await get(context, credentials, statisticsPath(range));
    const rows = Array.isArray(answer?.data) ? (answer.data as Record<string, unknown>[]) : [];
    for (const row of rows) {
      const start = readAmount(row.startTimestamp);
      const cost = readFigure(row.cost);
      if (start === null || cost === null) {
        collector.skip(`${JSON.stringify(row.startTimestamp)} ${JSON.stringify(row.cost)}`);
        continue;
      }
      collector.add({
        day: getZonedDay(new Date(start * 1000), ZBOZI_TIME_ZONE),
        campaign: 'Zboží.cz',
        cost: cost / 100,
        impressions: readFigure(row.views) ?? 0,
        clicks: readFigure(row.clicks) ?? 0,
        conversions: readFigure(row.conversions) ?? 0,
        conversionValue: (readFigure(row.conversionsValue) ?? 0) / 100,
      });
    }
    return collector.result();
  },
};
