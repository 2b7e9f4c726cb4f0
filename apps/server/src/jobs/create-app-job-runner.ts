import type { Deps } from '../http/app-env.ts';
import {
  ANALYTICS_ROLLUPS_JOB,
  createAnalyticsRollupsJobHandler,
} from '../modules/analytics/rollups/analytics-rollups-job.ts';
import { createImportJobHandler, IMPORT_JOB, type ImportJobOptions } from '../modules/imports/run-import.ts';
import { createJobRunner, type JobRunnerOptions } from './job-runner.ts';

/**
 * The runner of every background job kind of the app: order imports and the analytics rollups'
 * refresh. Jobs use the background pool (`backgroundDb`), never a connection a request needs.
 */
export function createAppJobRunner(
  deps: Deps,
  options: JobRunnerOptions & { imports?: ImportJobOptions } = {},
) {
  const { imports, ...runnerOptions } = options;
  const jobDeps: Deps = { ...deps, db: deps.backgroundDb };
  return createJobRunner(
    jobDeps.db,
    {
      [IMPORT_JOB]: createImportJobHandler(jobDeps, imports),
      [ANALYTICS_ROLLUPS_JOB]: createAnalyticsRollupsJobHandler(jobDeps),
    },
    runnerOptions,
  );
}
