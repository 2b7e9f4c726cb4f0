import type { OrderDetail } from '@ziskomer/contracts';
import { AppError } from '../../core/app-error.ts';
import type { UseCaseScope } from '../../core/use-case-scope.ts';
import { getCustomerRow } from './queries/get-customer-row.ts';
import { getOrderRow } from './queries/get-order-row.ts';
import { getPreviousOrderDate } from './queries/get-previous-order-date.ts';
import { listOrderItems } from './queries/list-order-items.ts';
import { toOrderSummary } from './to-order-summary.ts';

const DAY_MS = 86_400_000;

/** One order with its lines and the customer facts around it (SPEC §3 order record). */
export async function getOrder(scope: UseCaseScope, shopId: string, orderId: string): Promise<OrderDetail> {
  const row = await getOrderRow(scope.db, shopId, orderId);
  if (!row) throw new AppError('not_found');
  const items = await listOrderItems(scope.db, shopId, orderId);
  const customer = row.customer_key ? await getCustomerRow(scope.db, shopId, row.customer_key) : null;
  const previous = row.customer_key
    ? await getPreviousOrderDate(scope.db, shopId, row.customer_key, { orderDate: row.order_date, orderId })
    : null;
  const now = scope.deps.now().getTime();
  return {
    ...toOrderSummary(row),
    customerPhone: row.customer_phone,
    customerZip: row.customer_zip,
    createdAt: row.created_at.toISOString(),
    daysSincePreviousOrder: previous
      ? Math.floor((row.order_date.getTime() - previous.getTime()) / DAY_MS)
      : null,
    customer: customer
      ? {
          customerKey: customer.customer_key,
          totalRevenue: Number(customer.total_revenue),
          totalOrders: customer.total_orders,
          avgOrderValue: Number(customer.avg_order_value),
          isReturning: customer.is_returning,
          tier: customer.tier,
          lifetimeValue: Number(customer.lifetime_value),
          firstOrderDate: customer.first_order_date.toISOString(),
          lastOrderDate: customer.last_order_date.toISOString(),
          // Computed when read: it grows every day without a new order.
          daysSinceLastOrder: Math.max(0, Math.floor((now - customer.last_order_date.getTime()) / DAY_MS)),
        }
      : null,
    items,
  };
}
