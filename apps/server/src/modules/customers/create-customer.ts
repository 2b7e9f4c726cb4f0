import type { Customer, CustomerData } from '@ziskomer/contracts';
import { churnRisk, customerTier, getCustomerKey, getZonedDay } from '@ziskomer/domain';
import { AppError } from '../../core/app-error.ts';
import type { UseCaseScope } from '../../core/use-case-scope.ts';
import { recordActivity } from '../activity/index.ts';
import { getShopSettings } from '../orders/index.ts';
import { insertCustomer } from './queries/insert-customer.ts';

/**
 * Adds a customer entered by hand (/customers/new) with no orders yet. The key is the e-mail
 * normalised exactly as the import keys customers, so the customer's first imported or entered
 * order lands on this record (and recomputes its facts). A customer the shop already has is a
 * conflict: the form creates, never overwrites.
 */
export async function createCustomer(
  scope: UseCaseScope,
  shopId: string,
  input: CustomerData,
): Promise<Customer> {
  const customerKey = getCustomerKey(input.email, null);
  // The contract guarantees a valid address; an empty key could only come from a contract change.
  if (!customerKey) {
    throw new AppError('validation_failed', { issues: [{ path: 'email', code: 'invalid_format' }] });
  }
  const { timeZone } = await getShopSettings(scope.db, shopId);
  const now = scope.deps.now();
  const row = await insertCustomer(scope.db, shopId, {
    customerKey,
    email: customerKey,
    name: emptyToNull(input.name),
    phone: emptyToNull(input.phone),
    city: emptyToNull(input.city),
    country: emptyToNull(input.country),
    zip: emptyToNull(input.zip),
    enteredAt: now,
    enteredDay: getZonedDay(now, timeZone),
    // SPEC §9 rules for no revenue and no orders yet (days since the "last order" = 0).
    tier: customerTier(0, 0),
    churnRisk: churnRisk(0, 0),
  });
  if (!row) throw new AppError('conflict', { issues: [{ path: 'email', code: 'customer_exists' }] });
  await recordActivity(scope, {
    kind: 'import',
    action: 'customer_created',
    shopId,
    details: { email: customerKey, name: row.name },
  });
  return {
    customerKey: row.customer_key,
    email: row.email,
    name: row.name,
    phone: row.phone,
    city: row.city,
    country: row.country,
    zip: row.zip,
    totalOrders: row.total_orders,
    totalRevenue: Number(row.total_revenue),
    computedAt: row.computed_at.toISOString(),
  };
}

function emptyToNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}
