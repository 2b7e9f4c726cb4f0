import {
  ORDER_EVENT_LIST_LIMIT,
  ORDER_EVENT_PAGE_SIZE,
  type OrderEventCounts,
  type OrderEventList,
  type OrderEventListQuery,
} from '@ziskomer/contracts';
import type { UseCaseScope } from '../../core/use-case-scope.ts';
import { countOrderEvents } from './queries/count-order-events.ts';
import { listOrderEventRows } from './queries/list-order-event-rows.ts';
import { toOrderEvent } from './to-order-event.ts';

/**
 * One page of the shop's events under the filter, newest first, with the counts. The pages reach
 * the newest ORDER_EVENT_LIST_LIMIT events (SPEC §9 link-tracking preset); the counts cover all.
 */
export async function listOrderEvents(
  scope: UseCaseScope,
  shopId: string,
  query: OrderEventListQuery,
): Promise<OrderEventList> {
  const counts = await countOrderEvents(scope.db, shopId);
  const rows = await listOrderEventRows(scope.db, {
    shopId,
    filter: query.filter,
    limit: ORDER_EVENT_PAGE_SIZE,
    offset: (query.page - 1) * ORDER_EVENT_PAGE_SIZE,
  });
  const matching = countMatching(counts, query.filter);
  return {
    items: rows.map(toOrderEvent),
    counts,
    page: query.page,
    pageCount: Math.max(1, Math.ceil(Math.min(matching, ORDER_EVENT_LIST_LIMIT) / ORDER_EVENT_PAGE_SIZE)),
    matching,
  };
}

function countMatching(counts: OrderEventCounts, filter: OrderEventListQuery['filter']): number {
  if (filter === 'all') return counts.total + counts.test;
  return counts[filter];
}
