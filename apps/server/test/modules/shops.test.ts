import type { NotificationList, Project, Shop, ShopAccess } from '@ziskomer/contracts';
import { withScope } from '@ziskomer/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../helpers/test-app.ts';
import { testEngines } from '../helpers/test-db.ts';

interface ErrorBody {
  error: { code: string; message: string; details?: { issues: { path: string }[] } };
}

describe.each(testEngines)('shops and shop access on %s', (engine) => {
  let t: TestApp;
  let sara: TestUser; // creates shops
  let tom: TestUser; // gets shops shared
  let ula: TestUser; // project member
  let clock = Date.parse('2025-05-01T08:00:00Z');
  /** The injected clock: one second later on every call, so the order of actions is certain. */
  const tick = () => {
    clock += 1000;
    return new Date(clock);
  };

  beforeAll(async () => {
    t = await createTestApp(engine, { now: tick });
    sara = await t.signUp('sara.shop@example.cz', 'Sára Krásná');
    tom = await t.signUp('tom.shop@example.cz', 'Tomáš Rychlý');
    ula = await t.signUp('ula.shop@example.cz', 'Uršula Tichá');
  });
  afterAll(() => t.close());

  const as = (user: TestUser, body?: unknown) => ({ cookie: user.cookie, body });
  const json = async <T>(response: Response | Promise<Response>, status: number): Promise<T> => {
    const resolved = await response;
    const text = await resolved.text();
    expect(resolved.status, text).toBe(status);
    return (text ? JSON.parse(text) : undefined) as T;
  };
  const createShop = (user: TestUser, body: { name: string; domain: string; projectId?: string | null }) =>
    json<Shop>(t.call('POST', '/api/shops', as(user, body)), 201);
  const listShops = async (user: TestUser) =>
    (await json<{ items: Shop[] }>(t.call('GET', '/api/shops', as(user)), 200)).items;
  const share = (shop: Shop, by: TestUser, email: string, role?: string) =>
    t.call('POST', `/api/shops/${shop.id}/access`, as(by, { email, role }));

  it('adds a shop from a URL, owned and default for its creator, with a notification', async () => {
    const shop = await createShop(sara, {
      name: 'Kávová pražírna',
      domain: ' https://www.Kava-Shop.cz/eshop?x=1 ',
    });
    expect(shop).toMatchObject({
      name: 'Kávová pražírna',
      storeDomain: 'www.kava-shop.cz',
      storeUrl: 'https://www.kava-shop.cz',
      normalisedDomain: 'www_kava_shop_cz',
      projectId: null,
      projectName: null,
      timeZone: 'Europe/Prague',
      currency: 'CZK',
      createdBy: sara.id,
      role: 'owner',
      isDefault: true,
      canEdit: true,
    });
    const second = await createShop(sara, { name: 'Čajovna', domain: 'cajovna.cz' });
    expect(second.isDefault).toBe(false);

    const notifications = await json<NotificationList>(
      t.call('GET', `/api/shops/${shop.id}/notifications`, as(sara)),
      200,
    );
    expect(notifications.unreadCount).toBe(1);
    expect(notifications.items[0]).toMatchObject({
      shopId: shop.id,
      title: 'E-shop Kávová pražírna byl přidán',
      type: 'success',
      eventType: 'shop_created',
      read: false,
    });
  });

  it('rejects an address that is not a domain, naming the field', async () => {
    for (const domain of ['not a domain', 'ftp://files.cz', 'localhost', 'https://']) {
      const body = await json<ErrorBody>(
        t.call('POST', '/api/shops', as(sara, { name: 'Špatný', domain })),
        422,
      );
      expect(body.error.code, domain).toBe('validation_failed');
      expect(body.error.details?.issues.map((issue) => issue.path)).toEqual(['domain']);
    }
    await json(t.call('POST', '/api/shops', as(sara, { name: '', domain: 'ok.cz' })), 422);
  });

  it('puts a new shop into a project only for its admins and owners', async () => {
    const project = await json<Project>(
      t.call('POST', '/api/projects', as(sara, { name: 'Síť obchodů' })),
      201,
    );
    await json(t.call('POST', `/api/projects/${project.id}/members`, as(sara, { email: ula.email })), 201);

    const notMember = await json<ErrorBody>(
      t.call('POST', '/api/shops', as(tom, { name: 'Cizí', domain: 'cizi.cz', projectId: project.id })),
      404,
    );
    expect(notMember.error).toEqual({ code: 'project_not_found', message: 'Projekt není dostupný' });
    await json(
      t.call('POST', '/api/shops', as(ula, { name: 'Divák', domain: 'divak.cz', projectId: project.id })),
      403,
    );

    const shop = await createShop(sara, {
      name: 'Projektový',
      domain: 'projektovy.cz',
      projectId: project.id,
    });
    expect(shop).toMatchObject({ projectId: project.id, projectName: 'Síť obchodů', role: 'owner' });
    // The viewer member reaches it through the project, with the project role.
    const seen = (await listShops(ula)).find((item) => item.id === shop.id);
    expect(seen).toMatchObject({
      role: 'viewer',
      isDefault: false,
      canEdit: false,
      projectName: 'Síť obchodů',
    });
  });

  it('lists every reachable shop newest first with the higher of the two roles', async () => {
    const project = await json<Project>(t.call('POST', '/api/projects', as(sara, { name: 'Role' })), 201);
    await json(
      t.call('POST', `/api/projects/${project.id}/members`, as(sara, { email: tom.email, role: 'admin' })),
      201,
    );
    const inProject = await createShop(sara, {
      name: 'V projektu',
      domain: 'v-projektu.cz',
      projectId: project.id,
    });
    const direct = await createShop(sara, { name: 'Přímý', domain: 'primy.cz' });
    await json(share(inProject, sara, tom.email, 'viewer'), 201);
    await json(share(direct, sara, tom.email, 'viewer'), 201);

    const tomShops = await listShops(tom);
    expect(tomShops.map((shop) => [shop.name, shop.role, shop.canEdit])).toEqual([
      ['Přímý', 'viewer', false],
      ['V projektu', 'admin', false],
    ]);
    const saraShops = await listShops(sara);
    expect(saraShops.map((shop) => shop.createdAt)).toEqual(
      [...saraShops.map((shop) => shop.createdAt)].sort().reverse(),
    );
    expect(saraShops.filter((shop) => shop.isDefault).map((shop) => shop.name)).toEqual(['Kávová pražírna']);
    expect((await t.call('GET', '/api/shops')).status).toBe(401);
  });

  it('lets only the creator edit a shop', async () => {
    const shop = await createShop(sara, { name: 'Úpravy', domain: 'upravy.cz' });
    await json(share(shop, sara, tom.email, 'owner'), 201);

    const denied = await json<ErrorBody>(
      t.call('PATCH', `/api/shops/${shop.id}`, as(tom, { name: 'Převzato' })),
      403,
    );
    expect(denied.error).toEqual({
      code: 'not_shop_creator',
      message: 'Upravit nebo smazat obchod může jen ten, kdo ho vytvořil.',
    });
    const updated = await json<Shop>(
      t.call(
        'PATCH',
        `/api/shops/${shop.id}`,
        as(sara, { name: 'Upraveno', domain: 'http://Nova-Domena.cz/x' }),
      ),
      200,
    );
    expect(updated).toMatchObject({
      name: 'Upraveno',
      storeDomain: 'nova-domena.cz',
      storeUrl: 'http://nova-domena.cz',
      normalisedDomain: 'nova_domena_cz',
    });
    for (const body of [{ createdBy: tom.id }, { created_by: tom.id }, { domain: 'nic' }]) {
      await json(t.call('PATCH', `/api/shops/${shop.id}`, as(sara, body)), 422);
    }
  });

  it('moves a shop into and out of projects', async () => {
    const shop = await createShop(sara, { name: 'Stěhování', domain: 'stehovani.cz' });
    const foreign = await json<Project>(
      t.call('POST', '/api/projects', as(tom, { name: 'Cizí projekt' })),
      201,
    );
    const own = await json<Project>(
      t.call('POST', '/api/projects', as(sara, { name: 'Vlastní projekt' })),
      201,
    );

    const notMember = await json<ErrorBody>(
      t.call('PATCH', `/api/shops/${shop.id}`, as(sara, { projectId: foreign.id })),
      404,
    );
    expect(notMember.error.code).toBe('project_not_found');
    const moved = await json<Shop>(
      t.call('PATCH', `/api/shops/${shop.id}`, as(sara, { projectId: own.id })),
      200,
    );
    expect(moved).toMatchObject({ projectId: own.id, projectName: 'Vlastní projekt' });
    const unassigned = await json<Shop>(
      t.call('PATCH', `/api/shops/${shop.id}`, as(sara, { projectId: null })),
      200,
    );
    expect(unassigned).toMatchObject({ projectId: null, projectName: null });
  });

  it('deletes a shop for its creator only, for everyone', async () => {
    const shop = await createShop(sara, { name: 'Smazat', domain: 'smazat.cz' });
    await json(share(shop, sara, tom.email, 'owner'), 201);
    expect((await json<ErrorBody>(t.call('DELETE', `/api/shops/${shop.id}`, as(tom)), 403)).error.code).toBe(
      'not_shop_creator',
    );
    await json(t.call('DELETE', `/api/shops/${shop.id}`, as(sara)), 204);
    await json(t.call('GET', `/api/shops/${shop.id}`, as(sara)), 404);
    expect((await listShops(tom)).some((item) => item.id === shop.id)).toBe(false);
  });

  it('sets the default shop, also one reached only through a project, without granting access', async () => {
    const project = await json<Project>(t.call('POST', '/api/projects', as(sara, { name: 'Výchozí' })), 201);
    await json(t.call('POST', `/api/projects/${project.id}/members`, as(sara, { email: ula.email })), 201);
    const shop = await createShop(sara, { name: 'Oblíbený', domain: 'oblibeny.cz', projectId: project.id });

    const chosen = await json<Shop>(t.call('PUT', `/api/shops/${shop.id}/default`, as(ula)), 200);
    expect(chosen).toMatchObject({ id: shop.id, isDefault: true, role: 'viewer' });
    const defaults = (await listShops(ula)).filter((item) => item.isDefault).map((item) => item.id);
    expect(defaults).toEqual([shop.id]);

    // Choosing another default clears the previous one.
    await json(t.call('PUT', `/api/shops/${shop.id}/default`, as(sara)), 200);
    expect((await listShops(sara)).filter((item) => item.isDefault).map((item) => item.id)).toEqual([
      shop.id,
    ]);

    // The row only holds the preference: it is not a grant and is not listed as one.
    const rows = await withScope(t.deps.db, { userId: ula.id }, (trx) =>
      trx.selectFrom('shop_access').select(['role', 'is_default']).where('shop_id', '=', shop.id).execute(),
    );
    expect(rows).toEqual([{ role: null, is_default: true }]);
    const grants = await json<{ items: ShopAccess[] }>(
      t.call('GET', `/api/shops/${shop.id}/access`, as(sara)),
      200,
    );
    expect(grants.items.map((item) => item.userId)).toEqual([sara.id]);

    // Leaving the project ends the access; the preference row grants nothing.
    await json(t.call('DELETE', `/api/projects/${project.id}/members/${ula.id}`, as(ula)), 204);
    await json(t.call('GET', `/api/shops/${shop.id}`, as(ula)), 404);
    expect((await listShops(ula)).some((item) => item.id === shop.id)).toBe(false);

    // A default left on a shop the user no longer reaches does not count: the next own shop takes it.
    const mine = await createShop(ula, { name: 'Můj vlastní', domain: 'muj-vlastni.cz' });
    expect(mine.isDefault).toBe(true);
  });

  it('shares, re-shares and revokes access within the rules', async () => {
    const shop = await createShop(sara, { name: 'Sdílený', domain: 'sdileny.cz' });
    const path = `/api/shops/${shop.id}/access`;

    const unknown = await json<ErrorBody>(share(shop, sara, 'nikdo@example.cz'), 404);
    expect(unknown.error.message).toBe('Uživatel s touto emailovou adresou nebyl nalezen');
    const granted = await json<ShopAccess>(share(shop, sara, '  TOM.Shop@Example.cz ', 'viewer'), 201);
    expect(granted).toMatchObject({
      userId: tom.id,
      email: tom.email,
      fullName: 'Tomáš Rychlý',
      role: 'viewer',
    });
    expect((await listShops(tom)).find((item) => item.id === shop.id)?.role).toBe('viewer');

    const changed = await json<ShopAccess>(share(shop, sara, tom.email, 'admin'), 200);
    expect(changed).toMatchObject({ id: granted.id, role: 'admin' });
    // An admin shares, but never above its own role, and never touches an owner's grant.
    await json(share(shop, tom, ula.email, 'admin'), 201);
    expect((await json<ErrorBody>(share(shop, tom, ula.email, 'owner'), 403)).error.code).toBe(
      'role_above_own',
    );
    expect((await json<ErrorBody>(share(shop, tom, sara.email, 'viewer'), 403)).error.code).toBe('forbidden');
    // The creator's owner grant stays.
    expect((await json<ErrorBody>(share(shop, sara, sara.email, 'viewer'), 409)).error.code).toBe(
      'last_owner',
    );

    const { items } = await json<{ items: ShopAccess[] }>(t.call('GET', path, as(tom)), 200);
    expect(items.map((item) => [item.email, item.role, item.isDefault])).toEqual([
      [sara.email, 'owner', false],
      [tom.email, 'admin', false],
      [ula.email, 'admin', false],
    ]);
    const saraRow = items[0]!;
    const ulaRow = items[2]!;
    expect((await json<ErrorBody>(t.call('DELETE', `${path}/${saraRow.id}`, as(sara)), 409)).error.code).toBe(
      'last_owner',
    );
    expect((await json<ErrorBody>(t.call('DELETE', `${path}/${saraRow.id}`, as(tom)), 403)).error.code).toBe(
      'forbidden',
    );
    await json(t.call('DELETE', `${path}/${ulaRow.id}`, as(tom)), 204);
    await json(t.call('DELETE', `${path}/${ulaRow.id}`, as(tom)), 404);
    await json(t.call('DELETE', `${path}/not-a-uuid`, as(tom)), 422);
    await json(t.call('GET', `/api/shops/${shop.id}`, as(ula)), 404);
    await json(t.call('GET', path, as(ula)), 404);
  });

  it('records every shop change in the activity log', async () => {
    const { items } = await json<{ items: { kind: string; action: string }[] }>(
      t.call('GET', '/api/me/activity?limit=200', as(sara)),
      200,
    );
    const actions = new Set(items.filter((item) => item.kind === 'shop').map((item) => item.action));
    expect([...actions].sort()).toEqual(
      ['default_shop_set', 'shop_created', 'shop_deleted', 'shop_shared', 'shop_updated'].sort(),
    );
    const tomItems = await json<{ items: { action: string }[] }>(
      t.call('GET', '/api/me/activity', as(tom)),
      200,
    );
    expect(tomItems.items.map((item) => item.action)).toContain('shop_access_revoked');
    const ulaItems = await json<{ items: { action: string }[] }>(
      t.call('GET', '/api/me/activity', as(ula)),
      200,
    );
    expect(ulaItems.items.map((item) => item.action)).toContain('default_shop_set');
  });
});
