import { hasRole, type Role, roles, type Shop } from '@ziskomer/contracts';
import { APP_ROLE, withScope } from '@ziskomer/db';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWorld, signUpTenantUsers, type TenantUsers, type World } from '../helpers/tenant-fixture.ts';
import { createTestApp, type TestApp, type TestUser } from '../helpers/test-app.ts';
import { testEngines } from '../helpers/test-db.ts';

/** Row-level security as the second layer behind the route checks (SECURITY-TESTS.md 8–10). */
describe.each(testEngines)('row-level security on %s', (engine) => {
  let t: TestApp;
  let users: TenantUsers;
  let w: World;

  beforeAll(async () => {
    t = await createTestApp(engine);
    users = await signUpTenantUsers(t, `rls-${engine}`);
    w = await buildWorld(t.deps.db, users);
  });
  afterAll(() => t.close());

  const countAll = async (
    table: 'notifications' | 'shop_access' | 'activity_log',
    scope?: { userId: string | null; shopId?: string },
  ) => {
    const query = sql<{ count: string | number }>`SELECT count(*) AS count FROM ${sql.table(table)}`;
    const result = scope
      ? await withScope(t.deps.db, scope, (trx) => query.execute(trx))
      : await query.execute(t.deps.db);
    return Number(result.rows[0]?.count);
  };

  it('runs every query as the application role', async () => {
    const result = await sql<{ role: string }>`SELECT current_user AS role`.execute(t.deps.db);
    expect(result.rows[0]?.role).toBe(APP_ROLE);
  });

  it('shows a query with no WHERE clause only the rows of the scoped shop', async () => {
    // S1 holds one notification each for U1, U2, U3 and U5; S2 and S3 hold five more.
    expect(await countAll('notifications', { userId: users.U1.id, shopId: w.S1 })).toBe(4);
    const shops = await withScope(t.deps.db, { userId: users.U1.id, shopId: w.S1 }, (trx) =>
      sql<{ shop_id: string }>`SELECT DISTINCT shop_id FROM notifications`.execute(trx),
    );
    expect(shops.rows).toEqual([{ shop_id: w.S1 }]);
    expect(await countAll('notifications', { userId: users.U4.id, shopId: w.S3 })).toBe(2);
  });

  it('fails closed: without a scope the shop-owned tables show no rows', async () => {
    for (const table of ['notifications', 'shop_access', 'activity_log'] as const) {
      expect(await countAll(table)).toBe(0);
      expect(await countAll(table, { userId: null })).toBe(0);
    }
  });

  it("shows a user's own access rows and activity, and no one else's", async () => {
    // U5 has viewer rows on S1 and S3 of this world (and nothing else anywhere).
    expect(await countAll('shop_access', { userId: users.U5.id })).toBe(2);
    await t.call('PUT', '/api/me/notification-settings', { cookie: users.U5.cookie, body: { email: true } });
    expect(await countAll('activity_log', { userId: users.U5.id })).toBe(1);
    expect(await countAll('activity_log', { userId: users.U6.id })).toBe(0);
  });

  it('refuses to write a row outside the scope', async () => {
    const insert = withScope(t.deps.db, { userId: users.U4.id, shopId: w.S3 }, (trx) =>
      trx
        .insertInto('notifications')
        .values({ shop_id: w.S1, user_id: users.U4.id, title: 'Podvrh', event_type: 'forged' })
        .execute(),
    );
    await expect(insert).rejects.toThrow(/row-level security/);
  });

  it('forces row-level security with a policy on every table with a shop_id column', async () => {
    const tables = await sql<{ table: string; rls: boolean; forced: boolean; policies: string | number }>`
      SELECT c.relname AS table, c.relrowsecurity AS rls, c.relforcerowsecurity AS forced,
             (SELECT count(*) FROM pg_policy p WHERE p.polrelid = c.oid) AS policies
      FROM pg_class c
      JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')
        AND EXISTS (SELECT 1 FROM pg_attribute a
                    WHERE a.attrelid = c.oid AND a.attname = 'shop_id' AND NOT a.attisdropped)
      ORDER BY c.relname`.execute(t.deps.db);
    const names = tables.rows.map((row) => row.table);
    expect(names).toEqual(expect.arrayContaining(['activity_log', 'notifications', 'shop_access']));
    for (const row of tables.rows) {
      expect({ table: row.table, rls: row.rls, forced: row.forced }).toEqual({
        table: row.table,
        rls: true,
        forced: true,
      });
      expect(Number(row.policies), row.table).toBeGreaterThan(0);
    }
  });

  it('gives the application role no way around the policies', async () => {
    const role = await sql<{ rolsuper: boolean; rolbypassrls: boolean }>`
      SELECT rolsuper, rolbypassrls FROM pg_roles WHERE rolname = ${APP_ROLE}`.execute(t.deps.db);
    expect(role.rows).toEqual([{ rolsuper: false, rolbypassrls: false }]);
    const owned = await sql<{ relname: string }>`
      SELECT c.relname FROM pg_class c JOIN pg_roles r ON r.oid = c.relowner
      WHERE r.rolname = ${APP_ROLE} AND c.relkind IN ('r', 'p', 'v', 'm', 'f')`.execute(t.deps.db);
    expect(owned.rows).toEqual([]);
  });

  describe('property: every user lists exactly the shops a reference model grants', () => {
    let actors: TestUser[];
    beforeAll(async () => {
      actors = [];
      for (const name of ['a', 'b', 'c'])
        actors.push(await t.signUp(`rls-${engine}-model-${name}@example.cz`));
    });

    type Op =
      | { kind: 'create'; actor: number }
      | { kind: 'share'; actor: number; shop: number; target: number; role: Role }
      | { kind: 'revoke'; actor: number; shop: number; target: number }
      | { kind: 'delete'; actor: number; shop: number }
      | { kind: 'default'; actor: number; shop: number };

    const actor = fc.integer({ min: 0, max: 2 });
    const shop = fc.nat(20);
    const op: fc.Arbitrary<Op> = fc.oneof(
      fc.record({ kind: fc.constant('create' as const), actor }),
      fc.record({
        kind: fc.constant('share' as const),
        actor,
        shop,
        target: actor,
        role: fc.constantFrom(...roles),
      }),
      fc.record({ kind: fc.constant('revoke' as const), actor, shop, target: actor }),
      fc.record({ kind: fc.constant('delete' as const), actor, shop }),
      fc.record({ kind: fc.constant('default' as const), actor, shop }),
    );

    /** The pure reference: who holds which role on which shop, and each user's default. */
    interface ModelShop {
      id: string;
      creator: number;
      access: Map<number, Role>;
    }
    interface Model {
      shops: ModelShop[];
      defaults: Map<number, string>;
    }

    /** The status the model expects for an operation, applying it to the model when it succeeds. */
    function apply(model: Model, operation: Op, target: ModelShop | undefined, createdId?: string): number {
      if (operation.kind === 'create') {
        const created: ModelShop = {
          id: createdId!,
          creator: operation.actor,
          access: new Map([[operation.actor, 'owner']]),
        };
        model.shops.push(created);
        if (!model.defaults.has(operation.actor)) model.defaults.set(operation.actor, created.id);
        return 201;
      }
      const own = target?.access.get(operation.actor);
      if (!target || !own) return 404;
      if (operation.kind === 'default') {
        model.defaults.set(operation.actor, target.id);
        return 200;
      }
      if (operation.kind === 'delete') {
        if (target.creator !== operation.actor) return 403;
        model.shops.splice(model.shops.indexOf(target), 1);
        for (const [user, id] of model.defaults) if (id === target.id) model.defaults.delete(user);
        return 204;
      }
      if (!hasRole(own, 'admin')) return 403;
      const existing = target.access.get(operation.target);
      if (operation.kind === 'share') {
        if (!hasRole(own, operation.role)) return 403;
        if (existing && !hasRole(own, existing)) return 403;
        if (operation.target === target.creator && existing === 'owner' && operation.role !== 'owner')
          return 409;
        target.access.set(operation.target, operation.role);
        return existing ? 200 : 201;
      }
      if (!existing) return 404;
      if (!hasRole(own, existing)) return 403;
      if (operation.target === target.creator && existing === 'owner') return 409;
      target.access.delete(operation.target);
      if (model.defaults.get(operation.target) === target.id) model.defaults.delete(operation.target);
      return 204;
    }

    async function accessId(shopId: string, userId: string): Promise<string> {
      const row = await withScope(t.deps.db, { userId: null, shopId }, (trx) =>
        trx
          .selectFrom('shop_access')
          .select('id')
          .where('shop_id', '=', shopId)
          .where('user_id', '=', userId)
          .executeTakeFirst(),
      );
      return row?.id ?? '00000000-0000-4000-8000-000000000000';
    }

    async function run(operation: Op, target: ModelShop | undefined): Promise<Response> {
      const as = { cookie: actors[operation.actor]!.cookie };
      if (operation.kind === 'create') {
        return t.call('POST', '/api/shops', {
          ...as,
          body: { name: 'Modelový obchod', domain: 'model.example.cz' },
        });
      }
      const shopId = target?.id ?? '00000000-0000-4000-8000-000000000001';
      switch (operation.kind) {
        case 'share':
          return t.call('POST', `/api/shops/${shopId}/access`, {
            ...as,
            body: { email: actors[operation.target]!.email, role: operation.role },
          });
        case 'revoke':
          return t.call(
            'DELETE',
            `/api/shops/${shopId}/access/${await accessId(shopId, actors[operation.target]!.id)}`,
            as,
          );
        case 'delete':
          return t.call('DELETE', `/api/shops/${shopId}`, as);
        case 'default':
          return t.call('PUT', `/api/shops/${shopId}/default`, as);
      }
    }

    async function listedBy(user: TestUser) {
      const response = await t.call('GET', '/api/shops', { cookie: user.cookie });
      const { items } = (await response.json()) as { items: Shop[] };
      return items
        .map((item) => ({ id: item.id, role: item.role, isDefault: item.isDefault, canEdit: item.canEdit }))
        .sort((a, b) => (a.id < b.id ? -1 : 1));
    }

    function expectedFor(model: Model, user: number) {
      return model.shops
        .flatMap((item) => {
          const role = item.access.get(user);
          if (!role) return [];
          return [
            {
              id: item.id,
              role,
              isDefault: model.defaults.get(user) === item.id,
              canEdit: item.creator === user,
            },
          ];
        })
        .sort((a, b) => (a.id < b.id ? -1 : 1));
    }

    it('after every step of random create / share / revoke / delete / default sequences', async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 8 }), async (ops) => {
          // Every run starts from no shops for the three users.
          await t.deps.db
            .deleteFrom('shops')
            .where(
              'created_by',
              'in',
              actors.map((user) => user.id),
            )
            .execute();
          const model: Model = { shops: [], defaults: new Map() };
          for (const operation of ops) {
            // A shop index picks among the shops the model knows (the first op may find none).
            const target =
              'shop' in operation ? model.shops[operation.shop % Math.max(model.shops.length, 1)] : undefined;
            const response = await run(operation, target);
            const createdId =
              operation.kind === 'create' ? ((await response.clone().json()) as Shop).id : undefined;
            const expected = apply(model, operation, target, createdId);
            expect(response.status, `${JSON.stringify(operation)}: ${await response.text()}`).toBe(expected);
            for (const [index, user] of actors.entries()) {
              expect(await listedBy(user)).toEqual(expectedFor(model, index));
            }
          }
        }),
        { numRuns: 15 },
      );
    });
  });
});
