import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One campaign's daily statistics as Sklik reports them: money in haléře, dates as YYYYMMDD. */
export interface FakeSklikCampaign {
  id: number;
  name: string;
  stats: {
    date: string;
    impressions: number;
    clicks: number;
    totalMoney: unknown;
    conversions: number;
    conversionValue: number;
  }[];
}

export interface FakeSklik {
  origin: string;
  /** What the next answers do; tests change it between calls. */
  scenario: {
    token: string;
    campaigns: FakeSklikCampaign[];
    /** Answer this many calls of a method other than the login with 401 (an expired session). */
    expireSessions: number;
    /** Answer this many calls with 429 "Too many requests", asking to wait 2 s. */
    rateLimit: number;
    /** The S2S SEM IDs Seznam Event Measurement knows (`POST /rtgconv`). */
    semIds: string[];
    /** Answer this many S2S events with 429 and Retry-After: 2. */
    semRateLimit: number;
    /** S2S events whose event_id is refused as invalid (400). */
    semRefuseEventIds: string[];
  };
  /** S2S events counted, once per SEM ID and event_id (a repeat is accepted and not counted again). */
  semEvents: Record<string, unknown>[];
  /** Every call: the method, and whether it carried a key (the token is never in the URL). */
  calls: { method: string; url: string; body: unknown }[];
  close(): Promise<void>;
}

/**
 * Sklik's JSON API as documented at https://api.sklik.cz/drak/ (v5): POST `/<method>` with the
 * positional parameters as a JSON array; each answer with `status`, `statusMessage` and a fresh
 * `session`. `client.loginByToken`, `client.get`, `campaigns.createReport` (daily granularity) and
 * `campaigns.readReport` (offset and limit over the campaigns).
 *
 * Also Seznam Event Measurement's server-to-server endpoint, `POST /rtgconv` (SKLIK_SEM_URL), one
 * JSON event a request, as its help describes it: `schema_version` v2, `event_type` rtgconv,
 * `event_name`, `event_time` (ms), `event_id`, `event_data.sem_id` and the user's `sid` / `udid` /
 * hashed e-mail in `user_ids.user_data`. A SEM ID outside `^[0-9a-z]{24}$` is refused, as Seznam's
 * own server-side template says its endpoint does. What it answers is assumed (the help names no
 * error bodies): 200 `{ status: 200 }`, 400 for a malformed event or SEM ID, 403 for an unknown SEM
 * ID, 429 with Retry-After.
 */
export async function startFakeSklik(): Promise<FakeSklik> {
  const scenario: FakeSklik['scenario'] = {
    token: 'sklik-token-0123456789',
    campaigns: [],
    expireSessions: 0,
    rateLimit: 0,
    semIds: [],
    semRateLimit: 0,
    semRefuseEventIds: [],
  };
  const semEvents: Record<string, unknown>[] = [];
  const calls: FakeSklik['calls'] = [];
  const sessions = new Set<string>();
  const reports = new Map<string, { from: string; to: string }>();
  let counter = 0;
  const newSession = () => {
    const session = `session-${++counter}`;
    sessions.add(session);
    return session;
  };

  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const method = (request.url ?? '').replace(/^\/+/, '');
    let body: unknown[] = [];
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown[];
    } catch {}
    calls.push({ method, url: request.url ?? '', body });
    const send = (status: number, payload: Record<string, unknown>) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ status, ...payload }));
    };
    if (method === 'rtgconv' && request.method === 'POST') {
      const event = (body ?? {}) as unknown as Record<string, unknown>;
      const data = (event.event_data ?? {}) as Record<string, unknown>;
      const user = ((event.user_ids as Record<string, unknown> | undefined)?.user_data ?? {}) as Record<
        string,
        unknown
      >;
      if (scenario.semRateLimit > 0) {
        scenario.semRateLimit--;
        response.writeHead(429, { 'content-type': 'application/json', 'retry-after': '2' });
        return response.end(JSON.stringify({ status: 429, statusMessage: 'Too many requests' }));
      }
      if (
        event.schema_version !== 'v2' ||
        event.event_type !== 'rtgconv' ||
        typeof event.event_name !== 'string' ||
        typeof event.event_time !== 'number' ||
        typeof event.event_id !== 'string' ||
        !(user.sid || user.udid || user.em) ||
        // A Purchase needs its value, currency and order id.
        typeof data.value !== 'number' ||
        typeof data.currency !== 'string' ||
        typeof data.order_id !== 'string' ||
        scenario.semRefuseEventIds.includes(event.event_id)
      )
        return send(400, { statusMessage: `Invalid event ${String(event.event_id)}` });
      if (typeof data.sem_id !== 'string' || !/^[0-9a-z]{24}$/.test(data.sem_id))
        return send(400, { statusMessage: 'sem_id does not match ^[0-9a-z]{24}$' });
      if (!scenario.semIds.includes(String(data.sem_id)))
        return send(403, { statusMessage: 'Unknown sem_id' });
      if (
        !semEvents.some(
          (seen) =>
            seen.event_id === event.event_id &&
            (seen.event_data as Record<string, unknown>).sem_id === data.sem_id,
        )
      )
        semEvents.push(event);
      return send(200, { statusMessage: 'OK' });
    }
    if (scenario.rateLimit > 0) {
      scenario.rateLimit--;
      return send(429, { statusMessage: 'Too many requests. Please wait 2 s.' });
    }
    if (method === 'client.loginByToken') {
      if (body[0] !== scenario.token) return send(401, { statusMessage: 'Authentication failed' });
      return send(200, { statusMessage: 'OK', session: newSession() });
    }
    const user = (body[0] ?? {}) as { session?: string };
    if (!user.session || !sessions.has(user.session) || scenario.expireSessions > 0) {
      if (scenario.expireSessions > 0) scenario.expireSessions--;
      return send(401, { statusMessage: 'Session has expired or is malformed' });
    }
    sessions.delete(user.session);
    const session = newSession();
    if (method === 'client.get')
      return send(200, { statusMessage: 'OK', session, user: { userId: 777001, username: 'kavovar.cz' } });
    if (method === 'campaigns.createReport') {
      const filter = (body[1] ?? {}) as { dateFrom?: string; dateTo?: string };
      const options = (body[2] ?? {}) as { statGranularity?: string };
      if (!filter.dateFrom || !filter.dateTo || options.statGranularity !== 'daily')
        return send(400, { statusMessage: 'Bad arguments' });
      const reportId = `report-${++counter}`;
      reports.set(reportId, { from: filter.dateFrom, to: filter.dateTo });
      return send(200, { statusMessage: 'OK', session, reportId, totalCount: scenario.campaigns.length });
    }
    if (method === 'campaigns.readReport') {
      const range = reports.get(String(body[1]));
      const options = (body[2] ?? {}) as { offset?: number; limit?: number };
      if (!range) return send(404, { statusMessage: 'Report not found' });
      const compact = (day: string) => day.replace(/-/g, '');
      const page = scenario.campaigns.slice(
        options.offset ?? 0,
        (options.offset ?? 0) + (options.limit ?? 100),
      );
      return send(200, {
        statusMessage: 'OK',
        session,
        report: page.map((campaign) => ({
          id: campaign.id,
          name: campaign.name,
          // A date Sklik would not send (a malformed row) is passed on as it is.
          stats: campaign.stats.filter(
            (stat) =>
              !/^\d{8}$/.test(stat.date) ||
              (stat.date >= compact(range.from) && stat.date <= compact(range.to)),
          ),
        })),
      });
    }
    return send(404, { statusMessage: `Unknown method ${method}` });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    scenario,
    calls,
    semEvents,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
