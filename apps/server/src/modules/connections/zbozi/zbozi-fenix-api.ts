import { getZonedDay } from '@ziskomer/domain';
import type { ApiKeyProvider } from '../api-key/api-key-provider.ts';
import { createSpendCollector, readAmount } from '../api-key/to-spend-row.ts';
import { createNakupyDailyReport, readNakupyReport } from './fenix-nakupy-statistics.ts';
import { NAKUPY_TIME_ZONE, readReportDay } from './fenix-report-range.ts';

/** Seznam Nákupy reports the establishment as a whole (no campaigns), so its rows carry this name. */
export const NAKUPY_CAMPAIGN = 'Seznam Nákupy';

/**
 * The keys a daily row may carry its day under. No public source shows a daily row (the clients
 * pass rows through untouched), so the likely names are read in turn (docs/ARCHITECTURE.md).
 */
const DAY_KEYS = ['date', 'day', 'from', 'startDate'] as const;

const rowDay = (row: Record<string, unknown>) => {
  for (const key of DAY_KEYS) {
    const day = readReportDay(row[key]);
    if (day) return day;
  }
  return null;
};

/**
 * Seznam Nákupy (formerly Zboží.cz) through Sklik's API Fénix: the refresh token (Sklik →
 * Nástroje → API) and the establishment's id (premiseId). The days come as an asynchronous report
 * (fenix-nakupy-statistics.ts); each row's `totalMoney` is the cost, with `impressions`, `clicks`,
 * `conversions` and `conversionValue`, money in crowns (a public client observed it live; the
 * Drak API's haléře do not apply). The key is checked by asking for yesterday's report, which needs
 * a working refresh token, the statistics scope and the establishment among the token's accounts.
 */
export const zboziFenixApi: Pick<ApiKeyProvider, 'verify' | 'fetchSpend'> = {
  async verify(context, credentials) {
    const yesterday = getZonedDay(new Date(Date.now() - 86_400_000), NAKUPY_TIME_ZONE);
    await createNakupyDailyReport(context, credentials, { from: yesterday, to: yesterday });
    return { id: credentials.shopId ?? '', name: `Provozovna ${credentials.shopId ?? ''}` };
  },
  async fetchSpend(context, credentials, account, range) {
    const collector = createSpendCollector('zbozi', account.name, range);
    const id = await createNakupyDailyReport(context, credentials, range);
    const report = await readNakupyReport(context, credentials, id);
    for (const row of report.stats) {
      const day = row && typeof row === 'object' ? rowDay(row) : null;
      const cost = row && typeof row === 'object' ? readAmount(row.totalMoney) : null;
      if (!day || cost === null) {
        collector.skip(JSON.stringify(row).slice(0, 160));
        continue;
      }
      collector.add({
        day,
        campaign: NAKUPY_CAMPAIGN,
        cost,
        impressions: readAmount(row.impressions) ?? 0,
        clicks: readAmount(row.clicks) ?? 0,
        conversions: readAmount(row.conversions) ?? 0,
        conversionValue: readAmount(row.conversionValue) ?? 0,
      });
    }
    return collector.result();
  },
};
