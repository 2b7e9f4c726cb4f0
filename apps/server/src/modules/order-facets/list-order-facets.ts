import type { OrderFacets } from '@ziskomer/contracts';
import type { UseCaseScope } from '../../core/use-case-scope.ts';
import { listOrderFacetValues, type OrderFacet } from './queries/list-order-facet-values.ts';

const FIELDS: Record<OrderFacet, keyof OrderFacets> = {
  status: 'statuses',
  source: 'sources',
  payment: 'paymentMethods',
  shipping: 'shippingMethods',
};

/** The statuses, sources, payment and shipping methods the shop's orders use, most frequent first. */
export async function listOrderFacets(scope: UseCaseScope, shopId: string): Promise<OrderFacets> {
  const facets: OrderFacets = { statuses: [], sources: [], paymentMethods: [], shippingMethods: [] };
  for (const row of await listOrderFacetValues(scope.db, shopId)) {
    facets[FIELDS[row.facet]].push({ value: row.value, count: row.count });
  }
  return facets;
}
