import type { Order, OrderDetail } from '@ziskomer/contracts';
import { parseOrderDate } from '@ziskomer/domain';
import { AppError } from '../../core/app-error.ts';
import type { UseCaseScope } from '../../core/use-case-scope.ts';
import { recordActivity } from '../activity/index.ts';
import { getOrder } from './get-order.ts';
import { normaliseOrder } from './normalise-order.ts';
import { getOrderRow } from './queries/get-order-row.ts';
import { getShopSettings } from './queries/get-shop-settings.ts';
import { lockShopOrders } from './queries/lock-shop-orders.ts';
import { saveOrders } from './save-orders.ts';

/**
 * Adds an order entered by hand (/orders/new) through the same path as imports, so its customer
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
  await saveOrders(scope.db, { shopId, importId: null, now: scope.deps.now() }, [record]);
  // The budgets' alerts follow when the rollups refresh job has counted the order (its trigger queued it).
  await recordActivity(scope, {
    kind: 'import',
    action: 'order_created',
    shopId,
    details: { orderId: order.orderId },
  });
  return getOrder(scope, shopId, order.orderId);
}
