import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { CreatedApiKey } from '@ziskomer/contracts';
import { withScope } from '@ziskomer/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sdkExample } from '../../src/modules/api-docs/index.ts';
import { serveTestApp } from '../helpers/serve-test-app.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { testEngines } from '../helpers/test-db.ts';
import { createShop } from './imports-test-kit.ts';

/** Whether an interpreter (and for Python the `requests` package) is installed here. */
function canRun(command: string, args: string[]): boolean {
  try {
    execFileSync(command, args, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
const hasPython = canRun('python3', ['-c', 'import requests']);
const hasPhp = canRun('php', ['-r', 'exit(function_exists("curl_init") ? 0 : 1);']);

/**
 * The SDK examples of the getting-started guide (served at /api/docs), run as a developer would
 * paste them: against a real server over a socket, with the key of a shop in the environment.
 */
describe.each(testEngines)('the SDK examples of the API docs on %s', (engine) => {
  let t: TestApp;
  let server: Awaited<ReturnType<typeof serveTestApp>>;
  let shopId: string;
  let key: string;
  let dir: string;

  beforeAll(async () => {
    t = await createTestApp(engine);
    const owner = await t.signUp(`sdk-${engine}@example.cz`, 'Vývojářka');
    shopId = await createShop(t, owner, 'Pražírna SDK');
    const created = await t.call('POST', `/api/shops/${shopId}/api-keys`, {
      cookie: owner.cookie,
      body: { name: 'SDK' },
    });
    key = ((await created.json()) as CreatedApiKey).key;
    server = await serveTestApp(t);
    dir = mkdtempSync(join(tmpdir(), 'sdk-examples-'));
  });
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await server.close();
    await t.close();
  });

  async function run(command: string, file: string, code: string): Promise<string> {
    const path = join(dir, file);
    writeFileSync(path, code);
    const { stdout } = await promisify(execFile)(command, [path], {
      env: { ...process.env, ZISKOMER_URL: server.origin, ZISKOMER_API_KEY: key },
      timeout: 30_000,
    });
    return stdout;
  }

  const storedOrder = () =>
    withScope(t.deps.db, { userId: null, shopId }, async (db) => {
      const order = await db
        .selectFrom('orders')
        .select('revenue')
        .where('shop_id', '=', shopId)
        .where('order_id', '=', '2024-000123')
        .executeTakeFirst();
      const lines = await db
        .selectFrom('order_items')
        .select('product_name')
        .where('shop_id', '=', shopId)
        .where('order_id', '=', '2024-000123')
        .execute();
      return { order, lines };
    });

  it('Node (fetch): stores the order with its line, then reads the orders report', async () => {
    const stdout = await run(process.execPath, 'example.mjs', sdkExample('js'));
    expect(stdout).toMatch(/received: 1,\s+inserted: 1/);
    // The report's totals follow, as an object.
    expect(stdout.split('\n').filter((line) => line.startsWith('{')).length).toBeGreaterThanOrEqual(2);
    const { order, lines } = await storedOrder();
    expect(Number(order?.revenue)).toBe(1234.5);
    expect(lines.map((line) => line.product_name)).toEqual(['Káva Etiopie 250 g']);
  });

  it.skipIf(!hasPython)(
    'Python (requests): the same order again is unchanged, and the report answers',
    async () => {
      const stdout = await run('python3', 'example.py', sdkExample('python'));
      expect(stdout).toContain("'received': 1");
      expect(stdout).toContain("'unchanged': 1");
      expect(stdout.trim().split('\n')).toHaveLength(2);
    },
  );

  it.skipIf(!hasPhp)('PHP (curl): the same order again is unchanged, and the report answers', async () => {
    const stdout = await run('php', 'example.php', sdkExample('php'));
    expect(stdout).toContain('"received":1');
    expect(stdout).toContain('"unchanged":1');
    expect(stdout.trim().split('\n')).toHaveLength(2);
  });
});
