import type { Deps } from '../core/deps.ts';
import { createScheduledImportJob } from '../modules/import-schedules/index.ts';
import { createImportJob, type ImportJobOptions } from '../modules/imports/index.ts';
import { subscribeModules } from '../subscribe-modules.ts';
import { appJobs } from './app-jobs.ts';
import { createJobRunner, type JobRunnerOptions } from './job-runner.ts';

/**
 * The runner of every background job kind of the app. `imports` tunes the import job (batch size,
 * a hook after each batch) for benchmarks and crash tests. Jobs use the background pool (PostgreSQL)
 * or lane (PGlite) of the database, `backgroundDb`, never a connection a request needs.
 */
export function createAppJobRunner(
  deps: Deps,
  options: JobRunnerOptions & { imports?: ImportJobOptions } = {},
) {
  subscribeModules();
  const { imports, ...runnerOptions } = options;
  const tuned = imports ? [createImportJob(imports), createScheduledImportJob(imports)] : [];
  const jobs = appJobs.map((job) => tuned.find((candidate) => candidate.kind === job.kind) ?? job);
  return createJobRunner({ ...deps, db: deps.backgroundDb }, jobs, runnerOptions);
}
