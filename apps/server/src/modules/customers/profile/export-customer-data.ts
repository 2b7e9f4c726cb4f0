import type { UseCaseScope } from '../../../core/use-case-scope.ts';
import { recordActivity } from '../../activity/index.ts';
import { getCustomerProfile } from './get-customer-profile.ts';
import { selectProfileOrders } from './queries/select-profile-orders.ts';

/**
 * Everything the shop holds about one customer (GDPR art. 15 and 20): the profile as the page
 * shows it, and every order with the personal data written on it (name, e-mail, phone, address,
 * payment and shipping method), as one JSON document. The export is recorded in the activity log
 * without the customer's data.
 */
export async function exportCustomerData(scope: UseCaseScope, shopId: string, customerKey: string) {
  const profile = await getCustomerProfile(scope, shopId, customerKey);
  const orders = await selectProfileOrders(scope.db, shopId, customerKey);
  await recordActivity(scope, { kind: 'export', action: 'customer_exported', shopId });
  return {
    exportedAt: scope.deps.now().toISOString(),
    customer: profile,
    ordersAsRecorded: orders.map((order) => ({
      orderId: order.order_id,
      orderDate: order.order_date.toISOString(),
      customerEmail: order.customer_email,
      customerName: order.customer_name,
      customerPhone: order.customer_phone,
      customerCity: order.customer_city,
      customerCountry: order.customer_country,
      customerZip: order.customer_zip,
      paymentMethod: order.payment_method,
      shippingMethod: order.shipping_method,
    })),
  };
}
