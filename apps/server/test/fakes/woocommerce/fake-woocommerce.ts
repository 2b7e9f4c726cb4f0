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
 * 404 `woocommerce_rest_shop_order_invalid_id`, 429 with Retry-After.
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
    ...scenario,
  };
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
