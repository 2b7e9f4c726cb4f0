import { type FakeAnswer, type JsonServer, startJsonServer } from '../start-json-server.ts';

export interface FakeShopifyLine {
  sku: string | null;
  name: string;
  quantity: number;
  originalUnitPriceSet: { shopMoney: { amount: string } };
  variant: { inventoryItem: { unitCost: { amount: string } | null } } | null;
}

export interface FakeShopifyOrder {
  id: string;
  name: string;
  createdAt: string;
  updatedAt: string;
  cancelledAt: string | null;
  displayFinancialStatus: string;
  email: string | null;
  currencyCode: string;
  totalPriceSet: { shopMoney: { amount: string; currencyCode: string } };
  lineItems: FakeShopifyLine[];
}

export interface FakeShopifyScenario {
  token: string;
  shopName: string;
  orders: FakeShopifyOrder[];
  /** The token lacks `read_orders` (ACCESS_DENIED). */
  noOrdersScope: boolean;
  /** The token lacks `read_inventory`: unit costs are ACCESS_DENIED. */
  noInventoryScope: boolean;
  /** Answer this many GraphQL calls THROTTLED (cost 50, 10 available, restoring 50/s). */
  throttle: number;
  /** Answer this many calls 429 with `Retry-After: 2.0`. */
  tooManyRequests: number;
  /** Status polls that answer RUNNING before a bulk operation completes. */
  bulkPolls: number;
  /** The shop's webhook subscriptions (`webhookSubscriptionCreate` adds, `…Delete` removes). */
  webhooks: { id: string; topic: string; callbackUrl: string }[];
}

export interface FakeShopify extends JsonServer {
  scenario: FakeShopifyScenario;
}

const GRAPHQL_PATH = /^\/admin\/api\/[\d-]+\/graphql\.json$/;

/**
 * A local stand-in for a Shopify shop's Admin GraphQL API (`POST /admin/api/{version}/graphql.json`
 * with `X-Shopify-Access-Token`), answering the connector's operations in Shopify's shapes:
 * `shop { name }`, `orders(first, after, query: "updated_at:>'…'")` with `pageInfo` and `nodes`,
 * `order(id)`, `bulkOperationRunQuery` then `node(id) { … on BulkOperation }` (RUNNING, then
 * COMPLETED with a `url` to JSON Lines where each line item is a row with `__parentId`),
 * `webhookSubscriptions(first, topics)`, `webhookSubscriptionCreate(topic, webhookSubscription:
 * { callbackUrl, format })` (a user error for a non-HTTPS address other than a local one) and
 * `webhookSubscriptionDelete(id)` (a user error "Webhook subscription does not exist").
 * Errors: 401 `{ errors: "[API] Invalid API key or access token …" }`, ACCESS_DENIED, THROTTLED
 * with `extensions.cost.throttleStatus`, and 429 with Retry-After.
 */
export async function startFakeShopify(scenario: Partial<FakeShopifyScenario> = {}): Promise<FakeShopify> {
  const state: FakeShopifyScenario = {
    token: 'shpat_fake_admin_token',
    shopName: 'Kávovar na Shopify',
    orders: [],
    noOrdersScope: false,
    noInventoryScope: false,
    throttle: 0,
    tooManyRequests: 0,
    bulkPolls: 1,
    webhooks: [],
    ...scenario,
  };
  let webhookSerial = 0;
  const bulks = new Map<string, { polls: number; orders: FakeShopifyOrder[]; costs: boolean }>();
  /** An order's lines as a query asks for them: the variant's unit cost only when it selects it. */
  const linesOf = (order: FakeShopifyOrder, costs: boolean) =>
    costs ? order.lineItems : order.lineItems.map(({ variant: _variant, ...line }) => line);
  let origin = '';

  const graphql = (query: string, variables: Record<string, unknown>): FakeAnswer => {
    const cost = {
      requestedQueryCost: 50,
      actualQueryCost: 50,
      throttleStatus: { maximumAvailable: 2000, currentlyAvailable: 10, restoreRate: 50 },
    };
    if (state.throttle > 0) {
      state.throttle--;
      return {
        status: 200,
        body: {
          errors: [
            {
              message: 'Throttled',
              extensions: { code: 'THROTTLED', documentation: 'https://shopify.dev/api/usage/rate-limits' },
            },
          ],
          extensions: { cost },
        },
      };
    }
    const inventoryDenied =
      state.noInventoryScope && /inventoryItem/.test(`${query}${JSON.stringify(variables)}`);
    if (inventoryDenied || (state.noOrdersScope && /orders|order\(/.test(query))) {
      return {
        status: 200,
        body: {
          data: null,
          errors: [
            {
              message: inventoryDenied
                ? 'Access denied for inventoryItem field. Required access: `read_inventory` access scope.'
                : 'Access denied for orders field. Required access: `read_orders` access scope.',
              extensions: { code: 'ACCESS_DENIED' },
            },
          ],
        },
      };
    }
    const data = answer(query, variables);
    return { status: 200, body: { data, extensions: { cost } } };
  };

  const asNode = (order: FakeShopifyOrder, costs: boolean) => ({
    ...order,
    lineItems: { nodes: linesOf(order, costs) },
  });

  const answer = (query: string, variables: Record<string, unknown>): unknown => {
    const costs = /inventoryItem/.test(`${query}${JSON.stringify(variables)}`);
    if (query.includes('webhookSubscriptions(')) {
      const topics = (variables.topics as string[] | undefined) ?? null;
      const nodes = state.webhooks
        .filter((webhook) => !topics || topics.includes(webhook.topic))
        .map((webhook) => ({
          id: webhook.id,
          topic: webhook.topic,
          endpoint: { __typename: 'WebhookHttpEndpoint', callbackUrl: webhook.callbackUrl },
        }));
      return { webhookSubscriptions: { nodes } };
    }
    if (query.includes('webhookSubscriptionCreate(')) {
      const input = variables.webhookSubscription as { callbackUrl: string };
      const url = new URL(input.callbackUrl);
      if (url.protocol !== 'https:' && url.hostname !== 'localhost' && url.hostname !== '127.0.0.1')
        return {
          webhookSubscriptionCreate: {
            webhookSubscription: null,
            userErrors: [
              {
                field: ['webhookSubscription', 'callbackUrl'],
                message: 'Address protocol http:// is not supported',
              },
            ],
          },
        };
      const id = `gid://shopify/WebhookSubscription/${++webhookSerial}`;
      state.webhooks.push({ id, topic: String(variables.topic), callbackUrl: input.callbackUrl });
      return { webhookSubscriptionCreate: { webhookSubscription: { id }, userErrors: [] } };
    }
    if (query.includes('webhookSubscriptionDelete(')) {
      const index = state.webhooks.findIndex((webhook) => webhook.id === variables.id);
      if (index < 0)
        return {
          webhookSubscriptionDelete: {
            deletedWebhookSubscriptionId: null,
            userErrors: [{ field: ['id'], message: 'Webhook subscription does not exist' }],
          },
        };
      state.webhooks.splice(index, 1);
      return { webhookSubscriptionDelete: { deletedWebhookSubscriptionId: variables.id, userErrors: [] } };
    }
    if (query.includes('bulkOperationRunQuery')) {
      const id = `gid://shopify/BulkOperation/${bulks.size + 1}`;
      bulks.set(id, { polls: state.bulkPolls, orders: [...state.orders], costs });
      return { bulkOperationRunQuery: { bulkOperation: { id, status: 'CREATED' }, userErrors: [] } };
    }
    if (query.includes('BulkStatus')) {
      const bulk = bulks.get(String(variables.id));
      if (!bulk) return { node: null };
      if (bulk.polls > 0) {
        bulk.polls--;
        return {
          node: { id: variables.id, status: 'RUNNING', errorCode: null, objectCount: '0', url: null },
        };
      }
      return {
        node: {
          id: variables.id,
          status: 'COMPLETED',
          errorCode: null,
          objectCount: String(bulk.orders.length),
          url:
            bulk.orders.length > 0
              ? `${origin}/bulk/${encodeURIComponent(String(variables.id))}.jsonl`
              : null,
        },
      };
    }
    if (query.includes('query Verify'))
      return {
        shop: { name: state.shopName },
        orders: { nodes: state.orders.slice(0, 1).map((o) => ({ id: o.id })) },
      };
    if (query.includes('query Orders')) {
      const since = /updated_at:>'([^']+)'/.exec(String(variables.query ?? ''))?.[1];
      const matching = state.orders
        .filter((order) => !since || Date.parse(order.updatedAt) > Date.parse(since))
        .sort((a, b) => a.updatedAt.localeCompare(b.updatedAt));
      const start = variables.after ? Number(variables.after) : 0;
      const first = Number(variables.first ?? 50);
      const page = matching.slice(start, start + first);
      const hasNextPage = start + first < matching.length;
      return {
        orders: {
          pageInfo: { hasNextPage, endCursor: hasNextPage ? String(start + first) : null },
          nodes: page.map((order) => asNode(order, costs)),
        },
      };
    }
    if (query.includes('query Order(')) {
      const order = state.orders.find((candidate) => candidate.id === variables.id);
      return { order: order ? asNode(order, costs) : null };
    }
    return null;
  };

  const server = await startJsonServer((request) => {
    const bulkFile = /^\/bulk\/(.+)\.jsonl$/.exec(request.url.pathname);
    if (bulkFile) {
      const bulk = bulks.get(decodeURIComponent(bulkFile[1]!));
      if (!bulk) return { status: 404, text: '' };
      const rows = bulk.orders.flatMap((order) => {
        const { lineItems: _lines, ...head } = order;
        return [head, ...linesOf(order, bulk.costs).map((line) => ({ ...line, __parentId: order.id }))];
      });
      return { status: 200, text: `${rows.map((row) => JSON.stringify(row)).join('\n')}\n` };
    }
    if (request.method !== 'POST' || !GRAPHQL_PATH.test(request.url.pathname))
      return { status: 404, body: { errors: 'Not Found' } };
    if (state.tooManyRequests > 0) {
      state.tooManyRequests--;
      return {
        status: 429,
        body: {
          errors:
            'Exceeded 2 calls per second for api client. Reduce request rates to resume uninterrupted service.',
        },
        headers: { 'retry-after': '2.0' },
      };
    }
    if (request.headers['x-shopify-access-token'] !== state.token) {
      return {
        status: 401,
        body: { errors: '[API] Invalid API key or access token (unrecognized login or wrong password)' },
      };
    }
    const { query, variables } = JSON.parse(request.body) as {
      query: string;
      variables?: Record<string, unknown>;
    };
    return graphql(query, variables ?? {});
  });
  origin = server.origin;
  return Object.assign(server, { scenario: state });
}
