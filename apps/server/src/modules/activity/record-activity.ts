import type { ActivityKind, Database } from '@ziskomer/db';
import type { Kysely } from 'kysely';
import type { UseCaseScope } from '../../core/use-case-scope.ts';
import { insertActivity } from './queries/insert-activity.ts';

export interface ActivityInput {
  kind: ActivityKind;
  /** A stable code (`shop_created`, `member_invited`, …) the web app translates. */
  action: string;
  shopId?: string | null;
  /** Names and values worth showing later; a deleted object's name survives here. */
  details?: Record<string, unknown>;
}

/** Records what the signed-in user just did, in the request's transaction (so it rolls back with it). */
export async function recordActivity(
  scope: Pick<UseCaseScope, 'db' | 'user' | 'deps'>,
  input: ActivityInput,
) {
  await recordUserActivity(scope.db, scope.user.id, input, scope.deps.now());
}

/** The same for code outside a request (imports, exports); `db` must carry that user's scope. */
export async function recordUserActivity(
  db: Kysely<Database>,
  userId: string,
  input: ActivityInput,
  createdAt: Date,
): Promise<void> {
  await insertActivity(db, { userId, ...input, createdAt });
}
