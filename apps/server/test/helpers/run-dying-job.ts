import type { Database } from '@ziskomer/db';
import type { Kysely } from 'kysely';
import { getAppJob } from '../../src/jobs/app-jobs.ts';
import type { AnyJobDefinition } from '../../src/jobs/define-job.ts';
import { createJobRunner } from '../../src/jobs/job-runner.ts';
import { withRunnerScope } from '../../src/jobs/with-runner-scope.ts';
import { createDyingDatabase, type DeathPoint } from './dying-database.ts';
import type { TestApp } from './test-app.ts';

/**
 * Runs the queued jobs of an app `kind` on a runner whose handlers' database dies at statement
 * `at` (0: never; or the first statement that matches), as a killed process would: the runner is abandoned at that moment and its
 * jobs stay 'running' until their lease of `leaseMs` lapses and another runner takes them over.
 * Returns how many statements reached the database (a clean run measures where to die).
 */
export async function runDyingJob(t: TestApp, kind: string, at: DeathPoint, leaseMs: number) {
  const job = getAppJob(kind)!;
  let dyingDb: Kysely<Database> | undefined;
  const dying: AnyJobDefinition = {
    ...job,
    handle: (payload, context) =>
      job.handle(payload, { ...context, deps: { ...context.deps, db: dyingDb! } }),
  };
  const runner = createJobRunner({ ...t.deps, db: t.deps.backgroundDb }, [dying], { leaseMs });
  const database = createDyingDatabase(t.deps.backgroundDb, at || Number.POSITIVE_INFINITY, () =>
    runner.kill(),
  );
  dyingDb = database.db;
  await runner.runUntilIdle();
  return database;
}

/** The status and attempts of a shop's latest job of `kind`, as the runner sees it. */
export function readLatestJob(t: TestApp, shopId: string, kind: string) {
  return withRunnerScope(t.deps.db, (trx) =>
    trx
      .selectFrom('jobs')
      .select(['status', 'attempts'])
      .where('shop_id', '=', shopId)
      .where('kind', '=', kind)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow(),
  );
}
