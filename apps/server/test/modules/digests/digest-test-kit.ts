import type { CreatedApiKey } from '@ziskomer/contracts';
import { expect } from 'vitest';
import type { TestApp, TestUser } from '../../helpers/test-app.ts';

/** Creates an API key of the shop and returns its secret. */
export async function createApiKey(t: TestApp, owner: TestUser, shopId: string): Promise<string> {
  const response = await t.call('POST', `/api/shops/${shopId}/api-keys`, {
    cookie: owner.cookie,
    body: { name: 'Přehledy' },
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as CreatedApiKey).key;
}

/** Sends a request of the public API with the shop's key. */
export function callWithKey(t: TestApp, key: string, method: string, path: string, body?: unknown) {
  return Promise.resolve(
    t.app.request(path, {
      method,
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
}

/** Stores orders through POST /api/v1/orders (at most 1,000 per call) and waits for the rollups. */
export async function postOrders(t: TestApp, key: string, orders: unknown[]) {
  for (let start = 0; start < orders.length; start += 1000) {
    const response = await callWithKey(t, key, 'POST', '/api/v1/orders', {
      orders: orders.slice(start, start + 1000),
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const result = (await response.json()) as { totals: { rejected: number } };
    expect(result.totals.rejected).toBe(0);
  }
  await t.settle();
}

export async function postAdSpend(t: TestApp, key: string, rows: unknown[]) {
  const response = await callWithKey(t, key, 'POST', '/api/v1/ad-spend', { rows });
  expect(response.status, await response.clone().text()).toBe(200);
  await t.settle();
}

/** A signed-in GET whose JSON answer the test reads. */
export async function getJson<T>(t: TestApp, user: TestUser, path: string): Promise<T> {
  const response = await t.call('GET', path, { cookie: user.cookie });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as T;
}
