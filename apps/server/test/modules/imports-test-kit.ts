import type {
  Import,
  ImportAnalysis,
  ImportKind,
  ImportOptionsInput,
  ImportProblem,
} from '@ziskomer/contracts';
import { expect } from 'vitest';
import { createAppJobRunner } from '../../src/jobs/create-app-job-runner.ts';
import type { ImportJobOptions } from '../../src/modules/imports/run-import.ts';
import { TEST_ORIGIN, type TestApp, type TestUser } from '../helpers/test-app.ts';

/** Test helpers for order imports: a shop, uploads, the wizard's calls and a job runner. */

export interface ShopFixture {
  owner: TestUser;
  shopId: string;
}

export async function createShop(t: TestApp, owner: TestUser, name = 'Kávovar'): Promise<string> {
  const response = await t.call('POST', '/api/shops', {
    cookie: owner.cookie,
    body: { name, domain: `${name.toLowerCase().replace(/\W/g, '')}-${Date.now()}.cz` },
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

export async function shareShop(
  t: TestApp,
  owner: TestUser,
  shopId: string,
  email: string,
  role: 'viewer' | 'admin',
) {
  const response = await t.call('POST', `/api/shops/${shopId}/access`, {
    cookie: owner.cookie,
    body: { email, role },
  });
  expect(response.status, await response.clone().text()).toBe(201);
}

export function upload(
  t: TestApp,
  user: TestUser,
  shopId: string,
  body: Uint8Array | string | ReadableStream<Uint8Array>,
  options: { fileName?: string; headers?: Record<string, string>; kind?: ImportKind } = {},
): Promise<Response> {
  const init: RequestInit & { duplex?: 'half' } = {
    method: 'POST',
    headers: { origin: TEST_ORIGIN, cookie: user.cookie, 'content-type': 'text/csv', ...options.headers },
    body: body as BodyInit,
  };
  if (body instanceof ReadableStream) init.duplex = 'half';
  const kind = options.kind ? `&kind=${options.kind}` : '';
  const query = `?fileName=${encodeURIComponent(options.fileName ?? 'objednavky.csv')}${kind}`;
  return Promise.resolve(t.app.request(`/api/shops/${shopId}/imports${query}`, init));
}

export async function uploadOk(
  t: TestApp,
  user: TestUser,
  shopId: string,
  body: Uint8Array | string,
  kind?: ImportKind,
): Promise<Import> {
  const response = await upload(t, user, shopId, body, { kind });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as Import;
}

export async function analyse(
  t: TestApp,
  user: TestUser,
  shopId: string,
  importId: string,
  query: Record<string, string> = {},
): Promise<ImportAnalysis> {
  const search = new URLSearchParams(query).toString();
  const response = await t.call(
    'GET',
    `/api/shops/${shopId}/imports/${importId}/analysis${search ? `?${search}` : ''}`,
    {
      cookie: user.cookie,
    },
  );
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as ImportAnalysis;
}

export function start(
  t: TestApp,
  user: TestUser,
  shopId: string,
  importId: string,
  options: ImportOptionsInput,
) {
  return t.call('POST', `/api/shops/${shopId}/imports/${importId}/start`, {
    cookie: user.cookie,
    body: options,
  });
}

export async function getImport(
  t: TestApp,
  user: TestUser,
  shopId: string,
  importId: string,
): Promise<Import> {
  const response = await t.call('GET', `/api/shops/${shopId}/imports/${importId}`, { cookie: user.cookie });
  expect(response.status).toBe(200);
  return (await response.json()) as Import;
}

export function createRunner(
  t: TestApp,
  options: ImportJobOptions & { leaseMs?: number; workerId?: string } = {},
) {
  const { leaseMs, workerId, ...imports } = options;
  return createAppJobRunner(t.deps, { leaseMs, workerId, imports });
}

/**
 * The whole wizard: upload, analyse (with overrides), start with the analysed options (plus
 * changes), run the job to its end, and return the finished import.
 */
export async function importFile(
  t: TestApp,
  user: TestUser,
  shopId: string,
  body: Uint8Array | string,
  options: {
    query?: Record<string, string>;
    start?: Partial<ImportOptionsInput>;
    job?: ImportJobOptions;
    kind?: ImportKind;
  } = {},
): Promise<Import> {
  const created = await uploadOk(t, user, shopId, body, options.kind);
  const analysis = await analyse(t, user, shopId, created.id, options.query);
  expect(analysis.problems, JSON.stringify(analysis.problems)).toEqual([]);
  const started = await start(t, user, shopId, created.id, { ...analysis.options, ...options.start });
  expect(started.status, await started.clone().text()).toBe(202);
  await createRunner(t, options.job).runUntilIdle();
  return getImport(t, user, shopId, created.id);
}

export async function countRows(
  t: TestApp,
  shopId: string,
  table: 'orders' | 'order_items' | 'customers' | 'import_lines',
) {
  const { withScope } = await import('@ziskomer/db');
  return withScope(t.deps.db, { userId: null, shopId }, async (trx) => {
    const row = await trx
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  });
}

/** CSV text from rows, with `;` and CRLF like Czech Excel writes it. */
export function csv(rows: (string | number)[][], delimiter = ';', lineEnd = '\r\n'): string {
  return rows.map((row) => row.join(delimiter)).join(lineEnd) + lineEnd;
}

/** The first rejected rows of an import (GET …/errors), in file order. */
export async function errorsOf(
  t: TestApp,
  user: TestUser,
  shopId: string,
  importId: string,
): Promise<ImportProblem[]> {
  const response = await t.call('GET', `/api/shops/${shopId}/imports/${importId}/errors`, {
    cookie: user.cookie,
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { items: ImportProblem[] }).items;
}
