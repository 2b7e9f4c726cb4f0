import { PLANS, resolvePlan, type Subscription } from '@ziskomer/contracts';
import type { UseCaseScope } from '../../core/use-case-scope.ts';
import { countAccountUsage } from './queries/count-account-usage.ts';
import { readAccountPlan } from './queries/read-account-plan.ts';

/** Settings → Předplatné: the plan in force, the trial, the limits and the usage against them. */
export async function getSubscription(scope: UseCaseScope): Promise<Subscription> {
  const now = scope.deps.now();
  const record = await readAccountPlan(scope.db, scope.user.id);
  const { plan, source, trialDaysLeft } = resolvePlan(record, now);
  return {
    plan,
    source,
    trialStartedAt: record.trialStartedAt.toISOString(),
    trialEndsAt: record.trialEndsAt.toISOString(),
    trialDaysLeft,
    limits: PLANS[plan].limits,
    usage: await countAccountUsage(scope.db, scope.user.id, now, {
      restore: { userId: scope.user.id },
      ordersToo: true,
    }),
  };
}
