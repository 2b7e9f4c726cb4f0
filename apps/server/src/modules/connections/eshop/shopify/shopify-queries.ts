/** The order fields the connector reads, with the lines' unit cost from their inventory item. */
const ORDER_FIELDS = `
  id name createdAt updatedAt cancelledAt displayFinancialStatus email phone currencyCode
  totalPriceSet { shopMoney { amount currencyCode } }
  billingAddress { name city zip countryCodeV2 }
  paymentGatewayNames
  shippingLine { title }`;
/**
 * A line's fields; with `costs`, its variant's unit cost, which needs the `read_inventory` scope
 * besides `read_orders` (a token without it still syncs, with estimated margins).
 */
const lineFields = (costs: boolean) => `
  sku name quantity
  originalUnitPriceSet { shopMoney { amount } }
  ${costs ? 'variant { inventoryItem { unitCost { amount } } }' : ''}`;

export const SHOP_QUERY = `query Verify { shop { name } orders(first: 1) { nodes { id } } }`;

export const ordersQuery = (costs: boolean) => `query Orders($first: Int!, $after: String, $query: String) {
  orders(first: $first, after: $after, query: $query, sortKey: UPDATED_AT) {
    pageInfo { hasNextPage endCursor }
    nodes { ${ORDER_FIELDS} lineItems(first: 250) { nodes { ${lineFields(costs)} } } }
  }
}`;

export const orderQuery = (costs: boolean) => `query Order($id: ID!) {
  order(id: $id) { ${ORDER_FIELDS} lineItems(first: 250) { nodes { ${lineFields(costs)} } } }
}`;

/** The bulk export of every order: orders and their lines as separate JSONL rows (`__parentId`). */
export const bulkOrdersQuery = (costs: boolean) => `{ orders { edges { node { ${ORDER_FIELDS}
  lineItems { edges { node { ${lineFields(costs)} } } } } } } }`;

export const BULK_RUN_MUTATION = `mutation Bulk($query: String!) {
  bulkOperationRunQuery(query: $query) { bulkOperation { id status } userErrors { field message } }
}`;

export const BULK_STATUS_QUERY = `query BulkStatus($id: ID!) {
  node(id: $id) { ... on BulkOperation { id status errorCode objectCount url } }
}`;
