import type {
  ImportList,
  ImportRun,
  ImportRunList,
  ImportSchedule,
  ImportScheduleList,
} from '@ziskomer/contracts';
import { withScope } from '@ziskomer/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppJobRunner } from '../../src/jobs/create-app-job-runner.ts';
import type { JobRunner } from '../../src/jobs/job-runner.ts';
import { isPublicAddress } from '../../src/lib/guarded-fetch/is-public-address.ts';
import { type FakeFileServer, startFakeFileServer } from '../fakes/fake-file-server.ts';
import { readFirstSseEvent } from '../helpers/read-sse-event.ts';
import type { TestApp, TestUser } from '../helpers/test-app.ts';
import { createTestApp } from '../helpers/test-app.ts';
import { testEngines } from '../helpers/test-db.ts';
import { countRows, createRunner, createShop, csv, shareShop } from './imports-test-kit.ts';

/**
 * Scheduled imports end to end: the schedule API, the job runner downloading from a local fake
 * server through the guarded client (127.0.0.1 is allowed for the fake server, and nothing else),
 * the same analyse → start → run path as the wizard, and the runs list and event stream.
 */

const ORDERS = csv([
  ['order_id', 'order_date', 'customer_email', 'order_revenue'],
  ['S-1', '2.4.2024', 'jana@example.cz', '1 234,50'],
  ['S-2', '3.4.2024', 'petr@example.cz', '99,00'],
  ['S-3', '4.4.2024', 'jana@example.cz', '450,00'],
]);

describe.each(testEngines)('import schedules on %s', (engine) => {
  let t: TestApp;
  let files: FakeFileServer;
  let owner: TestUser;
  let viewer: TestUser;
  let shopId: string;
  let scheduler: JobRunner;

  const base = () => `/api/shops/${shopId}/import-schedules`;
  const as = (user: TestUser, extra: { body?: unknown; headers?: Record<string, string> } = {}) => ({
    cookie: user.cookie,
    ...extra,
  });

  async function createSchedule(body: Record<string, unknown>): Promise<ImportSchedule> {
    const response = await t.call('POST', base(), as(owner, { body: { frequency: 'daily', ...body } }));
    expect(response.status, await response.clone().text()).toBe(201);
    return (await response.json()) as ImportSchedule;
  }

  async function runNow(scheduleId: string): Promise<ImportRun> {
    const response = await t.call('POST', `${base()}/${scheduleId}/run`, as(owner));
    expect(response.status, await response.clone().text()).toBe(202);
    return (await response.json()) as ImportRun;
  }

  async function listRuns(language = 'cs'): Promise<ImportRun[]> {
    const response = await t.call(
      'GET',
      `/api/shops/${shopId}/import-runs`,
      as(owner, { headers: { 'accept-language': language } }),
    );
    expect(response.status).toBe(200);
    return ((await response.json()) as ImportRunList).items;
  }

  async function getRun(runId: string, language = 'cs'): Promise<ImportRun> {
    const run = (await listRuns(language)).find((item) => item.id === runId);
    expect(run).toBeDefined();
    return run!;
  }

  /** The runner's pass: due schedules become jobs, each run downloads and imports its file. */
  async function runEverything() {
    await scheduler.runUntilIdle();
  }

  beforeAll(async () => {
    t = await createTestApp(engine);
    // The strict rule, plus the fake server's address for these tests.
    t.deps.outboundPolicy = {
      isAddressAllowed: (address) => address === '127.0.0.1' || isPublicAddress(address),
    };
    files = await startFakeFileServer();
    files.setFile('/export/objednavky.csv', ORDERS);
    files.setFile(
      '/export/cizi-sloupce.csv',
      csv([
        ['foo', 'bar'],
        ['1', '2'],
      ]),
    );
    owner = await t.signUp(`schedules-owner-${engine}@example.cz`, 'Eva Plánovačka');
    viewer = await t.signUp(`schedules-viewer-${engine}@example.cz`, 'Petr Divák');
    shopId = await createShop(t, owner, 'Plánovaný obchod');
    await shareShop(t, owner, shopId, viewer.email, 'viewer');
    scheduler = createRunner(t);
  });
  afterAll(async () => {
    await scheduler.stop();
    await files.close();
    await t.close();
  });

  it('creates, lists, changes and deletes a schedule', async () => {
    const before = Date.now();
    const created = await createSchedule({
      name: '  Objednávky ze Shoptetu ',
      url: `${files.origin}/export/objednavky.csv`,
      frequency: 'hourly',
      options: { delimiter: ';', invalidRowPolicy: 'skip' },
    });
    expect(created).toMatchObject({
      shopId,
      name: 'Objednávky ze Shoptetu',
      url: `${files.origin}/export/objednavky.csv`,
      frequency: 'hourly',
      isActive: true,
      options: { delimiter: ';', invalidRowPolicy: 'skip' },
      lastRun: null,
      createdBy: owner.id,
    });
    expect(new Date(created.nextRunAt).getTime()).toBeGreaterThanOrEqual(before - 1000);

    const listed = await t.call('GET', base(), as(viewer));
    expect(listed.status).toBe(200);
    expect(((await listed.json()) as ImportScheduleList).items.map((item) => item.id)).toContain(created.id);

    const patched = await t.call(
      'PATCH',
      `${base()}/${created.id}`,
      as(owner, { body: { name: 'Týdenní export', frequency: 'weekly', isActive: false } }),
    );
    expect(patched.status, await patched.clone().text()).toBe(200);
    expect(await patched.json()).toMatchObject({
      name: 'Týdenní export',
      frequency: 'weekly',
      isActive: false,
    });

    expect(
      (await t.call('PATCH', `${base()}/${created.id}`, as(viewer, { body: { name: 'X' } }))).status,
    ).toBe(403);
    expect((await t.call('DELETE', `${base()}/${created.id}`, as(viewer))).status).toBe(403);

    expect((await t.call('DELETE', `${base()}/${created.id}`, as(owner))).status).toBe(204);
    expect((await t.call('DELETE', `${base()}/${created.id}`, as(owner))).status).toBe(404);
    const after = (await (await t.call('GET', base(), as(owner))).json()) as ImportScheduleList;
    expect(after.items.map((item) => item.id)).not.toContain(created.id);
  });

  it('validates the input', async () => {
    for (const body of [
      { name: '', url: `${files.origin}/a.csv`, frequency: 'daily' },
      { name: 'A', url: `${files.origin}/a.csv`, frequency: 'monthly' },
      { name: 'A', url: `${files.origin}/a.csv`, frequency: 'daily', shopId: 'x' },
      { name: 'A', url: `${files.origin}/a.csv`, frequency: 'daily', options: { mapping: {} } },
      { name: 'A', frequency: 'daily' },
    ]) {
      const response = await t.call('POST', base(), as(owner, { body }));
      expect(response.status, JSON.stringify(body)).toBe(422);
    }
  });

  it.each([
    ['http://169.254.169.254/latest/meta-data/', 'address_blocked'],
    ['http://10.0.0.1/orders.csv', 'address_blocked'],
    ['http://167772161/orders.csv', 'address_blocked'],
    ['http://[::ffff:10.0.0.1]/orders.csv', 'address_blocked'],
    ['http://localhost:3000/orders.csv', 'address_blocked'],
    ['ftp://example.cz/orders.csv', 'url_scheme'],
    ['http://eva:heslo@127.0.0.1/orders.csv', 'url_credentials'],
    ['objednavky.csv', 'url_invalid'],
  ])('refuses %s at save time (422 %s)', async (url, code) => {
    const count = async () =>
      ((await (await t.call('GET', base(), as(owner))).json()) as ImportScheduleList).items.length;
    const before = await count();
    const response = await t.call(
      'POST',
      base(),
      as(owner, { body: { name: 'Zakázaný', url, frequency: 'daily' } }),
    );
    expect(response.status).toBe(422);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe(code);
    expect(body.error.message.length).toBeGreaterThan(10);
    expect(await count()).toBe(before);
  });

  it('refuses a blocked URL when a schedule is changed', async () => {
    const created = await createSchedule({ name: 'Měněný', url: `${files.origin}/export/objednavky.csv` });
    const response = await t.call(
      'PATCH',
      `${base()}/${created.id}`,
      as(owner, { body: { url: 'http://169.254.169.254/latest/meta-data/' } }),
    );
    expect(response.status).toBe(422);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('address_blocked');
    const list = (await (await t.call('GET', base(), as(owner))).json()) as ImportScheduleList;
    expect(list.items.find((item) => item.id === created.id)?.url).toBe(
      `${files.origin}/export/objednavky.csv`,
    );

    // An unchanged URL is not checked again: a schedule whose host no longer resolves can still
    // be renamed (and no lookup is made).
    const stale = 'https://neexistujici-domena.invalid/export.csv';
    await withScope(t.deps.db, { userId: null, shopId }, (trx) =>
      trx
        .updateTable('import_schedules')
        .set({ url: stale })
        .where('shop_id', '=', shopId)
        .where('id', '=', created.id)
        .execute(),
    );
    const policy = t.deps.outboundPolicy;
    t.deps.outboundPolicy = { ...policy, lookup: () => Promise.reject(new Error('no lookup expected')) };
    try {
      const renamed = await t.call(
        'PATCH',
        `${base()}/${created.id}`,
        as(owner, { body: { name: 'Přejmenovaný', url: stale } }),
      );
      expect(renamed.status, await renamed.clone().text()).toBe(200);
      expect(await renamed.json()).toMatchObject({ name: 'Přejmenovaný', url: stale });
    } finally {
      t.deps.outboundPolicy = policy;
    }
    await t.call('DELETE', `${base()}/${created.id}`, as(owner));
  });

  it('runs a schedule now: downloads, imports the orders and completes the run', async () => {
    const schedule = await createSchedule({
      name: 'Ruční spuštění',
      url: `${files.origin}/export/objednavky.csv`,
      isActive: false,
    });
    const requestsBefore = files.requests.length;
    const queued = await runNow(schedule.id);
    expect(queued).toMatchObject({
      scheduleId: schedule.id,
      scheduleName: 'Ruční spuštění',
      status: 'pending',
      target: 'orders',
      userId: owner.id,
      importId: null,
    });
    // One run of a schedule at a time.
    const again = await t.call('POST', `${base()}/${schedule.id}/run`, as(owner));
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: { code: string } }).error.code).toBe('import_run_active');
    expect((await t.call('POST', `${base()}/${schedule.id}/run`, as(viewer))).status).toBe(403);

    await runEverything();
    expect(files.requests.slice(requestsBefore).map((request) => request.path)).toEqual([
      '/export/objednavky.csv',
    ]);
    const finished = await getRun(queued.id);
    expect(finished.importId).not.toBeNull();
    expect(finished).toMatchObject({ status: 'completed', error: null });
    expect(finished.counts).toMatchObject({ orders: 3, inserted: 3, rejected: 0 });
    expect(finished.finishedAt).not.toBeNull();
    const shop = (await (await t.call('GET', `/api/shops/${shopId}`, as(owner))).json()) as {
      storeDomain: string;
    };
    expect(finished.storeDomain).toBe(shop.storeDomain);
    expect(await countRows(t, shopId, 'orders')).toBe(3);

    // The import went through the same pipeline as an upload, marked as scheduled.
    const imports = (await (
      await t.call('GET', `/api/shops/${shopId}/imports`, as(owner))
    ).json()) as ImportList;
    const imported = imports.items.find((item) => item.id === finished.importId);
    expect(imported).toMatchObject({ source: 'schedule', fileName: 'objednavky.csv', status: 'completed' });

    // Running it again changes nothing (the import is idempotent).
    const second = await runNow(schedule.id);
    await runEverything();
    expect((await getRun(second.id)).counts).toMatchObject({ orders: 3, inserted: 0, unchanged: 3 });
    expect(await countRows(t, shopId, 'orders')).toBe(3);

    const list = (await (await t.call('GET', base(), as(owner))).json()) as ImportScheduleList;
    expect(list.items.find((item) => item.id === schedule.id)?.lastRun?.id).toBe(second.id);
  });

  it('queues due schedules, once, and moves them to their next time', async () => {
    const schedule = await createSchedule({
      name: 'Každou hodinu',
      url: `${files.origin}/export/objednavky.csv`,
      frequency: 'hourly',
    });
    const requestsBefore = files.requests.length;
    // Two runners at once (two servers): each due run happens once.
    const other = createRunner(t);
    await Promise.all([scheduler.runUntilIdle(), other.runUntilIdle()]);
    await scheduler.runUntilIdle();
    const runs = (await listRuns()).filter((run) => run.scheduleId === schedule.id);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ status: 'completed', userId: owner.id });
    expect(files.requests.length - requestsBefore).toBe(1);

    const list = (await (await t.call('GET', base(), as(owner))).json()) as ImportScheduleList;
    const moved = list.items.find((item) => item.id === schedule.id)!;
    expect(new Date(moved.nextRunAt).getTime()).toBeGreaterThan(Date.now() + 55 * 60 * 1000);
    // Not due any more: a further pass queues nothing.
    await scheduler.runUntilIdle();
    expect((await listRuns()).filter((run) => run.scheduleId === schedule.id)).toHaveLength(1);
    await t.call('PATCH', `${base()}/${schedule.id}`, as(owner, { body: { isActive: false } }));
  });

  it('refuses a blocked address at run time too, without sending anything', async () => {
    const schedule = await createSchedule({
      name: 'Podvržený',
      url: `${files.origin}/export/objednavky.csv`,
      isActive: false,
    });
    // The stored URL changed behind the API's back (or its name now resolves inside).
    for (const url of ['http://10.0.0.1/orders.csv', 'http://169.254.169.254/latest/meta-data/']) {
      await withScope(t.deps.db, { userId: null, shopId }, (trx) =>
        trx
          .updateTable('import_schedules')
          .set({ url })
          .where('shop_id', '=', shopId)
          .where('id', '=', schedule.id)
          .execute(),
      );
      const run = await runNow(schedule.id);
      await runEverything();
      const failed = await getRun(run.id);
      expect(failed.status).toBe('failed');
      expect(failed.error?.code).toBe('address_blocked');
      expect(failed.error?.message).toContain('vnitřní nebo vyhrazené sítě');
      expect(failed.importId).toBeNull();
    }
  });

  it('refuses a redirect to the metadata address', async () => {
    const target = encodeURIComponent('http://169.254.169.254/latest/meta-data/iam/');
    const schedule = await createSchedule({
      name: 'Přesměrovaný',
      url: `${files.origin}/redirect?to=${target}`,
      isActive: false,
    });
    const run = await runNow(schedule.id);
    await runEverything();
    const failed = await getRun(run.id, 'en');
    expect(failed.status).toBe('failed');
    expect(failed.error).toMatchObject({ code: 'address_blocked' });
    expect(failed.error?.message).toContain('internal or reserved network');
  });

  it('fails a run whose download fails, saying why', async () => {
    const schedule = await createSchedule({
      name: 'Chybějící soubor',
      url: `${files.origin}/status/404`,
      isActive: false,
    });
    const run = await runNow(schedule.id);
    await runEverything();
    const failed = await getRun(run.id);
    expect(failed).toMatchObject({ status: 'failed', importId: null });
    expect(failed.error?.code).toBe('http_status');
    expect(failed.error?.message).toContain('HTTP 404');
    expect((await getRun(run.id, 'en')).error?.message).toContain('HTTP error 404');
  });

  it('fails a run whose columns cannot be mapped automatically, naming what is missing', async () => {
    const schedule = await createSchedule({
      name: 'Cizí sloupce',
      url: `${files.origin}/export/cizi-sloupce.csv`,
      isActive: false,
    });
    const run = await runNow(schedule.id);
    await runEverything();
    const failed = await getRun(run.id);
    expect(failed.status).toBe('failed');
    expect(failed.error?.code).toBe('mapping_failed');
    expect(failed.error?.message).toContain('číslo objednávky, datum objednávky, částka objednávky');
    expect((await getRun(run.id, 'en')).error?.message).toContain('order number, order date, order amount');
  });

  it('cuts off a download past the import size limit', async () => {
    const limit = t.deps.config.importMaxBytes;
    t.deps.config.importMaxBytes = 64 * 1024;
    try {
      const schedule = await createSchedule({
        name: 'Velký soubor',
        url: `${files.origin}/big?bytes=${1024 * 1024}`,
        isActive: false,
      });
      const run = await runNow(schedule.id);
      await runEverything();
      const failed = await getRun(run.id);
      expect(failed).toMatchObject({ status: 'failed', importId: null, error: { code: 'too_large' } });
      expect(failed.error?.message).toContain('64 kB');
    } finally {
      t.deps.config.importMaxBytes = limit;
    }
  });

  it("fails a scheduled run when its author is no longer the shop's admin", async () => {
    const admin = await t.signUp(`schedules-admin-${engine}@example.cz`, 'Dana Správcová');
    await shareShop(t, owner, shopId, admin.email, 'admin');
    const created = await t.call(
      'POST',
      base(),
      as(admin, {
        body: { name: 'Správcův plán', url: `${files.origin}/export/objednavky.csv`, frequency: 'daily' },
      }),
    );
    expect(created.status).toBe(201);
    const schedule = (await created.json()) as ImportSchedule;
    const access = (await (await t.call('GET', `/api/shops/${shopId}/access`, as(owner))).json()) as {
      items: { id: string; userId: string }[];
    };
    const row = access.items.find((item) => item.userId === admin.id)!;
    expect((await t.call('DELETE', `/api/shops/${shopId}/access/${row.id}`, as(owner))).status).toBe(204);

    const requestsBefore = files.requests.length;
    await runEverything();
    const run = (await listRuns()).find((item) => item.scheduleId === schedule.id)!;
    expect(run).toMatchObject({ status: 'failed', userId: admin.id, error: { code: 'access_lost' } });
    expect(files.requests.length).toBe(requestsBefore);
    await t.call('DELETE', `${base()}/${schedule.id}`, as(owner));
  });

  it('runs in the background once started, and puts an unfinished download back when stopped', async () => {
    const schedule = await createSchedule({
      name: 'Na pozadí',
      url: `${files.origin}/export/objednavky.csv`,
      isActive: false,
    });
    const background = createAppJobRunner(t.deps, { pollMs: 20 });
    background.start();
    try {
      const run = await runNow(schedule.id);
      // Downloaded and imported by the background runner.
      await expect.poll(async () => (await getRun(run.id)).status, { timeout: 60_000 }).toBe('completed');
      expect((await getRun(run.id)).importId).not.toBeNull();
    } finally {
      await background.stop();
    }

    // A download still going when the runner stops: the run waits again for the next server.
    const slow = await createSchedule({ name: 'Nekonečný', url: `${files.origin}/trickle`, isActive: false });
    const stopping = createAppJobRunner(t.deps, { pollMs: 20 });
    stopping.start();
    const run = await runNow(slow.id);
    await expect
      .poll(async () => files.requests.some((request) => request.path === '/trickle'), { timeout: 10_000 })
      .toBe(true);
    await stopping.stop();
    expect(await getRun(run.id)).toMatchObject({ status: 'pending', startedAt: null });
    await t.call('DELETE', `${base()}/${slow.id}`, as(owner));
  });

  it('survives a crash in the middle of a run: one run, one import, every order once', async () => {
    // Whatever earlier tests left queued runs first, so the crash below hits this run's import.
    await runEverything();
    const rows = Array.from({ length: 5 }, (_, i) => [
      `C-${i + 1}`,
      '5.4.2024',
      `c${i}@example.cz`,
      '100,00',
    ]);
    files.setFile(
      '/export/pad.csv',
      csv([['order_id', 'order_date', 'customer_email', 'order_revenue'], ...rows]),
    );
    const schedule = await createSchedule({
      name: 'Pád',
      url: `${files.origin}/export/pad.csv`,
      isActive: false,
    });
    const run = await runNow(schedule.id);
    // The first runner dies right after the run's import committed its second batch (like kill -9).
    const crashing: JobRunner = createRunner(t, {
      batchOrders: 1,
      leaseMs: 600,
      afterBatch: (batch) => {
        if (batch === 2) crashing.kill();
      },
    });
    await crashing.runUntilIdle();
    expect(await getRun(run.id)).toMatchObject({ status: 'running' });
    // Another runner takes the job over once the dead one's lease ran out, and continues the import.
    await new Promise((resolve) => setTimeout(resolve, 900));
    await createRunner(t, { batchOrders: 1 }).runUntilIdle();
    const finished = await getRun(run.id);
    expect(finished).toMatchObject({ status: 'completed', error: null });
    expect(finished.counts).toMatchObject({ orders: 5, inserted: 5, duplicates: 0, unchanged: 0 });
    expect((await listRuns()).filter((item) => item.scheduleId === schedule.id)).toHaveLength(1);
    const imports = (await (
      await t.call('GET', `/api/shops/${shopId}/imports`, as(owner))
    ).json()) as ImportList;
    expect(imports.items.filter((item) => item.fileName === 'pad.csv')).toHaveLength(1);
    expect(files.requests.filter((request) => request.path === '/export/pad.csv')).toHaveLength(1);
    const stored = await withScope(t.deps.db, { userId: null, shopId }, (trx) =>
      trx.selectFrom('orders').select('order_id').where('order_id', 'like', 'C-%').execute(),
    );
    expect(stored.map((row) => row.order_id).sort()).toEqual(['C-1', 'C-2', 'C-3', 'C-4', 'C-5']);
    await t.call('DELETE', `${base()}/${schedule.id}`, as(owner));
  });

  it('streams the user’s runs: a snapshot on connect', async () => {
    const response = await t.call('GET', '/api/import-runs/events', as(owner));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const { event, data: snapshot } = await readFirstSseEvent(response);
    expect(event).toBe('runs');
    const data = snapshot as { items: ImportRun[] };
    const mine = (await listRuns()).filter((run) => run.userId === owner.id);
    expect(data.items.length).toBeGreaterThan(0);
    expect(data.items.map((run) => run.id)).toEqual(mine.slice(0, data.items.length).map((run) => run.id));
    expect(data.items[0]).toMatchObject({ shopId, target: 'orders' });
    // The polling fallback answers the same list.
    const polled = await t.call('GET', '/api/import-runs', as(owner));
    expect(polled.status).toBe(200);
    expect(((await polled.json()) as ImportRunList).items).toEqual(data.items);

    // Runs are the user's own: the viewer started none.
    const viewerStream = await t.call('GET', '/api/import-runs/events', as(viewer));
    const viewerReader = viewerStream.body!.pipeThrough(new TextDecoderStream()).getReader();
    const first = await viewerReader.read();
    await viewerReader.cancel();
    expect(first.value).toContain('"items":[]');
    expect((await t.call('GET', '/api/import-runs/events')).status).toBe(401);
    expect((await t.call('GET', '/api/import-runs/events?lang=de', as(owner))).status).toBe(422);
  });
});
