import type { Deps } from '../http/app-env.ts';
import { createImportJobHandler, IMPORT_JOB, type ImportJobOptions } from '../modules/imports/run-import.ts';
import { createJobRunner, type JobRunnerOptions } from './job-runner.ts';

/** The runner of every background job kind of the app (order imports so far). */
export function createAppJobRunner(
  deps: Deps,
  options: JobRunnerOptions & { imports?: ImportJobOptions } = {},
) {
  const { imports, ...runnerOptions } = options;
  return createJobRunner(deps.db, { [IMPORT_JOB]: createImportJobHandler(deps, imports) }, runnerOptions);
}
