import type { Order, OrderDetail } from '@ziskomer/contracts';
import { parseOrderDate } from '@ziskomer/domain';
import { AppError } from '../../core/app-error.ts';
import type { UseCaseScope } from '../../core/use-case-scope.ts';
import { recordActivity } from '../activity/index.ts';
import { lockShopOrders, normaliseOrder, writeOrders } from '../ingest/index.ts';
import { getOrder } from './get-order.ts';
import { getOrderRow } from './queries/get-order-row.ts';
import { getShopSettings } from './queries/get-shop-settings.ts';

/**
 * Adds an order entered by hand (/orders/new) through the orders' one sink, like every other source, so its customer
 * facts and daily metrics follow. An existing order id is a conflict: the form creates, never
 * overwrites.
 */
export async function createOrder(scope: UseCaseScope, shopId: string, order: Order): Promise<OrderDetail> {
  const shop = await getShopSettings(scope.db, shopId);
  const date = parseOrderDate(order.orderDate, shop.timeZone, 'iso');
  if (!date.ok) {
    throw new AppError('validation_failed', {
      issues: [{ path: 'orderDate', code: date.code, message: date.code }],
    });
  }
  await lockShopOrders(scope.db, shopId);
  if (await getOrderRow(scope.db, shopId, order.orderId)) throw new AppError('conflict');
  const record = normaliseOrder({ ...order, orderDate: date.instant.toISOString() }, date.instant, date.day);
  await writeOrders(scope.db, shopId, { kind: 'manual', userId: scope.user.id }, [record], {
    now: scope.deps.now(),
  });
  // The budgets' alerts follow when the rollups refresh job has counted the order (its trigger queued it).
  await recordActivity(scope, {
    kind: 'import',
    action: 'order_created',
    shopId,
    details: { orderId: order.orderId },
  });
  return getOrder(scope, shopId, order.orderId);
}
