import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORTS } from '../../src/modules/analytics/reports/index.ts';
import { createTestApp, type TestApp, type TestUser } from '../helpers/test-app.ts';
import { testEngines } from '../helpers/test-db.ts';
import { createShop } from './imports-test-kit.ts';

interface ErrorBody {
  error: { code: string; message: string; details?: { target?: string; path?: string } };
}

const CS_INVALID_CHARACTERS =
  'Text obsahuje znak, který nelze uložit (nulový bajt nebo neúplný znak Unicode). Odstraňte ho a zkuste to znovu.';

/**
 * Bad input answers 4xx with a coded message, never 500: text PostgreSQL cannot store (a NUL
 * byte, a lone surrogate) in a query, path, JSON body or better-auth body; impossible and
 * out-of-range days in every report's custom period and in the order filters.
 */
describe.each(testEngines)('bad input on %s', (engine) => {
  let t: TestApp;
  let owner: TestUser;
  let shopId: string;
  let apiKey: string;

  beforeAll(async () => {
    t = await createTestApp(engine);
    owner = await t.signUp(`bad-input-${engine}@example.cz`, 'Majitel');
    shopId = await createShop(t, owner, 'Nulový bajt');
    const key = await t.call('POST', `/api/shops/${shopId}/api-keys`, {
      cookie: owner.cookie,
      body: { name: 'Test' },
    });
    apiKey = ((await key.json()) as { key: string }).key;
  });
  afterAll(() => t.close());

  const get = (path: string, language = 'cs') =>
    t.call('GET', path, { cookie: owner.cookie, headers: { 'accept-language': language } });

  async function refused(response: Response, status: number, code: string): Promise<ErrorBody['error']> {
    const text = await response.text();
    expect(response.status, text).toBe(status);
    const body = JSON.parse(text) as ErrorBody;
    expect(body.error.code, text).toBe(code);
    return body.error;
  }

  it('NUL in q, status or source of the order list and the CSV export: 400 invalid_characters in Czech', async () => {
    for (const resource of ['orders', 'orders.csv']) {
      for (const param of ['q', 'status', 'source']) {
        const error = await refused(
          await get(`/api/shops/${shopId}/${resource}?${param}=a%00b`),
          400,
          'invalid_characters',
        );
        expect(error.message).toBe(CS_INVALID_CHARACTERS);
      }
    }
  });

  it('a NUL in a path id, and in English for an English caller', async () => {
    await refused(await get(`/api/shops/${shopId}/orders/F%001`), 400, 'invalid_characters');
    await refused(await get(`/api/shops/${shopId}%00/orders`), 400, 'invalid_characters');
    const error = await refused(
      await get(`/api/shops/${shopId}/orders?q=%00`, 'en'),
      400,
      'invalid_characters',
    );
    expect(error.message).toMatch(/^The text contains a character that cannot be stored/);
  });

  it('a NUL or a lone surrogate in a JSON body, at any depth, names the field', async () => {
    const order = {
      orderId: 'NUL-1',
      orderDate: '2024-05-01',
      revenue: 100,
      items: [{ productName: 'Káva\u0000', unitPrice: 100 }],
    };
    const post = (body: unknown) =>
      t.call('POST', `/api/shops/${shopId}/orders`, { cookie: owner.cookie, body });
    let error = await refused(await post(order), 400, 'invalid_characters');
    expect(error.details).toEqual({ target: 'json', path: 'items.0.productName' });
    error = await refused(
      await post({ ...order, items: [], customerName: 'Jan \ud800' }),
      400,
      'invalid_characters',
    );
    expect(error.details?.path).toBe('customerName');
    // A JSON key too, on a route whose body has other errors as well.
    error = await refused(
      await t.call('PATCH', '/api/me', { cookie: owner.cookie, body: { 'na\u0000me': 'x', name: 5 } }),
      400,
      'invalid_characters',
    );
    // Nothing was stored.
    expect((await get(`/api/shops/${shopId}/orders/NUL-1`)).status).toBe(404);
  });

  it('better-auth bodies too: a NUL in an e-mail is 400, not a failed database query', async () => {
    for (const path of ['/api/auth/sign-in/email', '/api/auth/sign-up/email']) {
      const response = await t.call('POST', path, {
        body: { email: 'a\u0000@example.cz', password: 'spravne kone baterie', name: 'X' },
      });
      await refused(response, 400, 'invalid_characters');
    }
  });

  it('the batch API rejects only the order with a NUL and stores the rest', async () => {
    const response = await t.call('POST', '/api/v1/orders', {
      headers: { authorization: `Bearer ${apiKey}` },
      body: {
        orders: [
          { orderId: 'B-1', orderDate: '2024-05-01', revenue: 10 },
          { orderId: 'B-2', orderDate: '2024-05-01', revenue: 10, status: 'Vyří\u0000zena' },
        ],
      },
    });
    expect(response.status).toBe(200);
    const { results } = (await response.json()) as {
      results: { status: string; errors?: { path: string; code: string }[] }[];
    };
    expect(results[0]!.status).toBe('inserted');
    expect(results[1]).toMatchObject({
      status: 'rejected',
      errors: [{ path: 'status', code: 'invalid_characters' }],
    });
  });

  it('an impossible custom period is 400 date_invalid on every report, for users and API keys', async () => {
    const failures: string[] = [];
    const paths = [
      ...REPORTS.flatMap((report) => [
        [`/api/shops/${shopId}/analytics/${report.id}`, owner.cookie],
        [`/api/v1/analytics/${report.id}`, undefined],
      ]),
      ['/api/agency', owner.cookie],
    ] as [string, string | undefined][];
    for (const [path, cookie] of paths) {
      for (const [query, code] of [
        ['from=2024-02-30&to=2024-03-31', 'date_invalid'],
        ['from=2024-01-01&to=2023-02-29', 'date_invalid'],
        ['from=2024-01-01&to=9999-12-31', 'date_out_of_range'],
      ]) {
        const response = await t.call('GET', `${path}?period=custom&${query}`, {
          ...(cookie ? { cookie } : { headers: { authorization: `Bearer ${apiKey}` } }),
        });
        const body = (await response.json()) as ErrorBody;
        if (response.status !== 400 || body.error?.code !== code)
          failures.push(`${path}?${query} → ${response.status} ${JSON.stringify(body).slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('impossible days in the order filters and a budget start are refused with their codes', async () => {
    await refused(await get(`/api/shops/${shopId}/orders?from=2024-02-30`), 400, 'date_invalid');
    await refused(await get(`/api/shops/${shopId}/orders.csv?to=2023-02-29`), 400, 'date_invalid');
    await refused(await get(`/api/shops/${shopId}/orders?from=0000-01-01`), 400, 'date_out_of_range');
    const budget = await t.call('POST', `/api/shops/${shopId}/budgets`, {
      cookie: owner.cookie,
      body: { name: 'Březen', totalBudget: 1000, periodType: 'monthly', startDate: '2025-02-29' },
    });
    await refused(budget, 422, 'budget_start_date_invalid');
    // A real day still works.
    expect((await get(`/api/shops/${shopId}/orders?from=2024-02-29&to=2024-03-01`)).status).toBe(200);
  });
});
