import type { Deps } from '../../../../core/deps.ts';
import { EshopApiError } from '../eshop-api-error.ts';
import { eshopFetch } from '../eshop-fetch.ts';
import type { PlatformOrder } from '../eshop-platform-client.ts';
import { mapShopifyOrder, type ShopifyLineNode, type ShopifyOrderNode } from './map-shopify-order.ts';
import { shopifyGraphql } from './shopify-graphql.ts';
import { BULK_RUN_MUTATION, BULK_STATUS_QUERY, bulkOrdersQuery } from './shopify-queries.ts';

const POLL_MS = 5_000;
/** A bulk export of a large shop takes minutes; past this the job tries again later. */
const MAX_POLLS = 360;
/**
 * The bulk result file is read whole into memory (one string, then the orders): 256 MB is some
 * 100,000+ orders with their lines, stays well under V8's longest string (~512 MB) and within a
 * worker's memory; 10 minutes downloads it at under 0.5 MB/s. A larger shop's file fails the
 * sync as unreadable instead of exhausting the server.
 */
const BULK_FILE_CAPS = { maxBytes: 256 * 1024 * 1024, timeoutMs: 10 * 60_000 };

/** Starts the bulk export of every order; answers the operation's id. */
export async function startShopifyBulkExport(
  deps: Deps,
  shopUrl: string,
  accessToken: string,
  costs: boolean,
  signal?: AbortSignal,
): Promise<string> {
  const data = await shopifyGraphql<{
    bulkOperationRunQuery: { bulkOperation: { id: string } | null; userErrors: { message: string }[] };
  }>(deps, shopUrl, accessToken, BULK_RUN_MUTATION, { query: bulkOrdersQuery(costs) }, signal);
  const operation = data.bulkOperationRunQuery.bulkOperation;
  if (!operation) {
    const reason = data.bulkOperationRunQuery.userErrors[0]?.message ?? 'bulk operation refused';
    throw new EshopApiError('unavailable', 200, reason.slice(0, 200));
  }
  return operation.id;
}

/**
 * Waits for the bulk export to complete, downloads its JSON Lines (orders, then their lines with
 * `__parentId`) and puts each order together with its lines. A resumed job polls the same
 * operation again (its id is the sync's checkpoint), so a crash does not start a second export.
 */
export async function runShopifyBulkExport(
  deps: Deps,
  shopUrl: string,
  accessToken: string,
  operationId: string,
  signal: AbortSignal,
): Promise<PlatformOrder[]> {
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  for (let poll = 0; poll < MAX_POLLS; poll++) {
    if (signal.aborted) throw signal.reason;
    const { node } = await shopifyGraphql<{
      node: { status: string; errorCode: string | null; url: string | null } | null;
    }>(deps, shopUrl, accessToken, BULK_STATUS_QUERY, { id: operationId }, signal);
    if (!node) throw new EshopApiError('not_found', 200, 'bulk operation gone');
    if (node.status === 'COMPLETED') return node.url ? readBulkOrders(deps, node.url, signal) : [];
    if (node.status === 'FAILED' || node.status === 'CANCELED' || node.status === 'EXPIRED') {
      if (node.errorCode === 'ACCESS_DENIED') throw new EshopApiError('permission', 200, 'ACCESS_DENIED');
      throw new EshopApiError(
        'unavailable',
        200,
        `bulk operation ${node.status} ${node.errorCode ?? ''}`.trim(),
      );
    }
    await sleep(POLL_MS);
  }
  throw new EshopApiError('unavailable', 200, 'bulk operation still running');
}

async function readBulkOrders(deps: Deps, url: string, signal: AbortSignal): Promise<PlatformOrder[]> {
  const { body } = await eshopFetch(deps, {
    url,
    merchantUrl: true,
    text: true,
    caps: BULK_FILE_CAPS,
    signal,
  });
  const orders = new Map<string, ShopifyOrderNode>();
  const lines = new Map<string, ShopifyLineNode[]>();
  const broken: PlatformOrder[] = [];
  for (const [index, text] of String(body).split('\n').entries()) {
    if (text.trim() === '') continue;
    let row: Record<string, unknown>;
    try {
      row = JSON.parse(text);
    } catch {
      broken.push({ ok: false, ref: `#${index + 1}`, reason: 'line: not JSON' });
      continue;
    }
    const parent = typeof row.__parentId === 'string' ? row.__parentId : null;
    if (parent) lines.set(parent, [...(lines.get(parent) ?? []), row as unknown as ShopifyLineNode]);
    else if (typeof row.id === 'string') orders.set(row.id, row as unknown as ShopifyOrderNode);
  }
  return [
    ...[...orders.values()].map((order) =>
      mapShopifyOrder({ ...order, lineItems: { nodes: lines.get(order.id) ?? [] } }),
    ),
    ...broken,
  ];
}
