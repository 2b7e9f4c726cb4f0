import type { JobList } from '@ziskomer/contracts';
import type { Language } from '@ziskomer/i18n';
import type { UseCaseScope } from '../../core/use-case-scope.ts';
import { toJob } from './to-job.ts';

/** Finished jobs listed per status: the screen shows recent work, not the whole history. */
const RECENT_FINISHED = 20;

/**
 * A shop's background work: everything queued or running (a shop has few at a time), and its most
 * recent failed and finished jobs.
 */
export async function listShopJobs(
  scope: UseCaseScope,
  shopId: string,
  language: Language,
): Promise<JobList> {
  const active = await scope.db
    .selectFrom('jobs')
    .selectAll()
    .where('shop_id', '=', shopId)
    .where('status', 'in', ['queued', 'running'])
    .orderBy('id')
    .execute();
  const finished = await Promise.all(
    (['failed', 'done'] as const).map((status) =>
      scope.db
        .selectFrom('jobs')
        .selectAll()
        .where('shop_id', '=', shopId)
        .where('status', '=', status)
        .orderBy('id', 'desc')
        .limit(RECENT_FINISHED)
        .execute(),
    ),
  );
  const now = scope.deps.now();
  return { items: [...active, ...finished.flat()].map((row) => toJob(row, language, now)) };
}
