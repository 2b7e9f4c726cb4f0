import { ORDERS_PAGE_SIZE, type OrderList, type OrderListQuery } from '@ziskomer/contracts';
import type { UseCaseScope } from '../../core/use-case-scope.ts';
import { getShopSettings } from './queries/get-shop-settings.ts';
import { countOrderRows, listOrderRows } from './queries/list-order-rows.ts';
import { toOrderSummary } from './to-order-summary.ts';

/** A page of 100 orders of the shop with the total number matching the filters. */
export async function listOrders(
  scope: UseCaseScope,
  shopId: string,
  query: OrderListQuery,
): Promise<OrderList> {
  const { timeZone } = await getShopSettings(scope.db, shopId);
  const rows = await listOrderRows(scope.db, shopId, query, timeZone, {
    offset: (query.page - 1) * ORDERS_PAGE_SIZE,
    limit: ORDERS_PAGE_SIZE,
  });
  const total = await countOrderRows(scope.db, shopId, query, timeZone);
  return { items: rows.map(toOrderSummary), total, page: query.page, pageSize: ORDERS_PAGE_SIZE };
}
