import type { ActivityEntry, ActivityFilter } from '@ziskomer/contracts';
import type { ActivityKind } from '@ziskomer/db';
import type { UseCaseScope } from '../../core/use-case-scope.ts';
import { listActivityEntries } from './queries/list-activity-entries.ts';

const KINDS: Record<ActivityFilter, ActivityKind[] | null> = {
  all: null,
  imports: ['import'],
  exports: ['export'],
};

/** The signed-in user's activity for Settings → Activity, newest first. */
export async function listActivity(
  scope: UseCaseScope,
  query: { filter: ActivityFilter; limit: number },
): Promise<ActivityEntry[]> {
  const rows = await listActivityEntries(scope.db, {
    userId: scope.user.id,
    kinds: KINDS[query.filter],
    limit: query.limit,
  });
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
