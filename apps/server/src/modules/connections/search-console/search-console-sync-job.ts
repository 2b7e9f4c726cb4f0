import { defineGoogleSyncJob } from '../define-google-sync-job.ts';
import { openGoogleClient } from '../google-api/open-google-client.ts';
import { replaceDailyRows } from '../replace-daily-rows.ts';
import { shiftDay } from '../sync-range.ts';
import { readTargetSelection } from '../to-connection.ts';
import { createSearchConsoleApi } from './search-console-api.ts';
import { toSearchConsoleRows } from './to-search-console-rows.ts';

/** Rows written in one transaction: on PGlite a background transaction stays short. */
const WRITE_CHUNK = 1000;

/**
 * A Search Console connection's sync: the chosen site's clicks, impressions and position by day,
 * query and page (`searchanalytics.query`, all data states so the latest days appear too). Each
 * day of the range is replaced in transactions of its own — a day with no rows is emptied — so
 * the database is never held long; a sync killed part way left whole days, old or new, and is
 * redone whole.
 */
export const searchConsoleSyncJob = defineGoogleSyncJob({
  connector: 'google_search_console',
  readSelection: readTargetSelection,
  nameOf: (site) => site.name,
  noSelectionCode: 'google_search_console_no_target',
  sync: async ({ deps, ref, signal, selection, range, reportProgress, inShop }) => {
    const api = createSearchConsoleApi(deps.config.google, openGoogleClient(deps, ref, signal));
    const fetched = await api.query(selection.id, {
      startDate: range.from,
      endDate: range.to,
      dimensions: ['date', 'query', 'page'],
      type: 'web',
      dataState: 'all',
    });
    const rows = toSearchConsoleRows(fetched, range);
    const byDay = new Map<string, typeof rows>();
    for (const row of rows) {
      const list = byDay.get(row.day) ?? [];
      list.push(row);
      byDay.set(row.day, list);
    }
    let written = 0;
    for (let day = range.from; day <= range.to; day = shiftDay(day, 1)) {
      const dayRows = byDay.get(day) ?? [];
      for (let start = 0; start === 0 || start < dayRows.length; start += WRITE_CHUNK) {
        const chunk = dayRows.slice(start, start + WRITE_CHUNK);
        // A day's first chunk replaces the day; its further chunks add to it.
        await inShop((db) =>
          start === 0
            ? replaceDailyRows(db, 'search_console_daily', ref, { from: day, to: day }, chunk)
            : db
                .insertInto('search_console_daily')
                .values(
                  chunk.map((row) => ({ shop_id: ref.shopId, connection_id: ref.connectionId, ...row })),
                )
                .execute()
                .then(() => undefined),
        );
        written += chunk.length;
        reportProgress({ done: written, total: rows.length, unit: 'rows', phase: 'write' });
      }
    }
    return undefined;
  },
});
