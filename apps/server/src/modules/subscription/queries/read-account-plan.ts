import { type AccountPlanRecord, TRIAL_DAYS } from '@ziskomer/contracts';
import type { Database } from '@ziskomer/db';
import type { Kysely } from 'kysely';

const DAY_MS = 86_400_000;

/**
 * The stored plan and trial of an account. An account without a row (created outside the sign-up
 * path) is read as trialling since it was created, so every account has a plan.
 */
export async function readAccountPlan(db: Kysely<Database>, userId: string): Promise<AccountPlanRecord> {
  const row = await db
    .selectFrom('users')
    .leftJoin('account_plans', 'account_plans.user_id', 'users.id')
    .select([
      'users.created_at',
      'account_plans.plan',
      'account_plans.trial_started_at',
      'account_plans.trial_ends_at',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  if (row?.plan && row.trial_started_at && row.trial_ends_at) {
    return {
      plan: row.plan,
      trialStartedAt: new Date(row.trial_started_at),
      trialEndsAt: new Date(row.trial_ends_at),
    };
  }
  const startedAt = new Date(row?.created_at ?? 0);
  return {
    plan: 'free',
    trialStartedAt: startedAt,
    trialEndsAt: new Date(startedAt.getTime() + TRIAL_DAYS * DAY_MS),
  };
}
