import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One day of the establishment's statistics (money in haléře). */
export interface FakeZboziItem {
  date: unknown;
  views: number;
  clicks: number;
  cost: unknown;
  conversions: number;
  conversionsValue: number;
}

export interface FakeZbozi {
  origin: string;
  scenario: { shopId: string; apiKey: string; items: FakeZboziItem[]; rateLimit: number };
  requests: { path: string; authorization: string | undefined }[];
  close(): Promise<void>;
}

/**
 * The Zboží.cz shop API (https://api.zbozi.cz): HTTP Basic with the establishment's id and API
 * key; `GET /v1/shop/statistics/aggregated?dateFrom&dateTo&offset&limit` answering
 * `{ data: { items, totalCount }, status }`; 401 for wrong credentials, 429 with Retry-After.
 */
export async function startFakeZbozi(): Promise<FakeZbozi> {
  const scenario: FakeZbozi['scenario'] = {
    shopId: '123456',
    apiKey: 'zbozi-key-0123456789',
    items: [],
    rateLimit: 0,
  };
  const requests: FakeZbozi['requests'] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    requests.push({ path: url.pathname + url.search, authorization: request.headers.authorization });
    const send = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'content-type': 'application/json', ...headers });
      response.end(JSON.stringify({ status, ...(payload as object) }));
    };
    if (scenario.rateLimit > 0) {
      scenario.rateLimit--;
      return send(429, { statusMessage: 'Too Many Requests' }, { 'retry-after': '1' });
    }
    const expected = `Basic ${Buffer.from(`${scenario.shopId}:${scenario.apiKey}`).toString('base64')}`;
    if (request.headers.authorization !== expected) return send(401, { statusMessage: 'Unauthorized' });
    if (url.pathname === '/v1/shop/statistics/aggregated') {
      const from = url.searchParams.get('dateFrom') ?? '';
      const to = url.searchParams.get('dateTo') ?? '';
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const limit = Number(url.searchParams.get('limit') ?? 100);
      const inRange = scenario.items.filter(
        (item) => typeof item.date !== 'string' || (item.date >= from && item.date <= to),
      );
      return send(200, {
        data: { items: inRange.slice(offset, offset + limit), totalCount: inRange.length },
      });
    }
    return send(404, { statusMessage: 'Not found' });
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
