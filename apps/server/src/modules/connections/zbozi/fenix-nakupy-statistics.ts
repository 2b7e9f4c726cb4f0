import type { ApiKeyCredentials, ApiKeyProviderContext } from '../api-key/api-key-provider.ts';
import { ChannelApiError } from '../api-key/channel-api-error.ts';
import { fenixCall } from './fenix-call.ts';
import { pragueTime } from './fenix-report-range.ts';

/** A report is asked for this many times while Fénix still generates it (425 Too Early). */
const REPORT_POLLS = 20;
/** The waits between asks: 2 s, then 2 s longer each time, at most 10 s (about 2.5 minutes in all). */
const pollWait = (poll: number) => Math.min(2000 * poll, 10_000);

/** The statistics of the premise `credentials.shopId` for the Prague days of `range`, by day. */
export interface NakupyReport {
  stats: Record<string, unknown>[];
}

async function call(
  context: ApiKeyProviderContext,
  credentials: ApiKeyCredentials,
  path: string,
  request: { method: 'GET' | 'POST'; body?: unknown },
) {
  try {
    return await fenixCall(context, credentials.apiKey, path, request);
  } catch (error) {
    // The token works but this establishment is not among its accounts (or gone): the ID to fix.
    if (error instanceof ChannelApiError && error.status === 404)
      throw new ChannelApiError('forbidden', 404, error.detail);
    throw error;
  }
}

/**
 * Asks Fénix for the Seznam Nákupy statistics of the premise (ID provozovny) by day:
 * `POST /nakupy/statistics/aggregated?premiseId=…` with `{ from, to, granularity: 'daily',
 * format: ['json'] }` (ISO times) answers 202 `{ id }` — the report is made asynchronously.
 * Returns the report's id. A token without the statistics scope is refused here (403).
 */
export async function createNakupyDailyReport(
  context: ApiKeyProviderContext,
  credentials: ApiKeyCredentials,
  range: { from: string; to: string },
): Promise<number> {
  const query = new URLSearchParams({ premiseId: credentials.shopId ?? '' });
  const answer = await call(context, credentials, `/nakupy/statistics/aggregated?${query}`, {
    method: 'POST',
    body: {
      from: pragueTime(range.from, 0, 0, 0),
      to: pragueTime(range.to, 23, 59, 59),
      granularity: 'daily',
      format: ['json'],
    },
  });
  const id = Number(answer?.id);
  if (!Number.isInteger(id) || id <= 0) throw new ChannelApiError('bad_answer', 202, 'no report id');
  return id;
}

/**
 * Reads a report: `GET /sklik/reports/{id}?format=json` answers `{ stats: [rows], sums }` once it
 * is ready and 425 Too Early while it is still made (seen live by a public client; not in the
 * OpenAPI spec), which is waited out here. A report not ready after the polls is `unavailable`, so
 * the sync is retried later instead of failing.
 */
export async function readNakupyReport(
  context: ApiKeyProviderContext,
  credentials: ApiKeyCredentials,
  id: number,
): Promise<NakupyReport> {
  for (let poll = 1; ; poll++) {
    try {
      const answer = await call(context, credentials, `/sklik/reports/${id}?format=json`, { method: 'GET' });
      const stats = answer?.stats;
      if (stats !== undefined && !Array.isArray(stats))
        throw new ChannelApiError('bad_answer', 200, 'stats is not a list');
      return { stats: (stats ?? []) as Record<string, unknown>[] };
    } catch (error) {
      if (!(error instanceof ChannelApiError) || error.status !== 425) throw error;
      if (poll >= REPORT_POLLS) throw new ChannelApiError('unavailable', 425, 'report not ready');
      await context.sleep(pollWait(poll));
    }
  }
}
