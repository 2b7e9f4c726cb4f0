import type { Deps } from '../../../../core/deps.ts';
import { EshopApiError } from '../eshop-api-error.ts';
import { eshopFetch } from '../eshop-fetch.ts';

/** The Admin API version the connector speaks. */
export const SHOPIFY_API_VERSION = '2025-01';
const THROTTLE_TRIES = 4;

interface GraphqlError {
  message?: string;
  extensions?: { code?: string };
}
interface ThrottleStatus {
  currentlyAvailable?: number;
  restoreRate?: number;
}

/**
 * One call of Shopify's Admin GraphQL API with the shop's Admin API access token. Shopify limits
 * by query cost: a THROTTLED answer is waited out for as long as the bucket needs to refill to the
 * query's cost (from `extensions.cost`), a few times at most; ACCESS_DENIED (a missing
 * `read_orders` scope) is a permission refusal; other errors make the answer malformed.
 */
export async function shopifyGraphql<T>(
  deps: Deps,
  shopUrl: string,
  accessToken: string,
  query: string,
  variables: Record<string, unknown>,
  signal?: AbortSignal,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const { body } = await eshopFetch(deps, {
      url: `${shopUrl}/admin/api/${SHOPIFY_API_VERSION}/graphql.json`,
      method: 'POST',
      headers: { 'X-Shopify-Access-Token': accessToken, 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
      merchantUrl: true,
      signal,
    });
    const answer = (body ?? {}) as {
      data?: T;
      errors?: GraphqlError[];
      extensions?: { cost?: { requestedQueryCost?: number; throttleStatus?: ThrottleStatus } };
    };
    const errors = Array.isArray(answer.errors) ? answer.errors : [];
    if (errors.some((error) => error.extensions?.code === 'THROTTLED')) {
      const cost = answer.extensions?.cost;
      const missing = (cost?.requestedQueryCost ?? 100) - (cost?.throttleStatus?.currentlyAvailable ?? 0);
      const waitMs = Math.max(1, Math.ceil(missing / (cost?.throttleStatus?.restoreRate || 50))) * 1000;
      if (attempt >= THROTTLE_TRIES) throw new EshopApiError('rate_limited', 200, 'THROTTLED', waitMs);
      await (deps.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))))(waitMs);
      continue;
    }
    const denied = errors.find((error) => error.extensions?.code === 'ACCESS_DENIED');
    if (denied) throw new EshopApiError('permission', 200, denied.message?.slice(0, 200) ?? 'ACCESS_DENIED');
    if (errors.length > 0 || !answer.data)
      throw new EshopApiError('malformed', 200, errors[0]?.message?.slice(0, 200) ?? 'no data');
    return answer.data;
  }
}
