import { isAtLimit, PLANS, resolvePlan } from '@ziskomer/contracts';
import type { Database, Scope } from '@ziskomer/db';
import type { Transaction } from 'kysely';
import { AppError } from '../../core/app-error.ts';
import { countAccountShops, countAccountUsage } from './queries/count-account-usage.ts';
import { readAccountPlan } from './queries/read-account-plan.ts';

/**
 * Refuses a new shop or connection that would take the account over its plan (the account of the
 * shop's creator for a connection: a member connecting a source uses the owner's plan). What is
 * already there stays: an account that fell to the free plan keeps reading every shop it has.
 */
export async function assertPlanAllows(
  trx: Transaction<Database>,
  /** PLAN_LIMITS: false where an operator runs the product without plans (and in tests of other features). */
  enforced: boolean,
  /** The account whose plan applies, and the caller's scope to leave the transaction in. */
  account: { userId: string; restore: Scope },
  what: 'shops' | 'connections',
  now: Date,
): Promise<void> {
  if (!enforced) return;
  const { plan } = resolvePlan(await readAccountPlan(trx, account.userId), now);
  const limit = PLANS[plan].limits[what];
  if (limit === null) return;
  const used =
    what === 'shops'
      ? await countAccountShops(trx, account.userId)
      : (await countAccountUsage(trx, account.userId, now, { restore: account.restore, ordersToo: false }))
          .connections;
  if (isAtLimit(used, limit)) {
    throw new AppError(what === 'shops' ? 'plan_shop_limit' : 'plan_connection_limit', { plan, limit, used });
  }
}
