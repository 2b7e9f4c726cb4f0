import { describeMetaIssue, META_ATTRIBUTION_WINDOWS } from '@ziskomer/contracts';
import { classifyMetaError } from './classify-meta-error.ts';
import { type DayRange, daysOf, splitRange } from './day-range.ts';
import type { MetaGraphClient } from './meta-graph-client.ts';
import { MetaGraphError } from './meta-graph-error.ts';

type Row = Record<string, unknown>;

/** Ranges longer than this are asked for as an asynchronous report (Meta's advice for large reads). */
export const ASYNC_AFTER_DAYS = 31;
/** When the report fails, the range is read synchronously in windows of this many days. */
export const FALLBACK_WINDOW_DAYS = 30;
/** Waits between polls of a report run: quickly at first, then every 10 s, about 10 minutes in all. */
export const POLL_WAITS_MS = [2_000, 3_000, 5_000, ...Array.from({ length: 57 }, () => 10_000)];

const DAILY_FIELDS =
  'campaign_id,campaign_name,spend,impressions,clicks,reach,frequency,actions,action_values';

/** The parameters of campaign insights by day over a range, the attribution windows named. */
export function dailyInsightParams(range: DayRange): Record<string, string> {
  return {
    level: 'campaign',
    time_increment: '1',
    time_range: JSON.stringify({ since: range.from, until: range.to }),
    fields: DAILY_FIELDS,
    action_attribution_windows: JSON.stringify(META_ATTRIBUTION_WINDOWS),
    limit: '500',
  };
}

export interface FetchedInsights {
  /** The windows Meta answered for, each with its rows (a window's days are replaced as a whole). */
  windows: (DayRange & { rows: Row[] })[];
  /** Days Meta did not answer for (a window that failed after its retries); SPEC §4's completeness. */
  missingDays: string[];
}

/**
 * A range's daily campaign insights. Up to 31 days one paged read (`GET /act_{id}/insights`);
 * longer ranges an asynchronous report run (`POST …/insights` → `report_run_id`, polled until
 * `async_status` is 'Job Completed', then its `insights` read page by page). When the report fails
 * or does not finish, the range is read in 30-day windows; a window that fails with a retryable
 * issue (rate limit, slow API) is left missing and the rest kept — unless every window fails.
 */
export async function fetchDailyInsights(
  graph: MetaGraphClient,
  accountId: string,
  range: DayRange,
  options: { sleep: (ms: number) => Promise<void>; onProgress?: (percent: number) => void },
): Promise<FetchedInsights> {
  const path = `act_${accountId}/insights`;
  const days = daysOf(range).length;
  if (days <= ASYNC_AFTER_DAYS)
    return {
      windows: [{ ...range, rows: await graph.list(path, dailyInsightParams(range)) }],
      missingDays: [],
    };

  const reported = await runAsyncReport(graph, path, dailyInsightParams(range), options);
  if (reported) return { windows: [{ ...range, rows: reported }], missingDays: [] };

  const result: FetchedInsights = { windows: [], missingDays: [] };
  let lastFailure: unknown = null;
  for (const window of splitRange(range, FALLBACK_WINDOW_DAYS)) {
    try {
      result.windows.push({ ...window, rows: await graph.list(path, dailyInsightParams(window)) });
    } catch (error) {
      if (!describeMetaIssue(classifyMetaError(error)).retry) throw error;
      lastFailure = error;
      result.missingDays.push(...daysOf(window));
    }
  }
  if (result.windows.length === 0) throw lastFailure;
  return result;
}

/** The rows of an asynchronous report run; null when Meta failed or skipped it, or it did not finish. */
async function runAsyncReport(
  graph: MetaGraphClient,
  path: string,
  params: Record<string, string>,
  options: { sleep: (ms: number) => Promise<void>; onProgress?: (percent: number) => void },
): Promise<Row[] | null> {
  const started = await graph.post(path, params);
  const runId = typeof started.report_run_id === 'string' ? started.report_run_id : null;
  if (!runId || !/^\d{1,30}$/.test(runId))
    throw new MetaGraphError(200, null, null, null, 'no report_run_id in the answer', false);
  for (const wait of POLL_WAITS_MS) {
    await options.sleep(wait);
    const run = await graph.get(runId, { fields: 'async_status,async_percent_completion' });
    const percent = typeof run.async_percent_completion === 'number' ? run.async_percent_completion : 0;
    options.onProgress?.(percent);
    if (run.async_status === 'Job Completed') return graph.list(`${runId}/insights`, { limit: '500' });
    if (run.async_status === 'Job Failed' || run.async_status === 'Job Skipped') return null;
  }
  return null;
}

/** The campaigns' reach and frequency over the 7 days up to `to` (one row a campaign, no days). */
export function fetchWeekInsights(
  graph: MetaGraphClient,
  accountId: string,
  range: DayRange,
): Promise<Row[]> {
  return graph.list(`act_${accountId}/insights`, {
    level: 'campaign',
    time_range: JSON.stringify({ since: range.from, until: range.to }),
    fields: 'campaign_id,campaign_name,reach,impressions,frequency',
    limit: '500',
  });
}
