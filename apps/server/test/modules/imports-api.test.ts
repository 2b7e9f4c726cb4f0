import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Import, ImportList } from '@ziskomer/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestUser } from '../helpers/test-app.ts';
import { createTestApp, TEST_ORIGIN } from '../helpers/test-app.ts';
import { testEngines } from '../helpers/test-db.ts';
import {
  analyse,
  countRows,
  createRunner,
  createShop,
  csv,
  getImport,
  importFile,
  shareShop,
  start,
  upload,
  uploadOk,
} from './imports-test-kit.ts';

const HEADER = ['order_id', 'order_date', 'customer_email', 'order_revenue'];
const rows = (n: number) =>
  Array.from({ length: n }, (_, i) => [`A${i + 1}`, '2.4.2024', `a${i % 50}@example.cz`, '120,50']);

/** A body of `chunks` 64 KB chunks that records how many of them were read. */
function countingBody(chunks: number) {
  const pulled = { count: 0 };
  const chunk = new TextEncoder().encode(`${'x'.repeat(65_535)}\n`);
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (pulled.count === chunks) controller.close();
        else {
          pulled.count++;
          controller.enqueue(chunk);
        }
      },
    },
    // Nothing is produced ahead of a read, so the count is what the server read.
    { highWaterMark: 0 },
  );
  return { stream, pulled };
}

async function readEvents(response: Response): Promise<{ event: string; data: Import; at: number }[]> {
  const events: { event: string; data: Import; at: number }[] = [];
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    buffer += value;
    let end = buffer.indexOf('\n\n');
    while (end !== -1) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (event && data) events.push({ event, data: JSON.parse(data) as Import, at: Date.now() });
      end = buffer.indexOf('\n\n');
    }
  }
  return events;
}

describe.each(testEngines)('imports API on %s', (engine) => {
  let t: TestApp;
  let owner: TestUser;
  let viewer: TestUser;
  let stranger: TestUser;
  let shopId: string;
  let strangerShop: string;

  beforeAll(async () => {
    t = await createTestApp(engine, { importMaxBytes: 256 * 1024 });
    owner = await t.signUp(`api-owner-${engine}@example.cz`, 'Majitel');
    viewer = await t.signUp(`api-viewer-${engine}@example.cz`, 'Čtenář');
    stranger = await t.signUp(`api-stranger-${engine}@example.cz`, 'Cizí');
    shopId = await createShop(t, owner, 'API obchod');
    strangerShop = await createShop(t, stranger, 'Cizí obchod');
    await shareShop(t, owner, shopId, viewer.email, 'viewer');
  });
  afterAll(() => t.close());

  const stagedFiles = () => {
    try {
      return readdirSync(join(t.deps.config.importsDir, shopId));
    } catch {
      return [];
    }
  };

  it('refuses a declared oversized upload with 413 before reading the body', async () => {
    const { stream, pulled } = countingBody(50);
    const response = await upload(t, owner, shopId, stream, {
      headers: { 'content-length': String(50 * 65_536) },
    });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('payload_too_large');
    expect(pulled.count).toBe(0);
    expect(stagedFiles()).toEqual([]);
  });

  it('cuts off an undeclared oversized upload at the limit, reading no further and keeping nothing', async () => {
    const { stream, pulled } = countingBody(50);
    const response = await upload(t, owner, shopId, stream);
    expect(response.status).toBe(413);
    // 256 KB limit: the fifth 64 KB chunk crosses it; the other 45 are never pulled.
    expect(pulled.count).toBeLessThanOrEqual(6);
    expect(stagedFiles()).toEqual([]);
  });

  it('stores an upload on disk and lists it among the recent imports', async () => {
    const created = await uploadOk(t, owner, shopId, csv([HEADER, ...rows(3)]));
    expect(created).toMatchObject({
      status: 'ready',
      fileName: 'objednavky.csv',
      source: 'upload',
      options: null,
    });
    expect(created.progress).toMatchObject({
      current: 0,
      total: csv([HEADER, ...rows(3)]).length,
      percentage: 0,
    });
    expect(stagedFiles()).toEqual([`${created.id}.csv`]);
    const list = await t.call('GET', `/api/shops/${shopId}/imports`, { cookie: viewer.cookie });
    expect(((await list.json()) as ImportList).items.map((i) => i.id)).toContain(created.id);
  });

  it('keeps path parts and control characters out of the file name', async () => {
    const response = await upload(t, owner, shopId, csv([HEADER, ...rows(1)]), {
      fileName: '../../etc/pass\u0007wd.csv',
    });
    expect(((await response.json()) as Import).fileName).toBe('passwd.csv');
  });

  it('accepts a raw body only from our own origin, and a foreign origin never', async () => {
    const foreign = await upload(t, owner, shopId, 'a;b', { headers: { origin: 'https://evil.example' } });
    expect(foreign.status).toBe(403);
    const noOrigin = await t.app.request(`/api/shops/${shopId}/imports`, {
      method: 'POST',
      headers: { cookie: owner.cookie, 'content-type': 'text/csv' },
      body: 'a;b',
    });
    expect(noOrigin.status).toBe(403);
    const plain = await upload(t, owner, shopId, 'a;b', { headers: { 'content-type': 'text/plain' } });
    expect(plain.status).toBe(403);
    const form = await t.app.request(`/api/shops/${shopId}/notifications/read-all`, {
      method: 'POST',
      headers: { cookie: owner.cookie, origin: TEST_ORIGIN, 'content-type': 'text/csv' },
      body: 'a;b',
    });
    expect(form.status).toBe(403);
  });

  it('lets a viewer read imports but not upload, start or cancel; other tenants see nothing', async () => {
    const created = await uploadOk(t, owner, shopId, csv([HEADER, ...rows(2)]));
    expect((await upload(t, viewer, shopId, 'a;b')).status).toBe(403);
    const analysis = await analyse(t, owner, shopId, created.id);
    expect((await start(t, viewer, shopId, created.id, analysis.options)).status).toBe(403);
    expect(
      (await t.call('POST', `/api/shops/${shopId}/imports/${created.id}/cancel`, { cookie: viewer.cookie }))
        .status,
    ).toBe(403);
    expect(
      (await t.call('GET', `/api/shops/${shopId}/imports/${created.id}`, { cookie: viewer.cookie })).status,
    ).toBe(200);

    for (const path of [
      `/api/shops/${shopId}/imports/${created.id}`,
      `/api/shops/${shopId}/imports/${created.id}/analysis`,
      `/api/shops/${shopId}/imports/${created.id}/errors.csv`,
    ]) {
      expect((await t.call('GET', path, { cookie: stranger.cookie })).status, path).toBe(404);
    }
    expect((await upload(t, stranger, shopId, 'a;b')).status).toBe(404);
    // The stranger's own shop with this shop's import id: not found either.
    expect(
      (await t.call('GET', `/api/shops/${strangerShop}/imports/${created.id}`, { cookie: stranger.cookie }))
        .status,
    ).toBe(404);
    expect((await t.call('GET', `/api/shops/${shopId}/imports`, {})).status).toBe(401);
  });

  it('starts only a ready import, and only once', async () => {
    const created = await uploadOk(t, owner, shopId, csv([HEADER, ...rows(2)]));
    const analysis = await analyse(t, owner, shopId, created.id);
    expect((await start(t, owner, shopId, created.id, analysis.options)).status).toBe(202);
    const again = await start(t, owner, shopId, created.id, analysis.options);
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: { code: string } }).error.code).toBe('import_not_ready');
    await createRunner(t).runUntilIdle();
    expect((await getImport(t, owner, shopId, created.id)).status).toBe('completed');
    expect(stagedFiles()).not.toContain(`${created.id}.csv`);
  });

  it('cancels between batches: committed batches stay, the rest is never written', async () => {
    const body = csv([HEADER, ...rows(50)]);
    const created = await uploadOk(t, owner, shopId, body);
    const analysis = await analyse(t, owner, shopId, created.id);
    expect((await start(t, owner, shopId, created.id, analysis.options)).status).toBe(202);
    const before = await countRows(t, shopId, 'orders');
    let cancelled: Response | null = null;
    await createRunner(t, {
      batchOrders: 10,
      // The cancel arrives after the second batch committed, before the third is written.
      afterBatch: async (batch) => {
        if (batch === 2) {
          cancelled = await t.call('POST', `/api/shops/${shopId}/imports/${created.id}/cancel`, {
            cookie: owner.cookie,
          });
        }
      },
    }).runUntilIdle();
    expect((cancelled as Response | null)?.status).toBe(200);
    const done = await getImport(t, owner, shopId, created.id);
    expect(done.status).toBe('cancelled');
    expect(done.counts.orders).toBeGreaterThanOrEqual(20);
    expect(done.counts.orders).toBeLessThan(50);
    expect((await countRows(t, shopId, 'orders')) - before).toBeLessThanOrEqual(done.counts.orders);
    expect(stagedFiles()).not.toContain(`${created.id}.csv`);
    const late = await t.call('POST', `/api/shops/${shopId}/imports/${created.id}/cancel`, {
      cookie: owner.cookie,
    });
    expect(late.status).toBe(409);
  });

  it('streams progress as Server-Sent Events at most 2 s apart, ending with the final state', async () => {
    const body = csv([HEADER, ...rows(1500).map((r, i) => [`E${i}`, ...r.slice(1)])]);
    const created = await uploadOk(t, owner, shopId, body);
    const analysis = await analyse(t, owner, shopId, created.id);
    expect((await start(t, owner, shopId, created.id, analysis.options)).status).toBe(202);

    const response = await t.call('GET', `/api/shops/${shopId}/imports/${created.id}/events`, {
      cookie: viewer.cookie,
    });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const runner = createRunner(t, { batchOrders: 100 });
    const begun = Date.now();
    runner.start();
    const events = await readEvents(response);
    await runner.stop();

    const last = events.at(-1)!;
    expect(last.event).toBe('done');
    expect(last.data).toMatchObject({
      status: 'completed',
      counts: { inserted: 1500 },
      progress: { percentage: 100 },
    });
    expect(events.filter((e) => e.event === 'done')).toHaveLength(1);
    let previous = begun;
    for (const event of events) {
      expect(event.at - previous).toBeLessThanOrEqual(2500);
      previous = event.at;
    }
    for (const series of [
      events.map((e) => e.data.progress.recordsProcessed),
      events.map((e) => e.data.progress.current),
      events.map((e) => e.data.progress.percentage),
    ]) {
      expect(series).toEqual([...series].sort((a, b) => a - b));
    }
  });

  it('reports a staged file that has disappeared instead of failing', async () => {
    const created = await uploadOk(t, owner, shopId, csv([HEADER, ...rows(2)]));
    const analysis = await analyse(t, owner, shopId, created.id);
    expect((await start(t, owner, shopId, created.id, analysis.options)).status).toBe(202);
    rmSync(join(t.deps.config.importsDir, shopId, `${created.id}.csv`));
    await createRunner(t).runUntilIdle();
    const failed = await getImport(t, owner, shopId, created.id);
    expect(failed).toMatchObject({ status: 'failed', error: { code: 'file_missing' } });
    expect(failed.error?.message).toBe('Nahraný soubor už na serveru není. Nahrajte ho prosím znovu.');

    const another = await uploadOk(t, owner, shopId, csv([HEADER, ...rows(2)]));
    rmSync(join(t.deps.config.importsDir, shopId, `${another.id}.csv`));
    const missing = await analyse(t, owner, shopId, another.id);
    expect(missing).toMatchObject({ canStart: false, problems: [{ code: 'file_missing' }] });
  });

  it('finishes an import started with `reject` when every row is valid', async () => {
    const done = await importFile(
      t,
      owner,
      shopId,
      csv([HEADER, ...rows(5).map((r, i) => [`R${i}`, ...r.slice(1)])]),
      {
        start: { invalidRowPolicy: 'reject' },
      },
    );
    expect(done).toMatchObject({
      status: 'completed',
      counts: { inserted: 5, rejected: 0 },
      progress: { percentage: 100 },
    });
  });
});
