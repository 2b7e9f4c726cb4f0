import { ORDER_FACET_LIMIT, type OrderFacets } from '@ziskomer/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestUser } from '../helpers/test-app.ts';
import { createTestApp } from '../helpers/test-app.ts';
import { testEngines } from '../helpers/test-db.ts';
import { createShop, csv, importFile, shareShop } from './imports-test-kit.ts';

describe.each(testEngines)('order facets on %s', (engine) => {
  let t: TestApp;
  let owner: TestUser;
  let viewer: TestUser;
  let shopId: string;

  const getFacets = async (user: TestUser, shop = shopId) => {
    const response = await t.call('GET', `/api/shops/${shop}/order-facets`, { cookie: user.cookie });
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as OrderFacets;
  };

  const addOrder = async (shop: string, orderId: string, fields: Record<string, string>) => {
    const response = await t.call('POST', `/api/shops/${shop}/orders`, {
      cookie: owner.cookie,
      body: { orderId, orderDate: '2024-05-02', revenue: 100, ...fields },
    });
    expect(response.status, await response.clone().text()).toBe(201);
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    owner = await t.signUp(`facets-owner-${engine}@example.cz`, 'Majitel');
    viewer = await t.signUp(`facets-viewer-${engine}@example.cz`, 'Čtenář');
    shopId = await createShop(t, owner, 'Bylinky');
    await shareShop(t, owner, shopId, viewer.email, 'viewer');
  });
  afterAll(() => t.close());

  it('is empty for a shop without orders', async () => {
    expect(await getFacets(owner)).toEqual({
      statuses: [],
      sources: [],
      paymentMethods: [],
      shippingMethods: [],
    });
  });

  it('lists each column’s values with their counts, the most frequent first, leaving out missing values', async () => {
    await addOrder(shopId, 'A-1', {
      status: 'Vyřízena',
      acquisitionSource: 'google',
      paymentMethod: 'Kartou',
      shippingMethod: 'Zásilkovna',
    });
    await addOrder(shopId, 'A-2', {
      status: 'Vyřízena',
      acquisitionSource: 'seznam',
      paymentMethod: 'Kartou',
    });
    await addOrder(shopId, 'A-3', { status: 'Stornována', acquisitionSource: 'google' });
    await addOrder(shopId, 'A-4', { status: 'Vyřízena' });
    await addOrder(shopId, 'A-5', {});

    // The viewer reads the same answer as the owner.
    expect(await getFacets(viewer)).toEqual({
      statuses: [
        { value: 'Vyřízena', count: 3 },
        { value: 'Stornována', count: 1 },
      ],
      sources: [
        { value: 'google', count: 2 },
        { value: 'seznam', count: 1 },
      ],
      paymentMethods: [{ value: 'Kartou', count: 2 }],
      shippingMethods: [{ value: 'Zásilkovna', count: 1 }],
    });
  });

  it('keeps to its own shop', async () => {
    const other = await createShop(t, owner, 'Jiný obchod');
    await addOrder(other, 'B-1', { status: 'Nová' });
    expect((await getFacets(owner, other)).statuses).toEqual([{ value: 'Nová', count: 1 }]);
    expect((await getFacets(owner)).statuses.map((entry) => entry.value)).not.toContain('Nová');
  });

  it(`caps each list at the ${ORDER_FACET_LIMIT} most frequent values`, async () => {
    const shop = await createShop(t, owner, 'Mnoho zdrojů');
    const rows: (string | number)[][] = [['order_id', 'order_date', 'order_revenue', 'acquisition_source']];
    for (let i = 0; i < ORDER_FACET_LIMIT + 20; i++) rows.push([`S-${i}`, '1.5.2024', 100, `zdroj-${i}`]);
    // One source clearly ahead of the rest: it must come first.
    for (let i = 0; i < 3; i++) rows.push([`TOP-${i}`, '1.5.2024', 100, 'hlavní']);
    await importFile(t, owner, shop, csv(rows));
    const { sources } = await getFacets(owner, shop);
    expect(sources).toHaveLength(ORDER_FACET_LIMIT);
    expect(sources[0]).toEqual({ value: 'hlavní', count: 3 });
  });
});
