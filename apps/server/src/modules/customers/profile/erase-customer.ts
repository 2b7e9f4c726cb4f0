import { randomUUID } from 'node:crypto';
import type { CustomerEraseResult } from '@ziskomer/contracts';
import { AppError } from '../../../core/app-error.ts';
import type { UseCaseScope } from '../../../core/use-case-scope.ts';
import { recordActivity } from '../../activity/index.ts';
import { anonymiseCustomer } from './queries/anonymise-customer.ts';
import { selectProfileCustomer } from './queries/select-profile-customer.ts';

/** The prefix of a customer key that stands for an erased customer (no personal data behind it). */
export const ERASED_CUSTOMER_PREFIX = 'smazany-zakaznik:';

/**
 * Erases a customer (GDPR art. 17) without changing any figure: their orders keep their amounts
 * and count as before, under a random key that stands for nobody (anonymiseCustomer). The caller
 * repeats the customer key in `confirm`; a mismatch changes nothing.
 */
export async function eraseCustomer(
  scope: UseCaseScope,
  shopId: string,
  customerKey: string,
  confirm: string,
): Promise<CustomerEraseResult> {
  if (!(await selectProfileCustomer(scope.db, shopId, customerKey))) throw new AppError('not_found');
  if (confirm.trim().toLowerCase() !== customerKey.toLowerCase()) {
    throw new AppError('validation_failed', { issues: [{ path: 'confirm', code: 'confirmation_mismatch' }] });
  }
  const anonymisedOrders = await anonymiseCustomer(
    scope.db,
    shopId,
    customerKey,
    `${ERASED_CUSTOMER_PREFIX}${randomUUID()}`,
  );
  // No name or e-mail in the log: it would keep what was just erased.
  await recordActivity(scope, {
    kind: 'shop',
    action: 'customer_erased',
    shopId,
    details: { orders: anonymisedOrders },
  });
  return { anonymisedOrders };
}
