import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createDb } from '../src/create-db.ts';
import { ConnectionGate } from '../src/pglite-thread/connection-gate.ts';

describe('embedded PGlite in a thread of its own', () => {
  it('keeps the calling thread free while a long statement runs', async () => {
    const { db, close } = await createDb({ dataDir: 'memory://' });
    try {
      let ticks = 0;
      const timer = setInterval(() => ticks++, 10);
      const started = performance.now();
      // A statement that keeps PostgreSQL busy for a while (a cross join counted in full).
      const result = await sql<{ n: string }>`
        SELECT count(*)::text AS n FROM generate_series(1, 1000) a, generate_series(1, 1000) b
        WHERE (a + b) % 7 = 0`.execute(db);
      const elapsed = performance.now() - started;
      clearInterval(timer);
      expect(result.rows[0]!.n).toBe('142858');
      // The timer kept firing: at least a third of the 10 ms ticks the statement lasted.
      expect(ticks).toBeGreaterThanOrEqual(Math.floor(elapsed / 10 / 3));
    } finally {
      await close();
    }
  });

  it('answers rows with their types and errors with PostgreSQL’s fields', async () => {
    const { db, close } = await createDb({ dataDir: 'memory://' });
    try {
      const row = await sql<{ at: Date; n: number; list: number[]; doc: { a: string } }>`
        SELECT timestamptz '2024-12-31 14:05:09+01' AS at, 42::int AS n, ARRAY[1, 2] AS list,
               '{"a":"ž"}'::jsonb AS doc`.execute(db);
      expect(row.rows[0]).toEqual({
        at: new Date('2024-12-31T13:05:09Z'),
        n: 42,
        list: [1, 2],
        doc: { a: 'ž' },
      });
      const failure = await sql`SELECT 1/0`.execute(db).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(Error);
      expect(failure).toMatchObject({ code: '22012', message: 'division by zero' });
      // The session goes on after an error.
      expect((await sql<{ one: number }>`SELECT 1 AS one`.execute(db)).rows).toEqual([{ one: 1 }]);
    } finally {
      await close();
    }
  });

  it('gives the connection to a waiting request before waiting background work', async () => {
    const { db, backgroundDb, close } = await createDb({ dataDir: 'memory://' });
    try {
      const order: string[] = [];
      let releaseFirst!: () => void;
      const firstHeld = new Promise<void>((resolve) => {
        releaseFirst = resolve;
      });
      let holding!: () => void;
      const isHolding = new Promise<void>((resolve) => {
        holding = resolve;
      });
      const first = backgroundDb.transaction().execute(async (trx) => {
        await sql`SELECT 1`.execute(trx);
        holding();
        await firstHeld;
        order.push('background 1');
      });
      await isHolding;
      const queued = [
        backgroundDb.transaction().execute(async (trx) => {
          await sql`SELECT 2`.execute(trx);
          order.push('background 2');
        }),
        db.transaction().execute(async (trx) => {
          await sql`SELECT 3`.execute(trx);
          order.push('request');
        }),
      ];
      await new Promise((resolve) => setTimeout(resolve, 20));
      releaseFirst();
      await Promise.all([first, ...queued]);
      expect(order).toEqual(['background 1', 'request', 'background 2']);
    } finally {
      await close();
    }
  });
});

describe('ConnectionGate', () => {
  it('hands over in lane order, first come first served within a lane', async () => {
    const gate = new ConnectionGate();
    const order: string[] = [];
    const release = await gate.acquire('background');
    const waiters = (['background', 'request', 'background', 'request'] as const).map((lane, index) =>
      gate.acquire(lane).then((next) => {
        order.push(`${lane} ${index}`);
        next();
      }),
    );
    expect(gate.queued).toEqual({ request: 2, background: 2 });
    release();
    release(); // a second release is ignored
    await Promise.all(waiters);
    expect(order).toEqual(['request 1', 'request 3', 'background 0', 'background 2']);
    expect(gate.queued).toEqual({ request: 0, background: 0 });
  });

  it("keeps the connection for a request's next transaction before waiting background work", async () => {
    const gate = new ConnectionGate();
    const order: string[] = [];
    const first = await gate.acquire('request');
    const background = gate.acquire('background').then((next) => {
      order.push('background');
      next();
    });
    // The request's first transaction ends; its next one asks in the same turn of the event loop.
    first();
    const second = gate.acquire('request').then((next) => {
      order.push('request again');
      next();
    });
    await Promise.all([background, second]);
    expect(order).toEqual(['request again', 'background']);
  });

  it('lets a waiter whose signal aborts leave the queue: it never gets the connection', async () => {
    const gate = new ConnectionGate();
    const release = await gate.acquire('background');
    const gone = new AbortController();
    let abandonedRan = false;
    const abandoned = gate.acquire('request', gone.signal).then((next) => {
      abandonedRan = true;
      next();
    });
    const order: string[] = [];
    const waiting = gate.acquire('request').then((next) => {
      order.push('request');
      next();
    });
    expect(gate.queued).toEqual({ request: 2, background: 0 });
    gone.abort(new Error('client gone'));
    await expect(abandoned).rejects.toThrow('client gone');
    expect(gate.queued).toEqual({ request: 1, background: 0 });
    release();
    await waiting;
    expect(order).toEqual(['request']);
    expect(abandonedRan).toBe(false);
    // Aborted before it asks: refused at once, and the free connection stays free.
    await expect(gate.acquire('request', gone.signal)).rejects.toThrow('client gone');
    const next = await gate.acquire('background');
    next();
  });
});
