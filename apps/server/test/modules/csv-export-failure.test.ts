import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { listOrderRowsAfter, type OrderRow } from '../../src/modules/orders/queries/list-order-rows.ts';
import { createTestApp, TEST_ORIGIN, type TestApp, type TestUser } from '../helpers/test-app.ts';
import { testEngines } from '../helpers/test-db.ts';
import { createShop, importFile } from './imports-test-kit.ts';

// The export's page query, real unless a test makes one call fail as a broken database would.
vi.mock('../../src/modules/orders/queries/list-order-rows.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/modules/orders/queries/list-order-rows.ts')>();
  return { ...real, listOrderRowsAfter: vi.fn(real.listOrderRowsAfter) };
});

const DATABASE_TEXT = 'invalid byte sequence for encoding "UTF8": 0x00';

/**
 * `orders.csv` never ends early looking complete: bad input and a failing first page answer with
 * a coded error before the first byte; a failure after the first page aborts the chunked response,
 * so a client reading it over HTTP gets a network error instead of a clean end, and it is logged.
 */
describe.each(testEngines)('CSV export failures on %s', (engine) => {
  let t: TestApp;
  let owner: TestUser;
  let shopId: string;
  let server: ReturnType<typeof serve>;
  let origin: string;

  beforeAll(async () => {
    t = await createTestApp(engine);
    owner = await t.signUp(`csv-failure-${engine}@example.cz`, 'Majitel');
    shopId = await createShop(t, owner, 'Export');
    await importFile(t, owner, shopId, 'order_id;order_date;order_revenue\r\nE-1;1.3.2024;100\r\n');
    server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await t.close();
  });

  const download = (query = '') =>
    fetch(`${origin}/api/shops/${shopId}/orders.csv${query}`, {
      headers: { cookie: owner.cookie, origin: TEST_ORIGIN },
    });

  it('exports the whole file when nothing fails', async () => {
    const response = await download();
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('E-1;2024-03-01 00:00:00');
  });

  it('refuses bad input before the first byte: a coded 400, never a 200 with only the header', async () => {
    const response = await download('?q=a%00b');
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('invalid_characters');
  });

  it('a database failure on the first page is a coded 500 without the database’s text', async () => {
    vi.mocked(listOrderRowsAfter).mockRejectedValueOnce(new Error(DATABASE_TEXT));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await download();
    logged.mockRestore();
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text).error.code).toBe('internal');
    expect(text).not.toContain('UTF8');
  });

  it('a failure after the first page aborts the response: the client’s read fails, and it is logged', async () => {
    const { listOrderRowsAfter: real } = await vi.importActual<
      typeof import('../../src/modules/orders/queries/list-order-rows.ts')
    >('../../src/modules/orders/queries/list-order-rows.ts');
    // A full first page (so a second one is asked for), then the database breaks.
    vi.mocked(listOrderRowsAfter)
      .mockImplementationOnce(async (...args) => {
        const [row] = (await real(...args)) as OrderRow[];
        return Array.from({ length: 1000 }, (_, index) => ({ ...row!, order_id: `E-${index}` }));
      })
      .mockImplementationOnce(async () => {
        await new Promise((resolve) => setTimeout(resolve, 50));
        throw new Error(DATABASE_TEXT);
      });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await download();
    expect(response.status).toBe(200);
    await expect(response.text()).rejects.toThrow();
    expect(logged).toHaveBeenCalledWith(
      expect.stringMatching(/GET \/api\/shops\/.+\/orders\.csv: the CSV export failed mid-stream/),
      expect.objectContaining({ message: DATABASE_TEXT }),
    );
    logged.mockRestore();
  });
});
