import { TRIAL_DAYS } from '@ziskomer/contracts';
import type { Database } from '@ziskomer/db';
import type { Kysely } from 'kysely';

const DAY_MS = 86_400_000;

/** Starts a new account's 14-day trial of the full plan (at sign-up). Does nothing the second time. */
export async function startTrial(db: Kysely<Database>, userId: string, now: Date): Promise<void> {
  await db
    .insertInto('account_plans')
    .values({
      user_id: userId,
      trial_started_at: now,
      trial_ends_at: new Date(now.getTime() + TRIAL_DAYS * DAY_MS),
    })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}
