import { randomBytes } from 'node:crypto';
import { type FakeAnswer, type JsonServer, startJsonServer } from '../start-json-server.ts';

/** An order as Shoptet's order detail gives it (`data.order`), the fields the connector reads. */
export interface FakeShoptetOrder {
  code: string;
  creationTime: string;
  changeTime: string;
  email: string | null;
  status: { id: number; name: string };
  paid: boolean;
  price: { withVat: string | null; withoutVat: string; currencyCode: string };
  billingAddress?: { fullName?: string; city?: string; zip?: string; countryCode?: string };
  items: {
    itemType: string;
    code: string | null;
    name: string;
    amount: string;
    itemPrice: { withVat: string; withoutVat: string };
    purchasePrice?: { withVat: string | null; withoutVat: string | null };
  }[];
}

export interface FakeShoptetScenario {
  token: string;
  orders: FakeShoptetOrder[];
  /** Refuse the token as expired (401 `expired-token`). */
  expired: boolean;
  /** The token's addon lacks the orders permission (403 `missing-access-rights`). */
  noOrdersAccess: boolean;
  /** Answer this many requests 429 with `Retry-After: 1` first. */
  rateLimit: number;
  /** The registered webhooks (one URL per event, as Shoptet allows). */
  webhooks: { id: number; event: string; url: string }[];
  /** The key deliveries are signed with; every renew makes a new one (and the one before stops). */
  signatureKey: string | null;
  /**
   * How long each renewal's answer takes, in order (the key is made when the request arrives,
   * as Shoptet's would be): two overlapping renewals can answer in the other order.
   */
  renewAnswerDelaysMs: number[];
  /** Awaited before `GET /api/webhooks` answers: a test acts while a registration is half done. */
  beforeWebhookList: (() => Promise<void>) | null;
  /** `GET /api/webhooks` answers 503 (an outage after the key was renewed). */
  failWebhookList: boolean;
}

export interface FakeShoptet extends JsonServer {
  scenario: FakeShoptetScenario;
}

const error = (status: number, errorCode: string, message: string) => ({
  status,
  body: { data: null, errors: [{ errorCode, message, instance: 'fake' }] },
});

/**
 * A local stand-in for Shoptet's private API (api.myshoptet.com), speaking its documented shapes:
 * - `GET /api/orders?page&itemsPerPage&changeTimeFrom` → `{ data: { orders: [{ code, changeTime, … }],
 *   paginator: { totalCount, page, pageCount, itemsOnPage, itemsPerPage } }, errors: null }`;
 * - `GET /api/orders/{code}` → `{ data: { order } }` with its items; 404 `order-not-found`.
 * - `POST /api/webhooks/renew-signature-key` → `{ data: { signatureKey } }` (a new key each call);
 * - `GET /api/webhooks` → `{ data: { webhooks: [{ id, event, url, created, updated }], paginator } }`;
 * - `POST /api/webhooks` `{ data: [{ event, url }] }` → 201 `{ data: { webhooks } }`; an event that
 *   already has a webhook: 422 "Webhook already exists for this event" (the errorCode is not
 *   documented; `webhook-exists` here);
 * - `DELETE /api/webhooks/{id}` → 200; 404 for an unknown id.
 * The token goes in `Shoptet-Private-API-Token`; errors as `{ data: null, errors: [{ errorCode,
 * message, instance }] }`: 401 `invalid-token` / `expired-token`, 403 `missing-access-rights`,
 * 429 with Retry-After.
 */
export async function startFakeShoptet(scenario: Partial<FakeShoptetScenario> = {}): Promise<FakeShoptet> {
  const state: FakeShoptetScenario = {
    token: 'shoptet-private-token-123',
    orders: [],
    expired: false,
    noOrdersAccess: false,
    rateLimit: 0,
    webhooks: [],
    signatureKey: null,
    renewAnswerDelaysMs: [],
    beforeWebhookList: null,
    failWebhookList: false,
    ...scenario,
  };
  let webhookSerial = 0;
  const listWebhooks = () => {
    const webhooks = state.webhooks.map((webhook) => ({ ...webhook, created: CREATED, updated: null }));
    const paginator = { totalCount: webhooks.length, page: 1, pageCount: 1, itemsOnPage: webhooks.length };
    return { body: { data: { webhooks, paginator }, errors: null } };
  };
  const server = await startJsonServer((request): FakeAnswer => {
    if (state.rateLimit > 0) {
      state.rateLimit--;
      return { ...error(429, 'too-many-requests', 'Too many requests.'), headers: { 'retry-after': '1' } };
    }
    const token = request.headers['shoptet-private-api-token'];
    if (token !== state.token) return error(401, 'invalid-token', 'Invalid access token.');
    if (state.expired) return error(401, 'expired-token', 'Access token has expired.');
    if (state.noOrdersAccess) return error(403, 'missing-access-rights', 'Access to orders is not allowed.');
    const path = request.url.pathname;
    if (path === '/api/orders') {
      const page = Number(request.url.searchParams.get('page') ?? 1);
      const perPage = Number(request.url.searchParams.get('itemsPerPage') ?? 20);
      const from = request.url.searchParams.get('changeTimeFrom');
      const matching = state.orders.filter(
        (order) => !from || Date.parse(withColon(order.changeTime)) >= Date.parse(withColon(from)),
      );
      const slice = matching.slice((page - 1) * perPage, page * perPage);
      return {
        status: 200,
        body: {
          data: {
            orders: slice.map((order) => ({
              code: order.code,
              creationTime: order.creationTime,
              changeTime: order.changeTime,
              status: order.status,
            })),
            paginator: {
              totalCount: matching.length,
              page,
              pageCount: Math.max(1, Math.ceil(matching.length / perPage)),
              itemsOnPage: slice.length,
              itemsPerPage: perPage,
            },
          },
          errors: null,
        },
      };
    }
    if (path === '/api/webhooks/renew-signature-key' && request.method === 'POST') {
      state.signatureKey = randomBytes(20).toString('hex');
      const delay = state.renewAnswerDelaysMs.shift() ?? 0;
      return {
        status: 200,
        body: { data: { signatureKey: state.signatureKey }, errors: null },
        ...(delay > 0 ? { after: new Promise((resolve) => setTimeout(resolve, delay)) } : {}),
      };
    }
    if (path === '/api/webhooks' && request.method === 'GET') {
      if (state.failWebhookList) return error(503, 'service-unavailable', 'Service unavailable.');
      const before = state.beforeWebhookList;
      if (before) {
        state.beforeWebhookList = null;
        return { status: 200, after: before(), ...listWebhooks() };
      }
      return { status: 200, ...listWebhooks() };
    }
    if (path === '/api/webhooks' && request.method === 'POST') {
      const wanted = (JSON.parse(request.body) as { data: { event: string; url: string }[] }).data;
      const taken = wanted.filter((item) => state.webhooks.some((webhook) => webhook.event === item.event));
      const errors = taken.map((item) => ({
        errorCode: 'webhook-exists',
        message: 'Webhook already exists for this event.',
        instance: item.event,
      }));
      const created = wanted
        .filter((item) => !taken.includes(item))
        .map((item) => ({ id: ++webhookSerial, event: item.event, url: item.url }));
      state.webhooks.push(...created);
      if (created.length === 0) return { status: 422, body: { data: null, errors } };
      const webhooks = created.map((webhook) => ({ ...webhook, created: CREATED, updated: null }));
      return { status: 201, body: { data: { webhooks }, errors: errors.length ? errors : null } };
    }
    const hook = /^\/api\/webhooks\/(\d+)$/.exec(path);
    if (hook && request.method === 'DELETE') {
      const index = state.webhooks.findIndex((webhook) => webhook.id === Number(hook[1]));
      if (index < 0) return error(404, 'not-found', 'Webhook not found.');
      state.webhooks.splice(index, 1);
      return { status: 200, body: { data: null, errors: null } };
    }
    const detail = /^\/api\/orders\/([^/]+)$/.exec(path);
    if (detail) {
      const order = state.orders.find((candidate) => candidate.code === decodeURIComponent(detail[1]!));
      if (!order) return error(404, 'order-not-found', 'Order not found.');
      return { status: 200, body: { data: { order }, errors: null } };
    }
    return error(404, 'not-found', 'Not found.');
  });
  return Object.assign(server, { scenario: state });
}

const CREATED = '2026-11-27T10:00:00+0100';

/** Shoptet's `+0100` offsets in the `+01:00` form Date.parse reads. */
function withColon(time: string): string {
  return time.replace(/([+-]\d{2})(\d{2})$/, '$1:$2');
}
