import type { UseCaseScope } from '../../core/use-case-scope.ts';
import { recordActivity } from '../activity/index.ts';
import { lockShopOrders } from '../ingest/index.ts';
import { deleteShopOrderData } from './queries/delete-shop-order-data.ts';

/**
 * Deletes all order data of a shop (orders, lines, customer facts, daily metrics) after the
 * user confirmed it. Imports still running are cancelled first, so none writes into the emptied
 * shop; the import history itself stays.
 */
export async function deleteOrderData(scope: UseCaseScope, shopId: string): Promise<void> {
  await lockShopOrders(scope.db, shopId);
  const now = scope.deps.now();
  await scope.db
    .updateTable('imports')
    .set({ status: 'cancelled', finished_at: now, updated_at: now })
    .where('shop_id', '=', shopId)
    .where('status', 'in', ['analysing', 'running'])
    .execute();
  await deleteShopOrderData(scope.db, shopId);
  await recordActivity(scope, { kind: 'import', action: 'order_data_deleted', shopId });
}
