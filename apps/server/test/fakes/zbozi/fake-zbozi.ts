import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A figure: a number, or an object of parts (as third-party clients of the API read it). */
type Figure = number | Record<string, number>;

/** One day of the establishment's statistics (money in haléře). */
export interface FakeZboziItem {
  /** Unix seconds of the day's start (midnight in Prague); anything else for a malformed row. */
  startTimestamp: unknown;
  views: Figure;
  clicks: Figure;
  cost: unknown;
  conversions: Figure;
  conversionsValue: Figure;
}

export interface FakeZbozi {
  origin: string;
  scenario: {
    shopId: string;
    apiKey: string;
    items: FakeZboziItem[];
    rateLimit: number;
    /** The API switched off: every request answers this status (404 or 410). */
    retired: 404 | 410 | null;
  };
  requests: { path: string; authorization: string | undefined }[];
  close(): Promise<void>;
}

/**
 * The Zboží.cz shop API (https://api.zbozi.cz): HTTP Basic with the establishment's id and API
 * key; `GET /v1/shop/statistics/aggregated?timestampFrom&timestampTo&granularity=daily` (Unix
 * seconds; a granularity other than daily, hourly or monthly, or a missing bound: 400) answering
 * `{ data: [rows], status }` with each day's `startTimestamp`; 401 for wrong credentials, 429 with
 * Retry-After; `retired` plays the API switched off (api.zbozi.cz, March 2026 by third-party notices). Shapes from the API's Swagger as its public clients (Keboola's extractor, scripts
 * calling it) read it; no public copy of the schema was found.
 */
export async function startFakeZbozi(): Promise<FakeZbozi> {
  const scenario: FakeZbozi['scenario'] = {
    shopId: '123456',
    apiKey: 'zbozi-key-0123456789',
    items: [],
    rateLimit: 0,
    retired: null,
  };
  const requests: FakeZbozi['requests'] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    requests.push({ path: url.pathname + url.search, authorization: request.headers.authorization });
    const send = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'content-type': 'application/json', ...headers });
      response.end(JSON.stringify({ status, ...(payload as object) }));
    };
    if (scenario.retired)
      return send(scenario.retired, { statusMessage: scenario.retired === 410 ? 'Gone' : 'Not found' });
    if (scenario.rateLimit > 0) {
      scenario.rateLimit--;
      return send(429, { statusMessage: 'Too Many Requests' }, { 'retry-after': '1' });
    }
    const expected = `Basic ${Buffer.from(`${scenario.shopId}:${scenario.apiKey}`).toString('base64')}`;
    if (request.headers.authorization !== expected) return send(401, { statusMessage: 'Unauthorized' });
    if (url.pathname === '/v1/shop/statistics/aggregated') {
      const from = Number(url.searchParams.get('timestampFrom'));
      const to = Number(url.searchParams.get('timestampTo'));
      const granularity = url.searchParams.get('granularity');
      if (
        !Number.isInteger(from) ||
        !Number.isInteger(to) ||
        !['daily', 'hourly', 'monthly'].includes(granularity ?? '')
      )
        return send(400, { statusMessage: 'Bad Request' });
      const inRange = scenario.items.filter(
        (item) =>
          typeof item.startTimestamp !== 'number' ||
          (item.startTimestamp >= from && item.startTimestamp < to),
      );
      return send(200, { data: inRange });
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
