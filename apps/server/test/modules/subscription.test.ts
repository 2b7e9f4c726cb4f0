import { PLANS, type Shop, type Subscription, TRIAL_DAYS } from '@ziskomer/contracts';
import { withScope } from '@ziskomer/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../helpers/test-app.ts';
import { testEngines } from '../helpers/test-db.ts';

interface ErrorBody {
  error: { code: string; message: string; details?: { plan: string; limit: number; used: number } };
}

const DAY_MS = 86_400_000;
const GOOGLE = { clientId: 'client-id', clientSecret: 'client-secret', adsDeveloperToken: 'dev-token' };

describe.each(testEngines)('plans, trial and their limits on %s', (engine) => {
  let t: TestApp;
  let eva: TestUser;
  const signedUpAt = new Date('2025-06-10T09:00:00Z');
  let clock = signedUpAt;

  beforeAll(async () => {
    t = await createTestApp(engine, { now: () => clock, google: GOOGLE, planLimits: true });
    eva = await t.signUp('eva.plan@example.cz', 'Eva Tarifová');
  });
  afterAll(() => t.close());

  const subscription = async (user: TestUser) => {
    const response = await t.call('GET', '/api/me/subscription', { cookie: user.cookie });
    expect(response.status).toBe(200);
    return (await response.json()) as Subscription;
  };
  const createShop = (user: TestUser, name: string, domain: string) =>
    t.call('POST', '/api/shops', { cookie: user.cookie, body: { name, domain } });
  const addConnection = (shopId: string, provider: 'google_ads' | 'google_analytics') =>
    withScope(t.deps.db, { userId: null, shopId }, (trx) =>
      trx
        .insertInto('connections')
        .values({
          shop_id: shopId,
          provider,
          status: 'connected',
          scopes: '',
          refresh_token_sealed: 'sealed',
          connected_at: clock,
          updated_at: clock,
        })
        .execute(),
    );
  const addOrder = async (shopId: string, orderId: string, day: string) => {
    const response = await t.call('POST', `/api/shops/${shopId}/orders`, {
      cookie: eva.cookie,
      body: { orderId, orderDate: day, revenue: 100 },
    });
    expect(response.status).toBe(201);
  };

  it('starts every new account on a 14-day trial of the full plan', async () => {
    const plan = await subscription(eva);
    expect(plan).toMatchObject({
      plan: 'full',
      source: 'trial',
      trialStartedAt: signedUpAt.toISOString(),
      trialEndsAt: new Date(signedUpAt.getTime() + TRIAL_DAYS * DAY_MS).toISOString(),
      trialDaysLeft: 14,
      limits: PLANS.full.limits,
      usage: { shops: 0, ordersThisMonth: 0, connections: 0 },
    });
  });

  it('counts shops, this month’s orders and connections of the shops the account created', async () => {
    clock = new Date(signedUpAt.getTime() + 3 * DAY_MS);
    const first = (await (await createShop(eva, 'Čajovna', 'cajovna.cz')).json()) as Shop;
    const second = (await (await createShop(eva, 'Kořenky', 'korenky.cz')).json()) as Shop;
    await addOrder(first.id, 'A-1', '2025-06-02');
    await addOrder(first.id, 'A-2', '2025-05-31');
    await addOrder(second.id, 'B-1', '2025-06-12');
    await addConnection(first.id, 'google_ads');
    await addConnection(second.id, 'google_ads');
    await addConnection(second.id, 'google_analytics');
    const plan = await subscription(eva);
    expect(plan.trialDaysLeft).toBe(11);
    expect(plan.usage).toEqual({ shops: 2, ordersThisMonth: 2, connections: 3 });
  });

  it('falls to the free plan when the trial ends, keeping every shop and order readable', async () => {
    clock = new Date(signedUpAt.getTime() + (TRIAL_DAYS + 1) * DAY_MS);
    const plan = await subscription(eva);
    expect(plan).toMatchObject({ plan: 'free', source: 'free', trialDaysLeft: 0, limits: PLANS.free.limits });
    expect(plan.usage).toEqual({ shops: 2, ordersThisMonth: 2, connections: 3 });

    const shops = (await (await t.call('GET', '/api/shops', { cookie: eva.cookie })).json()) as {
      items: Shop[];
    };
    expect(shops.items.map((shop) => shop.name).sort()).toEqual(['Kořenky', 'Čajovna']);
    const orders = await t.call('GET', `/api/shops/${shops.items[0]!.id}/orders`, { cookie: eva.cookie });
    expect(orders.status).toBe(200);
  });

  it('takes orders over the free plan’s included volume: counted, never refused (fair use, not a limit)', async () => {
    // The included orders a month are a volume guide: a report with orders missing would be
    // wrong, so neither the order API nor an import turns an order away (docs/ARCHITECTURE.md).
    const included = PLANS.free.limits.ordersPerMonth ?? 0;
    const shops = (await (await t.call('GET', '/api/shops', { cookie: eva.cookie })).json()) as {
      items: Shop[];
    };
    const shopId = shops.items[0]!.id;
    await withScope(t.deps.db, { userId: null, shopId }, (trx) =>
      trx
        .insertInto('orders')
        .values(
          Array.from({ length: included }, (_, index) => ({
            shop_id: shopId,
            order_id: `VOL-${index}`,
            order_date: new Date('2025-06-20T10:00:00Z'),
            order_day: '2025-06-20',
            revenue: '100',
            revenue_without_vat: '82.64',
            vat: '17.36',
            margin: '30',
            margin_estimated: true,
            content_hash: `volume-${index}`,
            source: 'api' as const,
          })),
        )
        .execute(),
    );
    await addOrder(shopId, 'OVER-1', '2025-06-24');
    const plan = await subscription(eva);
    expect(plan.plan).toBe('free');
    expect(plan.usage.ordersThisMonth).toBe(2 + included + 1);
    expect(plan.usage.ordersThisMonth).toBeGreaterThan(included);
  });

  it('refuses a shop over the free plan with a coded error in Czech and English', async () => {
    const czech = await createShop(eva, 'Třetí obchod', 'treti.cz');
    expect(czech.status).toBe(409);
    const body = (await czech.json()) as ErrorBody;
    expect(body.error.code).toBe('plan_shop_limit');
    expect(body.error.message).toContain('Předplatné');
    expect(body.error.details).toEqual({ plan: 'free', limit: 1, used: 2 });

    const english = await t.call('POST', '/api/shops', {
      cookie: eva.cookie,
      body: { name: 'Third', domain: 'third.cz' },
      headers: { 'accept-language': 'en' },
    });
    expect(((await english.json()) as ErrorBody).error.message).toContain('Settings → Subscription');
    const shops = (await (await t.call('GET', '/api/shops', { cookie: eva.cookie })).json()) as {
      items: Shop[];
    };
    expect(shops.items).toHaveLength(2);
  });

  it('refuses a new connection over the free plan but lets an existing one be connected again', async () => {
    const shops = (await (await t.call('GET', '/api/shops', { cookie: eva.cookie })).json()) as {
      items: Shop[];
    };
    const korenky = shops.items.find((shop) => shop.name === 'Kořenky')!;
    const start = (connector: string) =>
      t.call('POST', `/api/shops/${korenky.id}/connections/google/start`, {
        cookie: eva.cookie,
        body: { connector },
      });
    const refused = await start('google_search_console');
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as ErrorBody).error.code).toBe('plan_connection_limit');
    expect((await start('google_ads')).status).toBe(200);
  });

  it('lets a new account with a fresh trial create shops while another account is on the free plan', async () => {
    const jan = await t.signUp('jan.plan@example.cz', 'Jan Nový');
    expect((await subscription(jan)).source).toBe('trial');
    expect((await createShop(jan, 'Janův obchod', 'jan.cz')).status).toBe(201);
    expect((await createShop(jan, 'Janův druhý', 'jan2.cz')).status).toBe(201);
  });

  it('keeps the full plan after the trial for an account the operator upgraded', async () => {
    await t.deps.db
      .updateTable('account_plans')
      .set({ plan: 'full' })
      .where('user_id', '=', eva.id)
      .execute();
    expect(await subscription(eva)).toMatchObject({
      plan: 'full',
      source: 'granted',
      limits: PLANS.full.limits,
    });
    expect((await createShop(eva, 'Třetí obchod', 'treti.cz')).status).toBe(201);
  });

  it('answers 401 without a session', async () => {
    expect((await t.call('GET', '/api/me/subscription')).status).toBe(401);
  });
});
