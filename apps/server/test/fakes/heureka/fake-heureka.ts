import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One day of one Heureka category as the statistics export names its fields (crowns). */
export interface FakeHeurekaRow {
  date: unknown;
  category?: string;
  visits: number;
  spend: unknown;
  orders: number;
  transaction_revenue: number;
}

export interface FakeHeureka {
  origin: string;
  scenario: { apiKey: string; rows: FakeHeurekaRow[]; pageSize: number; rateLimit: number };
  requests: { path: string; key: string | undefined }[];
  close(): Promise<void>;
}

/**
 * Heureka's shop statistics as docs/ARCHITECTURE.md "Heureka and Zboží.cz" assumes them: the key
 * in `X-Heureka-Api-Key`; `GET /shop`; `GET /statistics/daily?date_from&date_to&page` with
 * `data` and `pagination { page, pages }`; 401 for a wrong key, 429 with Retry-After.
 */
export async function startFakeHeureka(): Promise<FakeHeureka> {
  const scenario: FakeHeureka['scenario'] = {
    apiKey: 'heureka-key-0123456789',
    rows: [],
    pageSize: 50,
    rateLimit: 0,
  };
  const requests: FakeHeureka['requests'] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const key = request.headers['x-heureka-api-key'] as string | undefined;
    requests.push({ path: url.pathname + url.search, key });
    const send = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'content-type': 'application/json', ...headers });
      response.end(JSON.stringify(payload));
    };
    if (scenario.rateLimit > 0) {
      scenario.rateLimit--;
      return send(429, { error: 'Too Many Requests' }, { 'retry-after': '3' });
    }
    if (key !== scenario.apiKey) return send(401, { error: 'Invalid API key' });
    if (url.pathname === '/shop') return send(200, { shop: { id: 4411, name: 'Kávovar.cz' } });
    if (url.pathname === '/statistics/daily') {
      const from = url.searchParams.get('date_from') ?? '';
      const to = url.searchParams.get('date_to') ?? '';
      const page = Number(url.searchParams.get('page') ?? 1);
      const inRange = scenario.rows.filter(
        (row) => typeof row.date !== 'string' || (row.date >= from && row.date <= to),
      );
      const pages = Math.max(1, Math.ceil(inRange.length / scenario.pageSize));
      return send(200, {
        data: inRange.slice((page - 1) * scenario.pageSize, page * scenario.pageSize),
        pagination: { page, pages },
      });
    }
    return send(404, { error: 'Not found' });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    scenario,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
