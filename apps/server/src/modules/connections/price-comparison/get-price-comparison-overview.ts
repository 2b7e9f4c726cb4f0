import type { PriceComparisonOverview } from '@ziskomer/contracts';
import type { Language } from '@ziskomer/i18n';
import type { UseCaseScope } from '../../../core/use-case-scope.ts';
import { readApiKeyConnection } from '../api-key/read-api-key-connection.ts';
import { readChannelDays } from '../api-key/read-channel-days.ts';
import { readShopTimeZone } from '../read-shop-time-zone.ts';
import { getLastDays } from '../sync-range.ts';

/** Heureka reports by its category (its rows' campaign); Zboží.cz's statistics are the whole establishment's. */
const HAS_CATEGORIES = { heureka: true, zbozi: false } as const;

/** /heureka: both price-comparison services, each with its connection and its figures by day and category. */
export async function getPriceComparisonOverview(
  scope: UseCaseScope,
  shopId: string,
  days: number,
  language: Language,
): Promise<PriceComparisonOverview> {
  const range = getLastDays(scope.deps.now(), await readShopTimeZone(scope.db, shopId), days);
  const services = [];
  for (const connector of ['heureka', 'zbozi'] as const) {
    const { byDay, byCampaign } = await readChannelDays(scope.db, shopId, connector, range);
    services.push({
      connector,
      connection: await readApiKeyConnection(scope, shopId, connector, language),
      byDay,
      byCategory: HAS_CATEGORIES[connector]
        ? byCampaign
            // 'Heureka' is a row Heureka sent without a category, '' a cost from a CSV or the API
            // without a campaign: neither is a category of its own.
            .filter(({ campaign }) => campaign !== 'Heureka' && campaign !== '')
            .map(({ campaign, ...figures }) => ({ category: campaign, ...figures }))
        : [],
    });
  }
  return { days, services };
}
