import {
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  RawNode,
  sql,
  type UnknownRow,
} from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineJob } from '../../src/jobs/define-job.ts';
import { enqueueJob } from '../../src/jobs/enqueue-job.ts';
import { createJobFailure, JobError, PermanentJobError } from '../../src/jobs/job-error.ts';
import { createJobRunner } from '../../src/jobs/job-runner.ts';
import { pruneFinishedJobs } from '../../src/jobs/prune-finished-jobs.ts';
import { getNextDailyTime } from '../../src/jobs/schedules/get-next-schedule-time.ts';
import { saveJobScheduleRow } from '../../src/jobs/schedules/job-schedule-queries.ts';
import { withRunnerScope } from '../../src/jobs/with-runner-scope.ts';
import { readFirstSseEvent } from '../helpers/read-sse-event.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { testEngines } from '../helpers/test-db.ts';
import { createShop } from './imports-test-kit.ts';

/**
 * The job runner itself, with kinds declared here: retries with backoff, permanent failures,
 * refused kinds and payloads, shops kept apart, dedupe keys and schedules. The crash tests of the
 * app's kinds are beside their features (imports-policy, import-schedules-crash, demo-data).
 */
describe.each(testEngines)('background jobs on %s', (engine) => {
  let t: TestApp;
  let clock = new Date('2026-03-02T10:00:00Z');
  let shopA: string;
  let shopB: string;
  const shopPayload = z.object({ shopId: z.uuid(), tag: z.string() });

  let owner: Awaited<ReturnType<TestApp['signUp']>>;
  beforeAll(async () => {
    t = await createTestApp(engine, { now: () => clock });
    owner = await t.signUp(`jobs-${engine}@example.cz`, 'Jana Úlohová');
  });
  // Fresh shops for every test: a job an earlier test left behind never counts against the
  // one-job-per-shop rule of the next.
  beforeEach(async () => {
    shopA = await createShop(t, owner, 'Obchod A');
    shopB = await createShop(t, owner, 'Obchod B');
  });
  afterAll(() => t.close());

  const getJob = (id: number) =>
    withRunnerScope(t.deps.db, (trx) =>
      trx.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
    );
  const enqueue = <P>(job: Parameters<typeof enqueueJob<P>>[1], payload: P, options = {}) =>
    withRunnerScope(t.deps.db, (trx) => enqueueJob(trx, job, payload, options));

  it('retries a failing job after an exponential backoff, counting attempts, until it succeeds', async () => {
    let calls = 0;
    const flaky = defineJob({
      kind: 'test-flaky',
      payload: shopPayload,
      shopOf: (payload) => payload.shopId,
      retry: { attempts: 3, backoffMs: 60_000 },
      handle: async () => {
        calls++;
        if (calls < 3) throw new JobError(createJobFailure('internal'));
      },
    });
    const runner = createJobRunner(t.deps, [flaky]);
    const id = await enqueue(flaky, { shopId: shopA, tag: 'flaky' });
    await runner.runUntilIdle();
    let job = await getJob(id);
    expect(job).toMatchObject({ status: 'queued', attempts: 1, error_code: 'internal' });
    expect(job.last_error).toContain('neočekávané chybě');
    expect(job.error_message_en).toContain('unexpected error');
    expect(new Date(job.run_after).getTime()).toBe(clock.getTime() + 60_000);

    // Not due yet: nothing runs.
    await runner.runUntilIdle();
    expect(calls).toBe(1);
    clock = new Date(clock.getTime() + 60_000);
    await runner.runUntilIdle();
    job = await getJob(id);
    // The second wait is twice the first.
    expect(job).toMatchObject({ status: 'queued', attempts: 2 });
    expect(new Date(job.run_after).getTime()).toBe(clock.getTime() + 120_000);
    clock = new Date(clock.getTime() + 120_000);
    await runner.runUntilIdle();
    job = await getJob(id);
    expect(job).toMatchObject({ status: 'done', attempts: 3, error_code: null });
    expect(calls).toBe(3);
  });

  it('fails for good after the last attempt, and at once on a permanent error', async () => {
    const failing = defineJob({
      kind: 'test-failing',
      payload: shopPayload,
      shopOf: (payload) => payload.shopId,
      retry: { attempts: 2, backoffMs: 1000 },
      handle: async ({ tag }) => {
        if (tag === 'token') throw new PermanentJobError(createJobFailure('invalid_payload'));
        throw new Error('connection reset');
      },
    });
    const runner = createJobRunner(t.deps, [failing]);
    const permanent = await enqueue(failing, { shopId: shopA, tag: 'token' });
    const transient = await enqueue(failing, { shopId: shopB, tag: 'network' });
    await runner.runUntilIdle();
    expect(await getJob(permanent)).toMatchObject({
      status: 'failed',
      attempts: 1,
      error_code: 'invalid_payload',
    });
    expect(await getJob(transient)).toMatchObject({ status: 'queued', attempts: 1 });
    clock = new Date(clock.getTime() + 1000);
    await runner.runUntilIdle();
    const last = await getJob(transient);
    expect(last).toMatchObject({ status: 'failed', attempts: 2, error_code: 'internal' });
    expect(last.finished_at).not.toBeNull();
  });

  it('refuses a job whose payload its kind does not accept', async () => {
    const strict = defineJob({
      kind: 'test-strict',
      payload: shopPayload,
      shopOf: (payload) => payload.shopId,
      handle: async () => {},
    });
    await expect(enqueue(strict, { shopId: shopA } as never)).rejects.toThrow();
    // Written past the schema check, as a job queued by a server with another schema would be.
    const invalid = await withRunnerScope(t.deps.db, async (trx) => {
      const inserted = await sql<{ id: string }>`INSERT INTO jobs (kind, payload, shop_id, run_after)
        VALUES ('test-strict', ${JSON.stringify({ shopId: 'not a uuid', tag: 1 })}::jsonb, ${shopA}, ${new Date(0)})
        RETURNING id`.execute(trx);
      return Number(inserted.rows[0]!.id);
    });
    await createJobRunner(t.deps, [strict]).runUntilIdle();
    expect(await getJob(invalid)).toMatchObject({
      status: 'failed',
      attempts: 1,
      error_code: 'invalid_payload',
    });
  });

  it('leaves jobs and schedules of a kind it does not know for a runner that knows it (rolling deploys)', async () => {
    const ran: string[] = [];
    const declare = (kind: string) =>
      defineJob({
        kind,
        payload: shopPayload,
        shopOf: (payload) => payload.shopId,
        handle: async ({ tag }) => {
          ran.push(tag);
        },
      });
    const known = declare('test-known');
    // A kind only the newer server has: it queued a job and saved a schedule of it.
    const newer = declare('test-newer');
    const newJob = await enqueue(newer, { shopId: shopA, tag: 'newer job' });
    const oldJob = await enqueue(known, { shopId: shopA, tag: 'known job' });
    const schedule = await withRunnerScope(t.deps.db, (trx) =>
      saveJobScheduleRow(trx, {
        shopId: shopB,
        kind: newer.kind,
        payload: { shopId: shopB, tag: 'newer schedule' },
        rhythm: { everyHours: 6 },
        paused: false,
        nextRunAt: clock,
        now: clock,
      }),
    );
    const getSchedule = () =>
      withRunnerScope(t.deps.db, (trx) =>
        trx.selectFrom('job_schedules').selectAll().where('id', '=', schedule.id).executeTakeFirstOrThrow(),
      );

    // The older server runs what it knows, even behind the unknown job of the same shop.
    await createJobRunner(t.deps, [known]).runUntilIdle();
    expect(ran).toEqual(['known job']);
    expect(await getJob(oldJob)).toMatchObject({ status: 'done' });
    expect(await getJob(newJob)).toMatchObject({ status: 'queued', attempts: 0, error_code: null });
    const waiting = await getSchedule();
    expect(waiting.next_run_at.getTime()).toBe(clock.getTime());
    expect(waiting.last_job_id).toBeNull();

    // The newer server takes both over.
    await createJobRunner(t.deps, [known, newer]).runUntilIdle();
    expect(ran.sort()).toEqual(['known job', 'newer job', 'newer schedule']);
    expect(await getJob(newJob)).toMatchObject({ status: 'done', attempts: 1 });
    const moved = await getSchedule();
    expect(moved.next_run_at.getTime()).toBe(clock.getTime() + 6 * 3_600_000);
    expect(moved.last_job_id).not.toBeNull();
  });

  it('returns from runUntilIdle only when no job runs and none is startable', async () => {
    let releaseFirst: () => void = () => {};
    const firstMayEnd = new Promise<void>((resolve) => {
      releaseFirst = resolve;
    });
    const ran: string[] = [];
    const work = defineJob({
      kind: 'test-idle',
      payload: shopPayload,
      shopOf: (payload) => payload.shopId,
      handle: async ({ tag }) => {
        if (tag === 'first') await firstMayEnd;
        ran.push(tag);
      },
    });
    const first = await enqueue(work, { shopId: shopA, tag: 'first' });
    const second = await enqueue(work, { shopId: shopA, tag: 'second' });
    // The claim that finds the shop at its limit (its first job runs) is held until the first job
    // has ended and been recorded: the shop's second job is startable once the claim returns,
    // though the claim found nothing. On PGlite the claim's transaction holds the one connection
    // the first job needs to be recorded, so there the claim just waits a moment.
    let held = false;
    const holdClaim = async () => {
      if (held) return;
      held = true;
      releaseFirst();
      if (engine === 'postgres') {
        await expect.poll(async () => (await getJob(first)).status, { timeout: 10_000 }).toBe('done');
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    };
    const runnerDb = t.deps.db.withPlugin(new HoldEmptyClaims(holdClaim));
    await createJobRunner({ ...t.deps, db: runnerDb }, [work], { concurrency: 2 }).runUntilIdle();
    expect(ran).toEqual(['first', 'second']);
    expect(await getJob(second)).toMatchObject({ status: 'done' });
  });

  it("keeps shops apart: a long job of one shop does not hold up another shop's job", async () => {
    let releaseLong: () => void = () => {};
    const longDone = new Promise<void>((resolve) => {
      releaseLong = resolve;
    });
    const started: string[] = [];
    const work = defineJob({
      kind: 'test-work',
      payload: shopPayload,
      shopOf: (payload) => payload.shopId,
      handle: async ({ tag }) => {
        started.push(tag);
        if (tag === 'A-long') await longDone;
      },
    });
    // Shop A queues a long job and a short one before shop B's job.
    await enqueue(work, { shopId: shopA, tag: 'A-long' });
    await enqueue(work, { shopId: shopA, tag: 'A-short' });
    await enqueue(work, { shopId: shopB, tag: 'B' });
    const runner = createJobRunner(t.deps, [work], { concurrency: 2 });
    const running = runner.runUntilIdle();
    await expect.poll(() => started, { timeout: 10_000 }).toEqual(['A-long', 'B']);
    // B finished while A's long job still runs; A's second job waits for its shop's first.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(started).toEqual(['A-long', 'B']);
    releaseLong();
    await running;
    expect(started).toEqual(['A-long', 'B', 'A-short']);
  });

  it('keeps one queued job per dedupe key, and allows one more while it runs', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const refresh = defineJob({
      kind: 'test-refresh',
      payload: shopPayload,
      shopOf: (payload) => payload.shopId,
      handle: async ({ tag }) => {
        if (tag === 'first') await gate;
      },
    });
    const key = `refresh:${shopA}`;
    const first = await enqueue(refresh, { shopId: shopA, tag: 'first' }, { dedupeKey: key });
    expect(await enqueue(refresh, { shopId: shopA, tag: 'again' }, { dedupeKey: key })).toBe(first);
    const runner = createJobRunner(t.deps, [refresh]);
    const running = runner.runUntilIdle();
    await expect.poll(async () => (await getJob(first)).status, { timeout: 10_000 }).toBe('running');
    // Data changed while the refresh runs: one more is queued (and only one).
    const second = await enqueue(refresh, { shopId: shopA, tag: 'second' }, { dedupeKey: key });
    expect(second).not.toBe(first);
    expect(await enqueue(refresh, { shopId: shopA, tag: 'third' }, { dedupeKey: key })).toBe(second);
    release();
    await running;
    await runner.runUntilIdle();
    expect((await getJob(first)).status).toBe('done');
    expect((await getJob(second)).status).toBe('done');
  });

  it('queues a due schedule once even with two runners, moves it on, and skips a paused one', async () => {
    const runs: string[] = [];
    const sync = defineJob({
      kind: 'test-sync',
      payload: shopPayload,
      shopOf: (payload) => payload.shopId,
      handle: async ({ tag }) => {
        runs.push(tag);
      },
    });
    const save = (shopId: string, tag: string, paused: boolean) =>
      withRunnerScope(t.deps.db, (trx) =>
        saveJobScheduleRow(trx, {
          shopId,
          kind: sync.kind,
          payload: { shopId, tag },
          rhythm: { everyHours: 6 },
          paused,
          nextRunAt: clock,
          now: clock,
        }),
      );
    const active = await save(shopA, 'active', false);
    await save(shopB, 'paused', true);
    await Promise.all([
      createJobRunner(t.deps, [sync]).runUntilIdle(),
      createJobRunner(t.deps, [sync]).runUntilIdle(),
    ]);
    expect(runs).toEqual(['active']);
    const moved = await withRunnerScope(t.deps.db, (trx) =>
      trx.selectFrom('job_schedules').selectAll().where('id', '=', active.id).executeTakeFirstOrThrow(),
    );
    expect(moved.next_run_at.getTime()).toBe(clock.getTime() + 6 * 3_600_000);
    expect(moved.last_run_at?.getTime()).toBe(clock.getTime());
    expect(moved.last_job_id).not.toBeNull();
    // Not due again until six hours later.
    await createJobRunner(t.deps, [sync]).runUntilIdle();
    expect(runs).toEqual(['active']);
    clock = new Date(clock.getTime() + 6 * 3_600_000);
    await createJobRunner(t.deps, [sync]).runUntilIdle();
    expect(runs).toEqual(['active', 'active']);
  });

  it('prunes finished jobs past their retention in small deletes, keeping failures longer', async () => {
    const insertFinished = (status: 'done' | 'failed', daysAgo: number) =>
      withRunnerScope(t.deps.db, async (trx) => {
        const inserted = await sql<{ id: string }>`
          INSERT INTO jobs (kind, payload, shop_id, run_after, status, attempts, finished_at)
          VALUES ('test-finished', '{}'::jsonb, ${shopA}, now(), ${status}, 1,
                  now() - make_interval(days => ${daysAgo}))
          RETURNING id`.execute(trx);
        return Number(inserted.rows[0]!.id);
      });
    const oldDone = [
      await insertFinished('done', 9),
      await insertFinished('done', 8),
      await insertFinished('done', 8),
    ];
    const recentDone = await insertFinished('done', 6);
    const recentFailure = await insertFinished('failed', 8);
    const oldFailure = await insertFinished('failed', 31);
    // A schedule's last job stays whatever its age: the schedule shows it.
    const scheduledLast = await insertFinished('done', 40);
    await withRunnerScope(t.deps.db, async (trx) => {
      const schedule = await saveJobScheduleRow(trx, {
        shopId: shopA,
        kind: 'test-finished',
        payload: {},
        rhythm: { everyHours: 24 },
        paused: true,
        nextRunAt: clock,
        now: clock,
      });
      await sql`UPDATE job_schedules SET last_job_id = ${scheduledLast} WHERE id = ${schedule.id}`.execute(
        trx,
      );
    });
    const queued = await enqueue(
      defineJob({
        kind: 'test-waiting',
        payload: shopPayload,
        shopOf: (p) => p.shopId,
        handle: async () => {},
      }),
      { shopId: shopA, tag: 'waits' },
    );
    const left = () =>
      withRunnerScope(t.deps.db, async (trx) =>
        (await trx.selectFrom('jobs').select('id').where('shop_id', '=', shopA).orderBy('id').execute()).map(
          (row) => Number(row.id),
        ),
      );

    // One small delete takes the oldest ones first.
    expect(await pruneFinishedJobs(t.deps.db, { batch: 2, maxBatches: 1 })).toBe(2);
    expect(await left()).not.toContain(oldDone[0]);
    expect(await left()).not.toContain(oldFailure);
    // The runner's housekeeping takes the rest.
    const runner = createJobRunner(t.deps, [], { pollMs: 20 });
    runner.start();
    await expect.poll(left, { timeout: 10_000 }).toEqual([recentDone, recentFailure, scheduledLast, queued]);
    await runner.stop();
  });

  it('streams the user’s job summary: the same snapshot as the polling fallback, on connect', async () => {
    const work = defineJob({
      kind: 'test-streamed',
      payload: shopPayload,
      shopOf: (p) => p.shopId,
      handle: async () => {},
    });
    await enqueue(work, { shopId: shopA, tag: 'waits' });
    const response = await t.call('GET', '/api/jobs/events', { cookie: owner.cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const { event, data } = await readFirstSseEvent(response);
    expect(event).toBe('jobs');
    const streamed = data as { queued: number };
    expect(streamed.queued).toBeGreaterThan(0);
    const polled = await t.call('GET', '/api/jobs/summary', { cookie: owner.cookie });
    expect(await polled.json()).toEqual(streamed);
  });

  it('finds the next daily time in the shop’s time zone, across a DST change', () => {
    // 06:30 in Prague is 05:30 UTC in winter and 04:30 UTC in summer.
    expect(getNextDailyTime('06:30', new Date('2026-01-10T12:00:00Z'), 'Europe/Prague').toISOString()).toBe(
      '2026-01-11T05:30:00.000Z',
    );
    expect(getNextDailyTime('06:30', new Date('2026-03-28T12:00:00Z'), 'Europe/Prague').toISOString()).toBe(
      '2026-03-29T04:30:00.000Z',
    );
    expect(getNextDailyTime('06:30', new Date('2026-03-29T04:00:00Z'), 'Europe/Prague').toISOString()).toBe(
      '2026-03-29T04:30:00.000Z',
    );
  });
});

/** Calls `hold` before a claim of the job runner that found no job returns. */
class HoldEmptyClaims implements KyselyPlugin {
  private readonly claims = new Set<string>();
  constructor(private readonly hold: () => Promise<void>) {}
  transformQuery({ node, queryId }: PluginTransformQueryArgs) {
    if (RawNode.is(node) && node.sqlFragments.join('').includes('FOR UPDATE OF j SKIP LOCKED'))
      this.claims.add(queryId.queryId);
    return node;
  }
  async transformResult({ queryId, result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    if (this.claims.delete(queryId.queryId) && result.rows.length === 0) await this.hold();
    return result;
  }
}
