import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Deps } from '../../src/core/deps.ts';
import { GuardedFetchError } from '../../src/lib/guarded-fetch/guarded-fetch-error.ts';
import { isPublicAddress } from '../../src/lib/guarded-fetch/is-public-address.ts';
import type { AddressPolicy } from '../../src/lib/guarded-fetch/resolve-outbound-address.ts';
import { EshopApiError } from '../../src/modules/connections/eshop/eshop-api-error.ts';
import { eshopFetch } from '../../src/modules/connections/eshop/eshop-fetch.ts';
import { type FakeAnswer, type JsonServer, startJsonServer } from '../fakes/start-json-server.ts';

/**
 * The e-shop platforms' HTTP call: a merchant's own URL goes through the outbound guard (one
 * lookup, the connection pinned to the vetted address, no redirect followed, byte and time caps)
 * with the platform's refusals still sorted into EshopApiError; the fixed Shoptet API from config
 * is called as before. Traffic reaches a local fake only.
 */

let server: JsonServer;
let answer: (path: string) => FakeAnswer = () => ({ status: 200, body: {} });
const waits: number[] = [];

/** The deps eshopFetch reads: the outbound rule and the sleep (waits recorded, not slept). */
const depsWith = (policy: Partial<AddressPolicy> | undefined): Deps =>
  ({
    outboundPolicy: policy,
    sleep: async (ms: number) => {
      waits.push(ms);
    },
  }) as unknown as Deps;

/** The strict rule plus the fake's address. */
const allowFake: Partial<AddressPolicy> = {
  isAddressAllowed: (address) => address === '127.0.0.1' || isPublicAddress(address),
};

async function failureOf<T extends Error>(promise: Promise<unknown>, type: new (...args: never[]) => T) {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(type);
    return error as T;
  }
  throw new Error('expected the call to fail');
}

beforeAll(async () => {
  server = await startJsonServer((request) => answer(request.url.pathname));
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  waits.length = 0;
  answer = () => ({ status: 200, body: {} });
});

describe('eshopFetch of a merchant URL', () => {
  it("posts to the address the shop's name resolved to once, even when the name then rebinds", async () => {
    const port = new URL(server.origin).port;
    const lookups: string[] = [];
    // The first answer is the one vetted; a second lookup would get the cloud metadata address.
    const lookup = async (host: string) => {
      lookups.push(host);
      return [{ address: lookups.length === 1 ? '127.0.0.1' : '169.254.169.254', family: 4 as const }];
    };
    answer = () => ({ status: 200, body: { data: { shop: { name: 'Kávovar' } } } });
    const body = JSON.stringify({ query: '{ shop { name } }', variables: {} });
    const response = await eshopFetch(depsWith({ ...allowFake, lookup }), {
      url: `http://kavovar.ziskomer.test:${port}/admin/api/2025-01/graphql.json`,
      method: 'POST',
      headers: { 'X-Shopify-Access-Token': 'shpat_test', 'content-type': 'application/json' },
      body,
      merchantUrl: true,
    });
    expect(response.body).toEqual({ data: { shop: { name: 'Kávovar' } } });
    expect(lookups).toEqual(['kavovar.ziskomer.test']);
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]).toMatchObject({
      method: 'POST',
      body,
      headers: { host: `kavovar.ziskomer.test:${port}`, 'x-shopify-access-token': 'shpat_test' },
    });
  });

  it('refuses a name that resolves to loopback before sending anything', async () => {
    const port = new URL(server.origin).port;
    const lookup = async () => [{ address: '127.0.0.1', family: 4 as const }];
    for (const method of ['GET', 'POST'] as const) {
      const error = await failureOf(
        eshopFetch(depsWith({ lookup }), {
          url: `http://shop.ziskomer.test:${port}/wp-json/wc/v3/orders`,
          method,
          body: method === 'POST' ? '{}' : undefined,
          merchantUrl: true,
        }),
        GuardedFetchError,
      );
      expect(error.code).toBe('address_blocked');
    }
    expect(server.requests).toHaveLength(0);
  });

  it('sorts the platform refusals, reading the error body, and waits out a 429 by its Retry-After', async () => {
    const statuses = new Map([
      ['/401', { kind: 'unauthenticated', code: 'woocommerce_rest_authentication_error' }],
      ['/403', { kind: 'permission', code: 'woocommerce_rest_cannot_view' }],
      ['/404', { kind: 'not_found', code: 'woocommerce_rest_shop_order_invalid_id' }],
      ['/500', { kind: 'unavailable', code: 'internal_error' }],
    ]);
    answer = (path) => ({ status: Number(path.slice(1)), body: { code: statuses.get(path)?.code } });
    for (const [path, expected] of statuses) {
      const error = await failureOf(
        eshopFetch(depsWith(allowFake), { url: `${server.origin}${path}`, merchantUrl: true }),
        EshopApiError,
      );
      expect(error).toMatchObject({
        kind: expected.kind,
        status: Number(path.slice(1)),
        detail: expected.code,
      });
    }

    let limited = 2;
    answer = (): FakeAnswer =>
      limited-- > 0
        ? { status: 429, body: { code: 'too_many_requests' }, headers: { 'retry-after': '3' } }
        : { status: 200, body: [{ id: 1 }], headers: { 'x-wp-totalpages': '7' } };
    const response = await eshopFetch(depsWith(allowFake), {
      url: `${server.origin}/orders`,
      merchantUrl: true,
    });
    expect(response.body).toEqual([{ id: 1 }]);
    expect(response.headers.get('x-wp-totalpages')).toBe('7');
    expect(waits).toEqual([3000, 3000]);

    answer = () => ({ status: 429, body: {}, headers: { 'retry-after': '3600' } });
    const error = await failureOf(
      eshopFetch(depsWith(allowFake), { url: `${server.origin}/orders`, merchantUrl: true }),
      EshopApiError,
    );
    expect(error).toMatchObject({ kind: 'rate_limited', retryAfterMs: 3_600_000 });
  });

  it('follows no redirect: the answer elsewhere is a failure, and the POST is not sent on', async () => {
    answer = (path) =>
      path === '/moved' ? { status: 307, headers: { location: '/elsewhere' } } : { status: 200, body: {} };
    for (const method of ['GET', 'POST'] as const) {
      const error = await failureOf(
        eshopFetch(depsWith(allowFake), {
          url: `${server.origin}/moved`,
          method,
          body: method === 'POST' ? '{"secret":1}' : undefined,
          merchantUrl: true,
        }),
        EshopApiError,
      );
      expect(error).toMatchObject({ kind: 'unavailable', status: 307 });
    }
    expect(server.requests.map((request) => request.url.pathname)).toEqual(['/moved', '/moved']);
  });

  it('fails an answer past the byte cap as unreadable, a silent server and a closed port as unavailable', async () => {
    answer = () => ({ status: 200, text: 'x'.repeat(4096) });
    const large = await failureOf(
      eshopFetch(depsWith(allowFake), {
        url: `${server.origin}/bulk.jsonl`,
        merchantUrl: true,
        text: true,
        caps: { maxBytes: 1024, timeoutMs: 5000 },
      }),
      EshopApiError,
    );
    expect(large.kind).toBe('malformed');
    const file = await eshopFetch(depsWith(allowFake), {
      url: `${server.origin}/bulk.jsonl`,
      merchantUrl: true,
      text: true,
      caps: { maxBytes: 4096, timeoutMs: 5000 },
    });
    expect(file.body).toBe('x'.repeat(4096));

    const silent = createServer(() => {});
    silent.listen(0, '127.0.0.1');
    await once(silent, 'listening');
    const slow = await failureOf(
      eshopFetch(depsWith(allowFake), {
        url: `http://127.0.0.1:${(silent.address() as AddressInfo).port}/orders`,
        merchantUrl: true,
        caps: { maxBytes: 1024, timeoutMs: 300 },
      }),
      EshopApiError,
    );
    expect(slow).toMatchObject({ kind: 'unavailable', status: 0, detail: 'TimeoutError' });
    silent.closeAllConnections();
    silent.close();

    const closed = await startJsonServer(() => ({ status: 200 }));
    const origin = closed.origin;
    await closed.close();
    const refused = await failureOf(
      eshopFetch(depsWith(allowFake), { url: `${origin}/orders`, merchantUrl: true }),
      EshopApiError,
    );
    expect(refused).toMatchObject({ kind: 'unavailable', status: 0, detail: 'ECONNREFUSED' });
  });

  it('stops when its signal is aborted, with the signal’s reason', async () => {
    const controller = new AbortController();
    const reason = new Error('runner stopping');
    controller.abort(reason);
    await expect(
      eshopFetch(depsWith(allowFake), {
        url: `${server.origin}/orders`,
        merchantUrl: true,
        signal: controller.signal,
      }),
    ).rejects.toBe(reason);
  });
});

describe("eshopFetch of the platform's fixed API", () => {
  it('calls the configured address without the merchant guard', async () => {
    answer = () => ({ status: 200, body: { data: { orders: [] } } });
    // The strict rule would refuse 127.0.0.1; Shoptet's API address comes from config, not a user.
    const response = await eshopFetch(depsWith(undefined), {
      url: `${server.origin}/api/orders`,
      merchantUrl: false,
    });
    expect(response.body).toEqual({ data: { orders: [] } });
    expect(server.requests).toHaveLength(1);
  });
});
