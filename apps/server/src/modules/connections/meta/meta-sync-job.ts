import type { MetaSelection } from '@ziskomer/contracts';
import { writeAdSpend } from '../../ingest/index.ts';
import { defineGoogleSyncJob } from '../define-google-sync-job.ts';
import { shiftDay } from '../sync-range.ts';
import { daysOf } from './day-range.ts';
import { type MetaSyncData, readMetaSelection, readMetaSyncData } from './meta-connection-data.ts';
import { fetchDailyInsights, fetchWeekInsights } from './meta-insights.ts';
import { openMetaGraph } from './open-meta-graph.ts';
import { toCampaignWeeks, toMetaAdSpendRows } from './to-meta-ad-spend-rows.ts';
import { toMetaJobError } from './to-meta-job-error.ts';

/** Missing days older than this are forgotten: no page looks that far back. */
const KEEP_MISSING_DAYS = 400;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A Meta connection's sync: the chosen ad account's campaigns by day (90 days the first time or
 * after 'Načíst vše znovu', 7 after), written as the shop's ad spend of channel Meta through the
 * ingest sink — each window Meta answered for replaced as a whole, so a campaign-day Meta no
 * longer reports disappears and days it did not answer for keep what they had — and the
 * campaigns' reach and frequency over the last 7 days. The days Meta did not answer for are
 * remembered for the completeness card (SPEC §4).
 */
export const metaSyncJob = defineGoogleSyncJob<MetaSelection, 'meta'>({
  connector: 'meta',
  toJobError: toMetaJobError,
  readSelection: readMetaSelection,
  nameOf: (selection) => selection.name,
  noSelectionCode: 'meta_no_account',
  timeZoneOf: (selection) => selection.timeZone,
  sync: async ({ deps, ref, signal, row, selection, range, reportProgress }) => {
    const graph = openMetaGraph(deps, ref, signal);
    const fetched = await fetchDailyInsights(graph, selection.id, range, {
      sleep: deps.sleep ?? wait,
      onProgress: (percent) => reportProgress({ done: percent, total: 100, unit: 'rows', phase: 'fetch' }),
    });
    const week = { from: shiftDay(range.to, -6), to: range.to };
    const campaigns = toCampaignWeeks(await fetchWeekInsights(graph, selection.id, week));
    const windows = fetched.windows.map((window) => ({
      range: { from: window.from, to: window.to },
      rows: toMetaAdSpendRows(window.rows, selection),
    }));
    const written = windows.reduce((sum, window) => sum + window.rows.length, 0);
    reportProgress({ done: written, total: written, unit: 'rows', phase: 'write' });

    const answered = new Set(fetched.windows.flatMap((window) => daysOf(window)));
    const oldest = shiftDay(range.to, -KEEP_MISSING_DAYS);
    const before = readMetaSyncData(row.provider_data)?.missingDays ?? [];
    const data: MetaSyncData = {
      missingDays: [...new Set([...before.filter((day) => !answered.has(day)), ...fetched.missingDays])]
        .filter((day) => day >= oldest)
        .sort(),
      week: { ...week, campaigns },
      noData: written === 0,
    };
    return async (db) => {
      for (const window of windows) {
        await writeAdSpend(
          db,
          ref.shopId,
          { kind: 'connector', connectionId: ref.connectionId },
          window.rows,
          {
            replaceRange: window.range,
          },
        );
      }
      await db
        .updateTable('connections')
        .set({ provider_data: JSON.stringify(data) })
        .where('shop_id', '=', ref.shopId)
        .where('id', '=', ref.connectionId)
        .execute();
    };
  },
});
