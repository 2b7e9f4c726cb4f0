import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { orderRoutes, reportRoutes, taskRoutes } from '@ziskomer/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiUrl, callApi } from './api.ts';

type Call = { url: string; init: RequestInit };

/** Replaces fetch with one answer, and records what was sent. */
function answer(status: number, body: unknown): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(status === 204 ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return calls;
}

const task = {
  id: '0b6c3f2e-6a43-4c1f-9d2a-6f5f7c7e1a11',
  shopId: 's1',
  title: 'Zkontrolovat marže',
  description: null,
  category: 'other',
  priority: 'medium',
  status: 'todo',
  dueDate: null,
  sourceUrl: null,
  createdBy: null,
  createdAt: '2024-12-31T10:00:00.000Z',
  updatedAt: '2024-12-31T10:00:00.000Z',
};

beforeEach(() => {
  // A mismatched answer is reported on the console as well; the tests read the error instead.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('callApi', () => {
  it('calls the path, method and body of the route’s contract, with the language of the UI', async () => {
    const calls = answer(201, task);
    await callApi(taskRoutes.createTask, {
      params: { shopId: 's 1' },
      body: { title: 'Zkontrolovat marže' },
    }).catch(() => undefined);
    expect(calls[0]!.url).toBe('/api/shops/s%201/tasks');
    expect(calls[0]!.init.method).toBe('POST');
    expect(JSON.parse(calls[0]!.init.body as string)).toEqual({ title: 'Zkontrolovat marže' });
    expect((calls[0]!.init.headers as Record<string, string>)['accept-language']).toMatch(/^(cs|en)$/);
    expect(calls[0]!.init.credentials).toBe('same-origin');
  });

  it('turns the coded error body into an ApiError with its code, status and details', async () => {
    answer(404, { error: { code: 'not_found', message: 'Nenalezeno', details: { id: 'x' } } });
    const failure = await callApi(orderRoutes.getOrder, { params: { shopId: 's1', orderId: 'x' } }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      code: 'not_found',
      status: 404,
      message: 'Nenalezeno',
      details: { id: 'x' },
    });
  });

  it('answers nothing for 204', async () => {
    answer(204, null);
    await expect(
      callApi(taskRoutes.deleteTask, { params: { shopId: 's1', taskId: 't1' } }),
    ).resolves.toBeUndefined();
  });

  it('refuses, in development, an answer that does not match the route’s response schema', async () => {
    expect(import.meta.env.DEV).toBe(true);
    answer(200, { items: 'not a list' });
    const failure = await callApi(taskRoutes.listTasks, { params: { shopId: 's1' } }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ code: 'internal', message: expect.stringContaining('listTasks') });
  });

  it('sends a report’s query and reads its answer through the report’s contract', async () => {
    const calls = answer(500, { error: { code: 'internal', message: 'x' } });
    await callApi(reportRoutes.orders.shop, {
      params: { shopId: 's1' },
      query: { period: '7d', compare: 'true' },
    }).catch(() => undefined);
    expect(calls[0]!.url).toBe('/api/shops/s1/analytics/orders?period=7d&compare=true');
  });
});

describe('apiUrl', () => {
  it('builds links and downloads from the contract, leaving out empty query values', () => {
    expect(
      apiUrl(orderRoutes.exportOrdersCsv, {
        params: { shopId: 'a/b' },
        query: new URLSearchParams('q=káva'),
      }),
    ).toBe('/api/shops/a%2Fb/orders.csv?q=k%C3%A1va');
    expect(apiUrl(taskRoutes.listTasks, { params: { shopId: 's1' }, query: { status: undefined } })).toBe(
      '/api/shops/s1/tasks',
    );
  });
});

describe('the web app', () => {
  it('writes no /api/ path by hand: every call and link comes from a route contract', () => {
    const root = join(import.meta.dirname, '..');
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (/\.tsx?$/.test(entry.name) && !entry.name.includes('.test.')) {
          const lines = readFileSync(path, 'utf8').split('\n');
          lines.forEach((line, index) => {
            if (/\/api\//.test(line)) offenders.push(`${relative(root, path)}:${index + 1}: ${line.trim()}`);
          });
        }
      }
    };
    walk(root);
    expect(offenders).toEqual([]);
  });
});
