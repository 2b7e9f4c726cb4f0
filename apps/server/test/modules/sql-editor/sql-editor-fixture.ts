import type { CreatedApiKey } from '@ziskomer/contracts';
import { expect } from 'vitest';
import type { TestApp, TestUser } from '../../helpers/test-app.ts';
import { createShop } from '../imports-test-kit.ts';

/** Two shops with orders and ad spend: A is the caller's, B holds the secrets A must never see. */
export interface SqlWorld {
  owner: TestUser;
  stranger: TestUser;
  shopA: string;
  shopB: string;
  keyA: string;
  keyB: string;
}

/** Text only shop B has: no answer to shop A may contain any of it. */
export const B_SECRETS = ['B-SECRET-ORDER', 'tajna.zakaznice@cizi-shop.cz', 'Tajná kampaň B'];

export async function buildSqlWorld(t: TestApp, prefix: string): Promise<SqlWorld> {
  const owner = await t.signUp(`${prefix}-owner@example.cz`, 'Majitelka');
  const stranger = await t.signUp(`${prefix}-stranger@example.cz`, 'Cizinec');
  const shopA = await createShop(t, owner, 'Pražírna SQL');
  const shopB = await createShop(t, stranger, 'Cizí obchod SQL');
  const keyA = await createKey(t, owner, shopA);
  const keyB = await createKey(t, stranger, shopB);
  await postOrders(t, keyA, [order('A-1', 'jana@example.cz', 1210), order('A-2', 'petr@example.cz', 500)]);
  await postOrders(t, keyB, [order('B-SECRET-ORDER', 'tajna.zakaznice@cizi-shop.cz', 99_999)]);
  await postAdSpend(t, keyA, 'Kampaň A', 300);
  await postAdSpend(t, keyB, 'Tajná kampaň B', 7777);
  return { owner, stranger, shopA, shopB, keyA, keyB };
}

function order(orderId: string, customerEmail: string, revenue: number) {
  return {
    orderId,
    orderDate: '2024-12-30T10:15:00+01:00',
    customerEmail,
    customerName: 'Zákazník',
    revenue,
    paid: true,
    items: [
      { productCode: `${orderId}-P`, productName: `Zboží ${orderId}`, quantity: 1, unitPrice: revenue },
    ],
  };
}

async function createKey(t: TestApp, user: TestUser, shop: string): Promise<string> {
  const response = await t.call('POST', `/api/shops/${shop}/api-keys`, {
    cookie: user.cookie,
    body: { name: 'SQL' },
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as CreatedApiKey).key;
}

async function postOrders(t: TestApp, key: string, orders: unknown[]) {
  const response = await apiCall(t, key, '/api/v1/orders', { orders });
  expect(response.status, await response.clone().text()).toBe(200);
}

async function postAdSpend(t: TestApp, key: string, campaign: string, cost: number) {
  const rows = [
    {
      date: '2024-12-30',
      channel: 'google_ads',
      account: 'Účet',
      campaign,
      impressions: 1000,
      clicks: 50,
      cost,
      currency: 'CZK',
    },
  ];
  const response = await apiCall(t, key, '/api/v1/ad-spend', { rows });
  expect(response.status, await response.clone().text()).toBe(200);
}

export function apiCall(t: TestApp, key: string | null, path: string, body: unknown): Promise<Response> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (key) headers['x-api-key'] = key;
  return Promise.resolve(t.app.request(path, { method: 'POST', headers, body: JSON.stringify(body) }));
}
