import type { SeznamOverview } from '@ziskomer/contracts';
import type { Language } from '@ziskomer/i18n';
import type { UseCaseScope } from '../../../core/use-case-scope.ts';
import { readApiKeyConnection } from '../api-key/read-api-key-connection.ts';
import { readChannelDays } from '../api-key/read-channel-days.ts';
import { readShopTimeZone } from '../read-shop-time-zone.ts';
import { getLastDays } from '../sync-range.ts';

/** /seznam: the Sklik connection and Sklik's cost, clicks and conversions by day in the last `days` days. */
export async function getSeznamOverview(
  scope: UseCaseScope,
  shopId: string,
  days: number,
  language: Language,
): Promise<SeznamOverview> {
  const range = getLastDays(scope.deps.now(), await readShopTimeZone(scope.db, shopId), days);
  const { byDay } = await readChannelDays(scope.db, shopId, 'sklik', range);
  return { connection: await readApiKeyConnection(scope, shopId, 'sklik', language), days, byDay };
}
