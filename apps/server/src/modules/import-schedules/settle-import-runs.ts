import { withScope } from '@ziskomer/db';
import type { Deps } from '../../http/app-env.ts';
import { getImportRow } from '../imports/queries/get-import-row.ts';
import { toImport } from '../imports/to-import.ts';
import { createRunError, describeRunError, type RunError } from './describe-run-error.ts';
import { listRunningImportRuns } from './queries/list-running-import-runs.ts';
import { updateImportRun } from './queries/update-import-run.ts';
import { withSchedulerScope } from './with-scheduler-scope.ts';

export interface SettleOptions {
  /** A run still downloading after this long lost its server (a restart): it fails as interrupted. */
  staleAfterMs: number;
  /** Runs this process is executing right now; never taken for interrupted. */
  executing: ReadonlySet<string>;
}

/**
 * Finishes the runs whose import has ended: completed with it, or failed with the import's own
 * reason (or as cancelled). A run that never got as far as its import and has been running for
 * longer than any download may take was interrupted by a restart and fails saying so.
 * Returns how many runs it finished.
 */
export async function settleImportRuns(deps: Deps, options: SettleOptions): Promise<number> {
  const running = await withSchedulerScope(deps.db, (trx) => listRunningImportRuns(trx));
  let settled = 0;
  for (const run of running) {
    const now = deps.now();
    const done = await withScope(deps.db, { userId: null, shopId: run.shop_id }, async (trx) => {
      if (!run.import_id) {
        const stale =
          !options.executing.has(run.id) &&
          run.started_at !== null &&
          now.getTime() - run.started_at.getTime() > options.staleAfterMs;
        if (!stale) return false;
        const error = createRunError('interrupted');
        return updateImportRun(trx, run.shop_id, run.id, failedValues(error, now));
      }
      const imported = await getImportRow(trx, run.shop_id, run.import_id);
      if (!imported) return false;
      if (imported.status === 'completed') {
        return updateImportRun(trx, run.shop_id, run.id, {
          status: 'completed',
          finished_at: imported.finished_at ?? now,
          updated_at: now,
        });
      }
      if (imported.status === 'failed') {
        const reason = (language: 'cs' | 'en') => toImport(imported, language).error?.message ?? '';
        const error: RunError = {
          code: 'import_failed',
          cs: describeRunError('import_failed', { reason: reason('cs') }, 'cs'),
          en: describeRunError('import_failed', { reason: reason('en') }, 'en'),
        };
        return updateImportRun(trx, run.shop_id, run.id, failedValues(error, imported.finished_at ?? now));
      }
      if (imported.status === 'cancelled') {
        const error = createRunError('import_cancelled');
        return updateImportRun(trx, run.shop_id, run.id, failedValues(error, imported.finished_at ?? now));
      }
      return false;
    });
    if (done) settled++;
  }
  return settled;
}

function failedValues(error: RunError, finishedAt: Date) {
  return {
    status: 'failed' as const,
    error_code: error.code,
    error_message: error.cs,
    error_message_en: error.en,
    finished_at: finishedAt,
    updated_at: finishedAt,
  };
}
