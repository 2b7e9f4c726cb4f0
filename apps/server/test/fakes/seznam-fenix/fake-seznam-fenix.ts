import { getZonedDay } from '@ziskomer/domain';
import { type FakeAnswer, type FakeRequest, type JsonServer, startJsonServer } from '../start-json-server.ts';

/** One day of a Seznam Nákupy report row (money in crowns); `date` anything else for a malformed row. */
export type FakeNakupyRow = Record<string, unknown> & { date: unknown };

export interface FakeSeznamFenix {
  origin: string;
  scenario: {
    refreshToken: string;
    /** The establishment (premiseId) the token's account manages. */
    premiseId: string;
    rows: FakeNakupyRow[];
    /** The refresh token expired or was revoked: `/user/token` answers 400 invalid_grant. */
    refreshRevoked: boolean;
    /** The token lacks the statistics scope: the statistics answer 403. */
    noStatisticsScope: boolean;
    /** This many next requests (of any path) answer 429 with Retry-After: 1. */
    rateLimit: number;
    /** Each report answers 425 Too Early this many times before it is ready. */
    reportPending: number;
    /** A report's content is not JSON (a broken answer). */
    brokenReport: boolean;
  };
  /** Access tokens handed out so far, in order; `revokeAccessTokens` makes them all refused. */
  issued: string[];
  revokeAccessTokens(): void;
  requests: FakeRequest[];
  close(): Promise<void>;
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}): FakeAnswer => ({
  status,
  body,
  headers,
});

/**
 * Sklik's REST API Fénix (https://api.sklik.cz/v1) for Seznam Nákupy's statistics, as its public
 * clients use it (docs/ARCHITECTURE.md names them): `POST /user/token` (form `grant_type=
 * refresh_token&refresh_token`) → `{ access_token, token_type, expires_in: 3600 }`, a refused grant
 * 400 `{ error: 'invalid_grant' }`; every other call with `Authorization: Bearer`, a token not
 * issued (or revoked) 401. `POST /nakupy/statistics/aggregated?premiseId` with `{ from, to,
 * granularity, format }` → 202 `{ id, meta }`; another premise or no statistics scope 403; a bad
 * body 400. `GET /sklik/reports/{id}?format=json` → 425 while "generated", then `{ stats: [rows of
 * the report's Prague days], sums }`. 429 with Retry-After on demand. Error bodies `{ detail }`.
 */
export async function startFakeSeznamFenix(): Promise<FakeSeznamFenix> {
  const scenario: FakeSeznamFenix['scenario'] = {
    refreshToken: 'fenix-refresh-eyJhbGciOiJIUzI1NiJ9.c2tsaWs.0123456789',
    premiseId: '123456',
    rows: [],
    refreshRevoked: false,
    noStatisticsScope: false,
    rateLimit: 0,
    reportPending: 0,
    brokenReport: false,
  };
  const issued: string[] = [];
  const valid = new Set<string>();
  const reports = new Map<number, { from: string; to: string; pending: number }>();

  const handle = (request: FakeRequest): FakeAnswer => {
    if (scenario.rateLimit > 0) {
      scenario.rateLimit--;
      return json(429, { detail: 'Too Many Requests' }, { 'retry-after': '1' });
    }
    const path = request.url.pathname;
    if (path === '/user/token' && request.method === 'POST') {
      if (!String(request.headers['content-type']).startsWith('application/x-www-form-urlencoded'))
        return json(415, { detail: 'Unsupported Media Type' });
      const form = new URLSearchParams(request.body);
      if (form.get('grant_type') !== 'refresh_token') return json(400, { error: 'unsupported_grant_type' });
      if (form.get('refresh_token') !== scenario.refreshToken || scenario.refreshRevoked)
        return json(400, {
          error: 'invalid_grant',
          error_description: 'Refresh token is invalid or expired',
        });
      const token = `fenix-access-${issued.length + 1}-${Math.random().toString(36).slice(2)}`;
      issued.push(token);
      valid.add(token);
      return json(200, { access_token: token, token_type: 'Bearer', expires_in: 3600, scope: 'r' });
    }
    const bearer = /^Bearer (.+)$/.exec(String(request.headers.authorization ?? ''))?.[1];
    if (!bearer || !valid.has(bearer)) return json(401, { detail: 'Invalid or expired access token' });

    if (path === '/nakupy/statistics/aggregated' && request.method === 'POST') {
      if (request.url.searchParams.get('premiseId') !== scenario.premiseId || scenario.noStatisticsScope)
        return json(403, { detail: 'Access to the premise statistics denied' });
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(request.body) as Record<string, unknown>;
      } catch {
        return json(400, { detail: 'Invalid JSON' });
      }
      const from = new Date(String(body.from));
      const to = new Date(String(body.to));
      if (
        Number.isNaN(from.getTime()) ||
        Number.isNaN(to.getTime()) ||
        !['daily', 'weekly', 'monthly', 'quarterly', 'yearly', 'none'].includes(String(body.granularity))
      )
        return json(400, { detail: 'Invalid report parameters' });
      const id = reports.size + 1;
      reports.set(id, {
        from: getZonedDay(from, 'Europe/Prague'),
        to: getZonedDay(to, 'Europe/Prague'),
        pending: scenario.reportPending,
      });
      return json(202, { id, meta: { from: body.from, to: body.to, granularity: body.granularity } });
    }
    const reportId = /^\/sklik\/reports\/(\d+)$/.exec(path)?.[1];
    if (reportId && request.method === 'GET') {
      const report = reports.get(Number(reportId));
      if (!report) return json(404, { detail: 'Report not found' });
      if (report.pending > 0) {
        report.pending--;
        return json(425, { detail: 'Report is being generated' });
      }
      if (scenario.brokenReport) return { status: 200, text: '<html>Service Unavailable</html>' };
      const stats = scenario.rows.filter(
        (row) => typeof row.date !== 'string' || (row.date >= report.from && row.date <= report.to),
      );
      const total = (key: string) =>
        stats.reduce((sum, row) => sum + (typeof row[key] === 'number' ? (row[key] as number) : 0), 0);
      return json(200, {
        stats,
        sums: { totalMoney: total('totalMoney'), clicks: total('clicks'), conversions: total('conversions') },
      });
    }
    return json(404, { detail: 'Not found' });
  };

  const server: JsonServer = await startJsonServer(handle);
  return {
    origin: server.origin,
    scenario,
    issued,
    revokeAccessTokens: () => valid.clear(),
    requests: server.requests,
    close: server.close,
  };
}
