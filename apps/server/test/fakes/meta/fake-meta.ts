import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Meta's login and Graph API (Marketing API), on 127.0.0.1, speaking the
 * documented shapes:
 * - `GET /v23.0/dialog/oauth`: the login dialog, approved at once (302 to `redirect_uri` with
 *   `code` and `state`; `authorize` does the same for tests without a browser).
 * - `GET /v23.0/oauth/access_token`: `code` + `redirect_uri` → a short-lived token;
 *   `grant_type=fb_exchange_token` → a long-lived one (`expires_in` ≈ 60 days). Errors as
 *   `{ error: { message, type: 'OAuthException', code: 100 | 190, error_subcode, fbtrace_id } }`.
 * - `GET /v23.0/me/adaccounts` with `limit` and cursor paging (`paging.cursors`, `paging.next`).
 * - `GET /v23.0/act_{id}/insights` (level=campaign, time_increment=1, time_range) paged the same;
 *   without time_increment one row a campaign over the range (reach and frequency of the range).
 * - `POST /v23.0/act_{id}/insights` → `{ report_run_id }`; `GET /v23.0/{run}` → `async_status`
 *   and `async_percent_completion` (Job Not Started → Job Running → Job Completed, or Job Failed);
 *   `GET /v23.0/{run}/insights` the report's rows, paged.
 * - Usage headers on every answer: `x-business-use-case-usage`, `x-ad-account-usage`.
 * - Errors on demand (`failWith`): any Graph error body with its HTTP status, `times` times.
 * - Conversions API: `POST /v23.0/{pixel_id}/events` with the form field `data` (a JSON array of
 *   at most 1,000 server events) → `{ events_received, messages, fbtrace_id }`. An unknown pixel is
 *   100/33; a request with one bad event is refused whole (400, code 100, the event's problem in
 *   `error_user_msg`): an event_time older than 7 days (subcode 2804003), a user_data without any
 *   customer information parameter (2804050), an event id of `refuseEventIds`. Events of one
 *   `event_name` + `event_id` are counted once (Meta's deduplication), however often they come.
 */
export interface FakeMetaAccount {
  id: string;
  name: string;
  currency: string;
  timeZone: string;
  status: number;
}

export interface FakeMetaCampaignDay {
  accountId: string;
  campaignId: string;
  campaignName: string;
  date: string;
  spend: number;
  impressions: number;
  clicks: number;
  reach: number;
  /** action_type → count and value; several types may describe the same purchases. */
  actions: Record<string, { count: number; value: number }>;
}

export interface FakeMetaError {
  status: number;
  code: number;
  subcode?: number;
  type?: string;
  message: string;
  isTransient?: boolean;
  /** How many calls answer it (then the calls work again). */
  times: number;
  /** Only calls whose path contains this. */
  pathIncludes?: string;
  /** Answer it only for insights windows (time_range.since) from this day on. */
  sinceFrom?: string;
}

export interface FakeMetaScenario {
  appId: string;
  appSecret: string;
  accounts: FakeMetaAccount[];
  days: FakeMetaCampaignDay[];
  pageSize: number;
  /** Seconds of life of a long-lived token. */
  longLivedSeconds: number;
  /** The exchange of a long-lived token answers 503 this many times. */
  failExchange: number;
  /** The exchange is refused (190, the token expired or was revoked). */
  refuseExchange: boolean;
  errors: FakeMetaError[];
  /** Polls of a report before it completes; 'fail' makes it end as Job Failed. */
  reportPolls: number;
  reportOutcome: 'complete' | 'fail';
  /** Usage share sent in the headers (percent) and the minutes to regain access. */
  usagePercent: number;
  regainMinutes: number;
  /** Pixels (datasets) the token may send events to. */
  pixels: string[];
  /** Events whose event_id Meta refuses (invalid parameter), failing their whole request. */
  refuseEventIds: string[];
}

/** A server event Meta counted (after deduplication by event_name and event_id). */
export interface FakeMetaEvent {
  pixelId: string;
  event_name: string;
  event_time: number;
  event_id: string;
  action_source: string;
  event_source_url?: string;
  user_data: Record<string, unknown>;
  custom_data: { value?: number; currency?: string; order_id?: string };
}

export interface FakeMetaRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface FakeMeta {
  origin: string;
  scenario: FakeMetaScenario;
  requests: FakeMetaRequest[];
  issuedTokens: string[];
  /** Server events counted (once per event_name + event_id). */
  events: FakeMetaEvent[];
  /** What the login dialog does: a code for the URL's redirect, and the state back. */
  authorize(dialogUrl: string): { code: string; state: string };
  /** Makes every token issued so far unknown (190/467). */
  revokeTokens(): void;
  close(): Promise<void>;
}

const graphError = (error: Omit<FakeMetaError, 'times' | 'status'>) => ({
  error: {
    message: error.message,
    type: error.type ?? 'OAuthException',
    code: error.code,
    ...(error.subcode ? { error_subcode: error.subcode } : {}),
    ...(error.isTransient ? { is_transient: true } : {}),
    fbtrace_id: `A${randomBytes(6).toString('hex')}`,
  },
});

export async function startFakeMeta(initial: Partial<FakeMetaScenario> = {}): Promise<FakeMeta> {
  const scenario: FakeMetaScenario = {
    appId: '1234567890123456',
    appSecret: `secret-${randomBytes(8).toString('hex')}`,
    accounts: [],
    days: [],
    pageSize: 25,
    longLivedSeconds: 60 * 24 * 3600,
    failExchange: 0,
    refuseExchange: false,
    errors: [],
    pixels: [],
    refuseEventIds: [],
    reportPolls: 2,
    reportOutcome: 'complete',
    usagePercent: 10,
    regainMinutes: 0,
    ...initial,
  };
  const requests: FakeMetaRequest[] = [];
  const events: FakeMetaEvent[] = [];
  const codes = new Map<string, string>();
  const tokens = new Map<string, 'short' | 'long'>();
  const issuedTokens: string[] = [];
  const reports = new Map<string, { polls: number; rows: Record<string, unknown>[] }>();
  let origin = '';

  const issue = (kind: 'short' | 'long') => {
    const token = `EAA${kind}${randomBytes(12).toString('hex')}`;
    tokens.set(token, kind);
    issuedTokens.push(token);
    return token;
  };

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, {
      'content-type': 'application/json',
      'x-business-use-case-usage': JSON.stringify({
        '987654321': [
          {
            type: 'ads_insights',
            call_count: scenario.usagePercent,
            total_cputime: 5,
            total_time: 5,
            estimated_time_to_regain_access: scenario.regainMinutes,
          },
        ],
      }),
      'x-ad-account-usage': JSON.stringify({ acc_id_util_pct: 3, reset_time_duration: 120 }),
    });
    res.end(JSON.stringify(body));
  };

  /** One page of `rows` after the `after` cursor, with Meta's paging object. */
  const page = (url: URL, rows: Record<string, unknown>[]) => {
    const limit = Math.min(Number(url.searchParams.get('limit') ?? scenario.pageSize), scenario.pageSize);
    const after = Number(Buffer.from(url.searchParams.get('after') ?? 'MA==', 'base64').toString() || '0');
    const slice = rows.slice(after, after + limit);
    const end = after + slice.length;
    const cursor = (n: number) => Buffer.from(String(n)).toString('base64');
    const next = new URL(url.toString());
    next.searchParams.set('after', cursor(end));
    // Meta puts the token in its links; the client must not reuse it from there.
    next.searchParams.set('access_token', 'EAAtoken-in-link');
    return {
      data: slice,
      paging: {
        cursors: { before: cursor(after), after: cursor(end) },
        ...(end < rows.length ? { next: `${origin}${next.pathname}${next.search}` } : {}),
      },
    };
  };

  const insightRow = (day: FakeMetaCampaignDay, daily: boolean) => {
    const actions = Object.entries(day.actions);
    return {
      ...(daily ? { date_start: day.date, date_stop: day.date } : {}),
      campaign_id: day.campaignId,
      campaign_name: day.campaignName,
      spend: day.spend.toFixed(2),
      impressions: String(day.impressions),
      clicks: String(day.clicks),
      reach: String(day.reach),
      frequency: String(day.reach > 0 ? day.impressions / day.reach : 0),
      actions: actions.map(([type, { count }]) => ({
        action_type: type,
        value: String(count),
        '7d_click': String(count),
      })),
      action_values: actions.map(([type, { value }]) => ({
        action_type: type,
        value: value.toFixed(2),
        '7d_click': value.toFixed(2),
      })),
    };
  };

  const insights = (accountId: string, params: URLSearchParams) => {
    const range = JSON.parse(params.get('time_range') ?? '{}') as { since?: string; until?: string };
    const inRange = scenario.days.filter(
      (day) =>
        day.accountId === accountId && day.date >= (range.since ?? '') && day.date <= (range.until ?? '9999'),
    );
    if (params.get('time_increment') === '1')
      return inRange
        .sort((a, b) => a.date.localeCompare(b.date) || a.campaignId.localeCompare(b.campaignId))
        .map((day) => insightRow(day, true));
    const byCampaign = new Map<string, FakeMetaCampaignDay>();
    for (const day of inRange) {
      const sum = byCampaign.get(day.campaignId);
      byCampaign.set(
        day.campaignId,
        sum
          ? { ...sum, impressions: sum.impressions + day.impressions, reach: Math.max(sum.reach, day.reach) }
          : { ...day },
      );
    }
    return [...byCampaign.values()].map((day) => insightRow(day, false));
  };

  const authorize = (dialogUrl: string) => {
    const url = new URL(dialogUrl);
    if (url.searchParams.get('client_id') !== scenario.appId) throw new Error('wrong client_id');
    const code = `AQ${randomBytes(16).toString('hex')}`;
    codes.set(code, url.searchParams.get('redirect_uri') ?? '');
    return { code, state: url.searchParams.get('state') ?? '' };
  };

  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString();
    const url = new URL(req.url ?? '/', origin);
    const params = req.method === 'POST' ? new URLSearchParams(body) : url.searchParams;
    requests.push({
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      body,
    });
    const path = url.pathname.replace(/^\/v\d+\.\d+\//, '');

    // The login dialog a browser is sent to: approved at once, back to redirect_uri with code and state.
    if (req.method === 'GET' && path === 'dialog/oauth') {
      try {
        const { code, state } = authorize(url.toString());
        const back = new URL(url.searchParams.get('redirect_uri') ?? '');
        back.search = new URLSearchParams({ code, state }).toString();
        res.writeHead(302, { location: back.toString() });
        return res.end();
      } catch (error) {
        return send(res, 400, graphError({ code: 100, message: String(error) }));
      }
    }
    if (path === 'oauth/access_token') {
      if (
        url.searchParams.get('client_id') !== scenario.appId ||
        url.searchParams.get('client_secret') !== scenario.appSecret
      )
        return send(
          res,
          400,
          graphError({ code: 1, message: 'Error validating application. Invalid application ID.' }),
        );
      if (url.searchParams.get('grant_type') === 'fb_exchange_token') {
        const old = url.searchParams.get('fb_exchange_token') ?? '';
        if (tokens.get(old) === 'long' && scenario.failExchange > 0) {
          scenario.failExchange--;
          return send(
            res,
            503,
            graphError({ code: 2, message: 'Service temporarily unavailable', isTransient: true }),
          );
        }
        if (!tokens.has(old) || (tokens.get(old) === 'long' && scenario.refuseExchange))
          return send(
            res,
            400,
            graphError({
              code: 190,
              subcode: 463,
              message: 'Error validating access token: Session has expired.',
            }),
          );
        return send(res, 200, {
          access_token: issue('long'),
          token_type: 'bearer',
          expires_in: scenario.longLivedSeconds,
        });
      }
      const code = url.searchParams.get('code') ?? '';
      const redirect = codes.get(code);
      codes.delete(code);
      if (!redirect || redirect !== url.searchParams.get('redirect_uri'))
        return send(
          res,
          400,
          graphError({ code: 100, subcode: 36009, message: 'This authorization code has been used.' }),
        );
      return send(res, 200, { access_token: issue('short'), token_type: 'bearer', expires_in: 5400 });
    }

    const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
    if (tokens.get(token) !== 'long')
      return send(
        res,
        400,
        graphError({
          code: 190,
          subcode: 467,
          message: 'Invalid OAuth access token - Cannot parse access token',
        }),
      );
    if (!url.searchParams.get('appsecret_proof'))
      return send(res, 400, graphError({ code: 100, message: 'appsecret_proof argument must be passed' }));

    const since = (JSON.parse(params.get('time_range') ?? '{}') as { since?: string }).since;
    const failure = scenario.errors.find(
      (error) =>
        error.times > 0 &&
        (!error.pathIncludes || url.pathname.includes(error.pathIncludes)) &&
        (!error.sinceFrom || (since !== undefined && since >= error.sinceFrom)),
    );
    if (failure) {
      failure.times--;
      return send(res, failure.status, graphError(failure));
    }

    if (path === 'me/adaccounts') {
      return send(
        res,
        200,
        page(
          url,
          scenario.accounts.map((account) => ({
            id: `act_${account.id}`,
            account_id: account.id,
            name: account.name,
            currency: account.currency,
            timezone_name: account.timeZone,
            account_status: account.status,
          })),
        ),
      );
    }
    const insightsMatch = /^act_(\d+)\/insights$/.exec(path);
    if (insightsMatch) {
      const accountId = insightsMatch[1]!;
      if (!scenario.accounts.some((account) => account.id === accountId))
        return send(
          res,
          400,
          graphError({
            code: 100,
            subcode: 33,
            type: 'GraphMethodException',
            message: `Unsupported get request. Object with ID 'act_${accountId}' does not exist`,
          }),
        );
      if (req.method === 'POST') {
        const id = String(6000000000 + reports.size);
        reports.set(id, { polls: 0, rows: insights(accountId, params) });
        return send(res, 200, { report_run_id: id });
      }
      return send(res, 200, page(url, insights(accountId, params)));
    }
    const eventsMatch = /^(\d+)\/events$/.exec(path);
    if (eventsMatch && req.method === 'POST') {
      const pixelId = eventsMatch[1]!;
      if (!scenario.pixels.includes(pixelId))
        return send(
          res,
          400,
          graphError({
            code: 100,
            subcode: 33,
            type: 'GraphMethodException',
            message: `Unsupported post request. Object with ID '${pixelId}' does not exist`,
          }),
        );
      let data: FakeMetaEvent[];
      try {
        data = JSON.parse(params.get('data') ?? '') as FakeMetaEvent[];
        if (!Array.isArray(data) || data.length === 0 || data.length > 1000) throw new Error('size');
      } catch {
        return send(
          res,
          400,
          graphError({ code: 100, message: 'Invalid parameter: data must be an array of 1 to 1000 events' }),
        );
      }
      const refuse = (subcode: number, userMessage: string) =>
        send(res, 400, {
          error: {
            ...graphError({ code: 100, subcode, message: 'Invalid parameter' }).error,
            error_user_title: 'Invalid parameter',
            error_user_msg: userMessage,
          },
        });
      const now = Date.now() / 1000;
      for (const event of data) {
        if (!event.event_name || !Number.isInteger(event.event_time))
          return refuse(2804019, 'The event_name and event_time parameters are required.');
        if (event.event_time < now - 7 * 86_400)
          return refuse(2804003, 'The timestamp for this event is more than 7 days in the past.');
        const user = event.user_data ?? {};
        if (!['em', 'ph', 'fbc', 'fbp', 'external_id', 'client_ip_address'].some((key) => key in user))
          return refuse(
            2804050,
            'The parameter user_data must contain at least one customer information parameter.',
          );
        if (scenario.refuseEventIds.includes(event.event_id))
          return refuse(2804008, `The value of custom_data.value is invalid for event ${event.event_id}.`);
      }
      for (const event of data)
        if (
          !events.some(
            (seen) =>
              seen.pixelId === pixelId &&
              seen.event_name === event.event_name &&
              seen.event_id === event.event_id,
          )
        )
          events.push({ ...event, pixelId });
      return send(res, 200, {
        events_received: data.length,
        messages: [],
        fbtrace_id: `A${randomBytes(6).toString('hex')}`,
      });
    }
    const runMatch = /^(\d+)(\/insights)?$/.exec(path);
    const run = runMatch ? reports.get(runMatch[1]!) : undefined;
    if (run && runMatch) {
      if (runMatch[2]) return send(res, 200, page(url, run.rows));
      run.polls++;
      const done = run.polls > scenario.reportPolls;
      const status = !done
        ? run.polls === 1
          ? 'Job Not Started'
          : 'Job Running'
        : scenario.reportOutcome === 'fail'
          ? 'Job Failed'
          : 'Job Completed';
      return send(res, 200, {
        id: runMatch[1],
        async_status: status,
        async_percent_completion: done ? 100 : Math.round((run.polls / (scenario.reportPolls + 1)) * 100),
      });
    }
    return send(
      res,
      400,
      graphError({ code: 100, type: 'GraphMethodException', message: `Unknown path ${path}` }),
    );
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    scenario,
    requests,
    issuedTokens,
    events,
    authorize,
    revokeTokens() {
      tokens.clear();
    },
    async close() {
      server.close();
      await once(server, 'close');
    },
  };
}
