import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { testEngines } from '../helpers/test-db.ts';

describe.each(testEngines)('health and API basics on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  it('reports status, engine and version', async () => {
    const response = await t.call('GET', '/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', db: engine, version: 'test', issues: [] });
  });

  it('says degraded with the reason while requests wait for a connection, cookie or not, without a session lookup', async () => {
    const getSession = () => {
      throw new Error('the health probe must not look a session up');
    };
    const busy = createApp({
      ...t.deps,
      requestWaitMs: () => 5_000,
      auth: { ...t.deps.auth, api: { ...t.deps.auth.api, getSession } } as unknown as typeof t.deps.auth,
    });
    const response = await busy.request('/api/health', {
      headers: { cookie: 'ziskomer.session_token=whatever' },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: 'degraded',
      db: engine,
      version: 'test',
      issues: [{ code: 'db_pool_waiting', seconds: 5 }],
    });
  });

  it("keeps PGlite's page cache small; a PostgreSQL server keeps its own setting", async () => {
    const { rows } = await sql<{ shared_buffers: string }>`SHOW shared_buffers`.execute(t.deps.db);
    if (engine === 'pglite') expect(rows[0]?.shared_buffers).toBe('32MB');
    else expect(rows[0]?.shared_buffers).toMatch(/^\d+(kB|MB|GB)$/);
  });

  it('serves the OpenAPI document', async () => {
    const response = await t.call('GET', '/api/openapi.json');
    const doc = (await response.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths['/api/health']).toBeDefined();
  });

  it('answers unknown API paths with a coded 404 in the caller language', async () => {
    const cs = await t.call('GET', '/api/nothing-here');
    expect(cs.status).toBe(404);
    expect(await cs.json()).toEqual({
      error: { code: 'not_found', message: 'Požadovaná položka nebyla nalezena.' },
    });
    const en = await t.call('GET', '/api/nothing-here', { headers: { 'accept-language': 'en-GB,en;q=0.9' } });
    expect(((await en.json()) as { error: { message: string } }).error.message).toBe(
      'The item was not found.',
    );
  });

  it('signs up, verifies by e-mail and signs in', async () => {
    const user = await t.signUp('jana@example.cz', 'Jana Nováková');
    expect(user.cookie).toContain('ziskomer.session_token=');
    const session = await t.call('GET', '/api/auth/get-session', { cookie: user.cookie });
    expect(((await session.json()) as { user: { email: string } }).user.email).toBe('jana@example.cz');
  });
});
