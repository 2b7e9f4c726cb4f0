import { type FakeAnswer, type FakeListen, type JsonServer, startJsonServer } from '../start-json-server.ts';

export interface FakeWooOrder {
  id: number;
  number: string;
  status: string;
  currency: string;
  date_created_gmt: string;
  date_modified_gmt: string;
  total: string;
  payment_method_title: string;
  billing: {
    first_name: string;
    last_name: string;
    email: string;
    phone?: string;
    city?: string;
    postcode?: string;
    country?: string;
  };
  shipping_lines: { method_title: string }[];
  line_items: {
    sku: string;
    name: string;
    quantity: number;
    total: string;
    total_tax: string;
    meta_data: { key: string; value: string }[];
  }[];
}

export interface FakeWooScenario {
  consumerKey: string;
  consumerSecret: string;
  orders: FakeWooOrder[];
  /** The key exists but is read-less (403 `woocommerce_rest_cannot_view`). */
  noReadAccess: boolean;
  /** Answer this many requests 429 with Retry-After. */
  rateLimit: number;
  /** The key may only read: creating a webhook is 403 `woocommerce_rest_cannot_create`. */
  readOnlyKey: boolean;
  /** The shop's webhooks, with the secret each signs with. */
  webhooks: { id: number; topic: string; delivery_url: string; secret: string; status: string }[];
}

export interface FakeWooCommerce extends JsonServer {
  scenario: FakeWooScenario;
}

const error = (status: number, code: string, message: string) => ({
  status,
  body: { code, message, data: { status } },
});

/**
 * A local stand-in for a WooCommerce shop's REST API v3 (`/wp-json/wc/v3/orders`), signed in with
 * the consumer key and secret over HTTP Basic. `GET /orders?page&per_page&modified_after&orderby=modified&order=asc`
 * with `X-WP-Total` and `X-WP-TotalPages`; `GET /orders/{id}`. Errors as `{ code, message,
 * data: { status } }`: 401 `woocommerce_rest_authentication_error`, 403 `woocommerce_rest_cannot_view`,
 * 404 `woocommerce_rest_shop_order_invalid_id`, 429 with Retry-After. Webhooks: `GET /webhooks`,
 * `POST /webhooks` `{ name, topic, delivery_url, secret, status }` → 201 the webhook (a read-only
 * key: 403 `woocommerce_rest_cannot_create`), `DELETE /webhooks/{id}?force=true` (404
 * `woocommerce_rest_webhook_invalid_id`; without force 501 `woocommerce_rest_trash_not_supported`).
 */
export async function startFakeWooCommerce(
  scenario: Partial<FakeWooScenario> = {},
  listen?: FakeListen,
): Promise<FakeWooCommerce> {
  const state: FakeWooScenario = {
    consumerKey: 'ck_fake_0123456789abcdef',
    consumerSecret: 'cs_fake_0123456789abcdef',
    orders: [],
    noReadAccess: false,
    rateLimit: 0,
    readOnlyKey: false,
    webhooks: [],
    ...scenario,
  };
  let webhookSerial = 100;
  const server = await startJsonServer((request): FakeAnswer => {
    if (state.rateLimit > 0) {
      state.rateLimit--;
      return { ...error(429, 'too_many_requests', 'Too many requests.'), headers: { 'retry-after': '3' } };
    }
    const expected = `Basic ${Buffer.from(`${state.consumerKey}:${state.consumerSecret}`).toString('base64')}`;
    if (request.headers.authorization !== expected)
      return error(
        401,
        'woocommerce_rest_authentication_error',
        'Invalid signature - provided signature does not match.',
      );
    if (state.noReadAccess)
      return error(403, 'woocommerce_rest_cannot_view', 'Sorry, you cannot list resources.');
    const path = request.url.pathname;
    if (path === '/wp-json/wc/v3/orders') {
      const page = Number(request.url.searchParams.get('page') ?? 1);
      const perPage = Number(request.url.searchParams.get('per_page') ?? 10);
      const after = request.url.searchParams.get('modified_after');
      const matching = state.orders
        .filter((order) => !after || Date.parse(`${order.date_modified_gmt}Z`) > Date.parse(`${after}Z`))
        .sort((a, b) => a.date_modified_gmt.localeCompare(b.date_modified_gmt));
      return {
        status: 200,
        body: matching.slice((page - 1) * perPage, page * perPage),
        headers: {
          'x-wp-total': String(matching.length),
          'x-wp-totalpages': String(Math.ceil(matching.length / perPage)),
        },
      };
    }
    if (path === '/wp-json/wc/v3/webhooks' && request.method === 'GET')
      return { status: 200, body: state.webhooks.map(({ secret: _secret, ...webhook }) => webhook) };
    if (path === '/wp-json/wc/v3/webhooks' && request.method === 'POST') {
      if (state.readOnlyKey)
        return error(
          403,
          'woocommerce_rest_cannot_create',
          'Sorry, you are not allowed to create resources.',
        );
      const input = JSON.parse(request.body) as {
        topic?: string;
        delivery_url?: string;
        secret?: string;
        status?: string;
      };
      if (!input.topic || !input.delivery_url)
        return error(400, 'rest_missing_callback_param', 'Missing parameter(s): topic, delivery_url');
      const webhook = {
        id: ++webhookSerial,
        topic: input.topic,
        delivery_url: input.delivery_url,
        secret: input.secret ?? '',
        status: input.status ?? 'active',
      };
      state.webhooks.push(webhook);
      const { secret: _secret, ...shown } = webhook;
      return { status: 201, body: shown };
    }
    const hook = /^\/wp-json\/wc\/v3\/webhooks\/(\d+)$/.exec(path);
    if (hook && request.method === 'DELETE') {
      if (request.url.searchParams.get('force') !== 'true')
        return error(501, 'woocommerce_rest_trash_not_supported', 'Webhooks do not support trashing.');
      const index = state.webhooks.findIndex((webhook) => webhook.id === Number(hook[1]));
      if (index < 0) return error(404, 'woocommerce_rest_webhook_invalid_id', 'Invalid ID.');
      const [removed] = state.webhooks.splice(index, 1);
      const { secret: _secret, ...shown } = removed!;
      return { status: 200, body: shown };
    }
    const one = /^\/wp-json\/wc\/v3\/orders\/(\d+)$/.exec(path);
    if (one) {
      const order = state.orders.find((candidate) => candidate.id === Number(one[1]));
      return order
        ? { status: 200, body: order }
        : error(404, 'woocommerce_rest_shop_order_invalid_id', 'Invalid ID.');
    }
    return error(404, 'rest_no_route', 'No route was found matching the URL and request method.');
  }, listen);
  return Object.assign(server, { scenario: state });
}
