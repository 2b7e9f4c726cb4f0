import { AppError } from '../../../core/app-error.ts';
import type { UseCaseScope } from '../../../core/use-case-scope.ts';
import { createCsvStream, formatCsvAmount, getShopSettings } from '../../orders/index.ts';
import { selectProfileCustomer } from './queries/select-profile-customer.ts';
import { selectProfileOrders } from './queries/select-profile-orders.ts';

const HEADER = [
  'order_id',
  'order_date',
  'revenue',
  'margin',
  'margin_estimated',
  'cancelled',
  'paid',
  'status',
  'source',
  'campaign',
  'payment_method',
  'shipping_method',
  'currency',
];

/**
 * A customer's orders as CSV, newest first, the way the orders export writes them (`;`, UTF-8 with
 * a BOM, every cell escaped against formula injection). A customer has few orders: one page.
 */
export async function exportCustomerOrdersCsv(
  scope: UseCaseScope,
  shopId: string,
  customerKey: string,
  label: string,
): Promise<ReadableStream<Uint8Array>> {
  if (!(await selectProfileCustomer(scope.db, shopId, customerKey))) throw new AppError('not_found');
  const { timeZone } = await getShopSettings(scope.db, shopId);
  const orders = await selectProfileOrders(scope.db, shopId, customerKey);
  const dayTime = new Intl.DateTimeFormat('sv-SE', { timeZone, dateStyle: 'short', timeStyle: 'short' });
  const rows = orders.map((order) => [
    order.order_id,
    dayTime.format(order.order_date),
    formatCsvAmount(order.revenue),
    formatCsvAmount(order.margin),
    order.margin_estimated,
    order.is_cancelled,
    order.is_paid,
    order.status,
    order.acquisition_source,
    order.acquisition_campaign,
    order.payment_method,
    order.shipping_method,
    order.currency,
  ]);
  return createCsvStream(HEADER, { first: async () => rows, next: async () => [] }, label);
}
