import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityOf } from '../../src/modules/api-docs/index.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../helpers/test-app.ts';
import { testEngines } from '../helpers/test-db.ts';

type Response = { description: string; content?: Record<string, { schema?: { $ref?: string } }> };
type Operation = {
  operationId?: string;
  tags?: string[];
  security?: unknown;
  'x-access'?: unknown;
  requestBody?: {
    content: Record<string, { example?: unknown; examples?: unknown; schema?: { $ref?: string } }>;
  };
  responses: Record<string, Response>;
};
type Document = {
  openapi: string;
  servers: { url: string }[];
  tags: { name: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, { example?: unknown }>; securitySchemes: Record<string, unknown> };
};

const REDOCLY = join(import.meta.dirname, '../../../../node_modules/.bin/redocly');

/** Redocly CLI's `lint` with its recommended rules, as an integrator's tooling runs it. */
async function lint(
  doc: unknown,
): Promise<{ errors: number; problems: { ruleId: string; severity: string }[] }> {
  const dir = mkdtempSync(join(tmpdir(), 'openapi-lint-'));
  try {
    const file = join(dir, 'openapi.json');
    writeFileSync(file, JSON.stringify(doc));
    const run = await promisify(execFile)(REDOCLY, ['lint', file, '--extends=recommended', '--format=json'], {
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      maxBuffer: 64 * 1024 * 1024,
    }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
    const report = JSON.parse(run.stdout) as {
      totals: { errors: number };
      problems: { ruleId: string; severity: string }[];
    };
    return { errors: report.totals.errors, problems: report.problems };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function operations(doc: Document) {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ path, method, operation })),
  );
}

describe.each(testEngines)('the OpenAPI document on %s', (engine) => {
  let t: TestApp;
  let doc: Document;
  beforeAll(async () => {
    t = await createTestApp(engine);
    doc = (await (await t.call('GET', '/api/openapi.json')).json()) as Document;
  });
  afterAll(() => t.close());

  it('passes Redocly lint with the recommended rules, without a single error', async () => {
    const { errors, problems } = await lint(doc);
    expect(problems.filter((problem) => problem.severity === 'error')).toEqual([]);
    expect(errors).toBe(0);
  }, 60_000);

  it('fails the same lint on a reference to a missing schema, so the check above can fail', async () => {
    const broken = structuredClone(doc);
    broken.paths['/api/v1/orders']!.post!.responses['200']!.content = {
      'application/json': { schema: { $ref: '#/components/schemas/Missing' } },
    };
    const { errors, problems } = await lint(broken);
    expect(errors).toBeGreaterThan(0);
    expect(problems.map((problem) => problem.ruleId)).toContain('no-unresolved-refs');
  }, 60_000);

  it('names every operation with a unique, readable operationId', () => {
    const ids = operations(doc).map(({ operation }) => operation.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z0-9]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.paths['/api/shops/{shopId}/orders']!.get!.operationId).toBe('listOrders');
    expect(doc.paths['/api/v1/analytics/orders']!.get!.operationId).toBe('getOrdersReport');
    expect(doc.paths['/api/v1/imports']!.post!.operationId).toBe('createCsvImport');
    expect(doc.paths['/api/v1/sql']!.post!.operationId).toBe('runSqlWithApiKey');
    expect(doc.paths['/api/shops/{shopId}/sql']!.post!.operationId).toBe('runSql');
    const connection = '/api/shops/{shopId}/connections/{connectionId}';
    expect(doc.paths['/api/shops/{shopId}/connections']!.get!.operationId).toBe('listConnections');
    expect(doc.paths['/api/shops/{shopId}/connections/google/start']!.post!.operationId).toBe(
      'startGoogleConnection',
    );
    expect(doc.paths[connection]!.delete!.operationId).toBe('disconnectConnection');
    expect(doc.paths['/api/shops/{shopId}/google-analytics']!.get!.operationId).toBe(
      'getGoogleAnalyticsOverview',
    );
    const customer = '/api/shops/{shopId}/customers/{customerKey}';
    expect(doc.paths[customer]!.get!.operationId).toBe('getCustomerProfile');
    expect(doc.paths[`${customer}/erase`]!.post!.operationId).toBe('eraseCustomer');
  });

  it('derives each operation’s security from its declared access and keeps the access as x-access', () => {
    for (const { path, operation } of operations(doc)) {
      expect(operation['x-access'], path).toBeDefined();
      expect(operation.security, path).toEqual(securityOf(operation['x-access'] as never, path));
    }
    const schemes = doc.components.securitySchemes;
    expect(schemes.session).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'ziskomer.session_token' });
    expect(schemes.apiKeyBearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(schemes.apiKeyHeader).toMatchObject({ type: 'apiKey', in: 'header', name: 'x-api-key' });
    expect(schemes.trackingSignature).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: 'X-Ziskomer-Signature',
    });
    expect(doc.paths['/api/shops/{shopId}/orders']!.get!['x-access']).toEqual({ shop: 'viewer' });
    expect(doc.paths['/api/shops/{shopId}/orders']!.get!.security).toEqual([{ session: [] }]);
    expect(doc.paths['/api/track/{publicKey}/orders']!.post!.security).toEqual([
      { trackingSignature: [] },
      {},
    ]);
    expect(doc.paths['/api/health']!.get!.security).toEqual([]);
    // The OAuth return is a call of a shop admin's session, not a public endpoint.
    const callback = doc.paths['/api/shops/{shopId}/connections/google/callback']!.post!;
    expect(callback['x-access']).toEqual({ shop: 'admin' });
    expect(callback.security).toEqual([{ session: [] }]);
  });

  it('gives every error response the coded error body', () => {
    for (const { path, method, operation } of operations(doc)) {
      for (const [status, response] of Object.entries(operation.responses)) {
        if (Number(status) < 400) continue;
        expect(response.content?.['application/json']?.schema?.$ref, `${method} ${path} ${status}`).toBe(
          '#/components/schemas/ErrorResponse',
        );
      }
    }
  });

  it('names the server from APP_URL, defines every tag it uses, and shows /api/v1 examples', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.servers).toEqual([{ url: TEST_ORIGIN, description: expect.any(String) }]);
    const defined = new Set(doc.tags.map((tag) => tag.name));
    for (const { operation } of operations(doc))
      for (const tag of operation.tags ?? []) expect(defined).toContain(tag);
    const csv = doc.paths['/api/v1/imports']!.post!.requestBody!.content['text/csv']!;
    expect(JSON.stringify(csv.examples)).toContain('jana.novakova@example.cz');
    expect(doc.components.schemas.PublicOrderBatch!.example).toMatchObject({
      orders: [{ orderId: '2024-000123', items: [{ productName: 'Káva Etiopie 250 g' }, expect.anything()] }],
    });
  });

  it('serves the rendered reference and its renderer from this server, with no other origin', async () => {
    const page = await t.call('GET', '/api/docs');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('src="/api/docs/renderer.js"');
    expect(html).toContain('"url":"/api/openapi.json"');
    expect(html).not.toMatch(/https?:\/\//);
    const renderer = await t.call('GET', '/api/docs/renderer.js');
    expect(renderer.status).toBe(200);
    expect(renderer.headers.get('content-type')).toContain('javascript');
    expect((await renderer.text()).length).toBeGreaterThan(100_000);
  });
});
