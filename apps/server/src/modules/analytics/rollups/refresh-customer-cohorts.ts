import type { Database } from '@ziskomer/db';
import type { Transaction } from 'kysely';
import { refreshCohortMonths } from './refresh-cohort-months.ts';
import { refreshCustomerMilestones } from './refresh-customer-milestones.ts';

/**
 * The customer rollups of migration 0010 for some dirty days: first the milestones of the
 * customers those days can have touched (moving the cells of customers whose cohort changed:
 * an earlier first order arrived, or the first one was cancelled or deleted), then every cell of
 * the months that hold a dirty day.
 */
export async function refreshCustomerCohorts(
  trx: Transaction<Database>,
  shopId: string,
  days: string[],
): Promise<void> {
  const months = [...new Set(days.map((day) => `${day.slice(0, 7)}-01`))].sort();
  await refreshCustomerMilestones(trx, shopId, days, months);
  await refreshCohortMonths(trx, shopId, months);
}
