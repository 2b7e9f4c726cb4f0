import { TASK_LIST_LIMIT, type Task, type TaskList } from '@ziskomer/contracts';
import { withScope } from '@ziskomer/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestUser } from '../helpers/test-app.ts';
import { createTestApp } from '../helpers/test-app.ts';
import { testEngines } from '../helpers/test-db.ts';
import { createShop, shareShop } from './imports-test-kit.ts';

interface ErrorBody {
  error: {
    code: string;
    message: string;
    details?: { issues: { path: string; code: string; message: string }[] };
  };
}

describe.each(testEngines)('tasks on %s', (engine) => {
  let t: TestApp;
  let owner: TestUser;
  let admin: TestUser;
  let viewer: TestUser;
  let stranger: TestUser;
  let shopId: string;
  let otherShop: string;
  let clock = new Date('2025-03-10T09:00:00Z');

  beforeAll(async () => {
    t = await createTestApp(engine, { now: () => clock });
    owner = await t.signUp(`tasks-owner-${engine}@example.cz`, 'Eva Majitelová');
    admin = await t.signUp(`tasks-admin-${engine}@example.cz`, 'Adam Správce');
    viewer = await t.signUp(`tasks-viewer-${engine}@example.cz`, 'Věra Čtenářová');
    stranger = await t.signUp(`tasks-stranger-${engine}@example.cz`, 'Cizí Uživatel');
    shopId = await createShop(t, owner, 'Úkolový obchod');
    otherShop = await createShop(t, stranger, 'Cizí obchod');
    await shareShop(t, owner, shopId, admin.email, 'admin');
    await shareShop(t, owner, shopId, viewer.email, 'viewer');
  });
  afterAll(() => t.close());

  const tasksPath = (shop = shopId) => `/api/shops/${shop}/tasks`;

  const create = async (user: TestUser, body: Record<string, unknown>, shop = shopId): Promise<Task> => {
    const response = await t.call('POST', tasksPath(shop), { cookie: user.cookie, body });
    expect(response.status, await response.clone().text()).toBe(201);
    return (await response.json()) as Task;
  };
  const patch = (user: TestUser, taskId: string, body: Record<string, unknown>, shop = shopId) =>
    t.call('PATCH', `${tasksPath(shop)}/${taskId}`, { cookie: user.cookie, body });
  const list = async (user: TestUser, query = '', shop = shopId): Promise<TaskList> => {
    const response = await t.call('GET', `${tasksPath(shop)}${query}`, { cookie: user.cookie });
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as TaskList;
  };
  const failure = async (response: Response, status: number): Promise<ErrorBody['error']> => {
    expect(response.status, await response.clone().text()).toBe(status);
    return ((await response.json()) as ErrorBody).error;
  };
  const taskCount = (shop = shopId) =>
    withScope(t.deps.db, { userId: null, shopId: shop }, async (trx) =>
      Number(
        (
          await trx
            .selectFrom('tasks')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    );

  it('creates a task with the SPEC defaults and the source it came from', async () => {
    clock = new Date('2025-03-10T09:00:00Z');
    const task = await create(owner, {
      title: '  Snížit PNO kampaně Sklik  ',
      description: '   ',
      sourceUrl: '/analytics/orders?period=30d',
      sourceContext: 'Z reportu Objednávky',
    });
    expect(task).toMatchObject({
      title: 'Snížit PNO kampaně Sklik',
      description: null,
      category: 'other',
      priority: 'medium',
      status: 'pending',
      sourceUrl: '/analytics/orders?period=30d',
      sourceContext: 'Z reportu Objednávky',
      createdAt: '2025-03-10T09:00:00.000Z',
      updatedAt: '2025-03-10T09:00:00.000Z',
      completedAt: null,
      createdByName: 'Eva Majitelová',
      canDelete: true,
    });
    const listed = await list(owner);
    expect(listed.items.find((item) => item.id === task.id)).toEqual(task);
  });

  it('sets completedAt on completion, keeps it while completed, and clears it on the way back', async () => {
    clock = new Date('2025-03-11T08:00:00Z');
    const task = await create(admin, {
      title: 'Ověřit měření konverzí',
      category: 'tracking',
      priority: 'high',
    });
    expect(task.completedAt).toBeNull();

    clock = new Date('2025-03-11T09:00:00Z');
    const started = (await (await patch(admin, task.id, { status: 'in-progress' })).json()) as Task;
    expect(started).toMatchObject({
      status: 'in-progress',
      completedAt: null,
      updatedAt: clock.toISOString(),
    });

    clock = new Date('2025-03-11T10:00:00Z');
    const done = (await (await patch(viewer, task.id, { status: 'completed' })).json()) as Task;
    expect(done).toMatchObject({ status: 'completed', completedAt: '2025-03-11T10:00:00.000Z' });

    // Editing a completed task (or completing it again) does not move its completion time.
    clock = new Date('2025-03-11T11:00:00Z');
    const renamed = (await (
      await patch(owner, task.id, { title: 'Měření ověřeno', status: 'completed' })
    ).json()) as Task;
    expect(renamed).toMatchObject({
      title: 'Měření ověřeno',
      status: 'completed',
      completedAt: '2025-03-11T10:00:00.000Z',
      updatedAt: '2025-03-11T11:00:00.000Z',
    });

    clock = new Date('2025-03-11T12:00:00Z');
    const reopened = (await (await patch(owner, task.id, { status: 'pending' })).json()) as Task;
    expect(reopened).toMatchObject({ status: 'pending', completedAt: null });

    // Straight from pending to completed, and a task created as completed.
    clock = new Date('2025-03-11T13:00:00Z');
    const again = (await (await patch(owner, task.id, { status: 'completed' })).json()) as Task;
    expect(again.completedAt).toBe('2025-03-11T13:00:00.000Z');
    const createdDone = await create(owner, { title: 'Hotová věc', status: 'completed' });
    expect(createdDone.completedAt).toBe('2025-03-11T13:00:00.000Z');

    // The database keeps status and completed_at in step.
    const rows = await withScope(t.deps.db, { userId: null, shopId }, (trx) =>
      trx.selectFrom('tasks').select(['status', 'completed_at']).execute(),
    );
    for (const row of rows) expect(row.status === 'completed').toBe(row.completed_at !== null);
  });

  it('changes only the fields given; an emptied description becomes none', async () => {
    const task = await create(owner, {
      title: 'Popsat segment',
      description: 'První verze',
      category: 'customers',
    });
    const response = await patch(owner, task.id, { description: '' });
    expect(response.status).toBe(200);
    const changed = (await response.json()) as Task;
    expect(changed).toMatchObject({ title: 'Popsat segment', description: null, category: 'customers' });
    const multiline = (await (
      await patch(owner, task.id, { description: 'Řádek 1\nŘádek 2\tkonec' })
    ).json()) as Task;
    expect(multiline.description).toBe('Řádek 1\nŘádek 2\tkonec');
    const unchanged = (await (await patch(owner, task.id, {})).json()) as Task;
    expect(unchanged).toMatchObject({ title: 'Popsat segment', description: 'Řádek 1\nŘádek 2\tkonec' });
  });

  it('lists open tasks first, by priority then newest, filters, and counts per status', async () => {
    const shop = await createShop(t, owner, 'Řazení');
    clock = new Date('2025-04-01T08:00:00Z');
    const oldLow = await create(owner, { title: 'A nízká', priority: 'low', category: 'marketing' }, shop);
    clock = new Date('2025-04-02T08:00:00Z');
    const oldHigh = await create(owner, { title: 'B vysoká', priority: 'high', category: 'marketing' }, shop);
    clock = new Date('2025-04-03T08:00:00Z');
    const newHigh = await create(owner, { title: 'C vysoká', priority: 'high', category: 'products' }, shop);
    const medium = await create(owner, { title: 'D střední', category: 'products' }, shop);
    const doneHigh = await create(owner, { title: 'E hotová', priority: 'high', status: 'completed' }, shop);
    const progress = await create(
      owner,
      { title: 'F probíhá', priority: 'low', status: 'in-progress' },
      shop,
    );

    const all = await list(owner, '', shop);
    expect(all.items.map((task) => task.id)).toEqual([
      newHigh.id,
      oldHigh.id,
      medium.id,
      progress.id,
      oldLow.id,
      doneHigh.id,
    ]);
    expect(all.counts).toEqual({ pending: 4, 'in-progress': 1, completed: 1 });
    expect(all.truncated).toBe(false);

    const marketing = await list(owner, '?category=marketing', shop);
    expect(marketing.items.map((task) => task.id)).toEqual([oldHigh.id, oldLow.id]);
    expect(marketing.counts).toEqual({ pending: 2, 'in-progress': 0, completed: 0 });

    const highPending = await list(owner, '?priority=high&status=pending', shop);
    expect(highPending.items.map((task) => task.id)).toEqual([newHigh.id, oldHigh.id]);
    // The counts follow category and priority, not the status filter: the other columns keep theirs.
    expect(highPending.counts).toEqual({ pending: 2, 'in-progress': 0, completed: 1 });

    const bad = await failure(
      await t.call('GET', `${tasksPath(shop)}?priority=urgent`, { cookie: owner.cookie }),
      422,
    );
    expect(bad.code).toBe('task_priority_invalid');
  });

  it('caps the list, dropping only the oldest completed tasks', async () => {
    const shop = await createShop(t, owner, 'Mnoho úkolů');
    const user = owner.id;
    await withScope(t.deps.db, { userId: null, shopId: shop }, (trx) =>
      trx
        .insertInto('tasks')
        .values(
          Array.from({ length: TASK_LIST_LIMIT }, (_, i) => ({
            shop_id: shop,
            title: `Hotovo ${i}`,
            status: 'completed' as const,
            priority: 'high' as const,
            created_by: user,
            created_at: new Date(Date.UTC(2024, 0, 1) + i * 60_000),
            completed_at: new Date(Date.UTC(2024, 0, 2)),
          })),
        )
        .execute(),
    );
    const open = await create(owner, { title: 'Otevřený nízký', priority: 'low' }, shop);
    const listed = await list(owner, '', shop);
    expect(listed.items).toHaveLength(TASK_LIST_LIMIT);
    expect(listed.truncated).toBe(true);
    expect(listed.items[0]!.id).toBe(open.id);
    expect(listed.items.at(-1)!.title).toBe('Hotovo 1');
    expect(listed.counts).toEqual({ pending: 1, 'in-progress': 0, completed: TASK_LIST_LIMIT });
  });

  it('answers invalid input with a clear error code in Czech and in English', async () => {
    const cases: [Record<string, unknown>, string, string, string][] = [
      [{}, 'task_title_required', 'Zadejte název úkolu.', 'Enter a title for the task.'],
      [{ title: '   ' }, 'task_title_required', 'Zadejte název úkolu.', 'Enter a title for the task.'],
      [{ title: 42 }, 'task_title_required', 'Zadejte název úkolu.', 'Enter a title for the task.'],
      [
        { title: 'x'.repeat(201) },
        'task_title_too_long',
        'Název úkolu může mít nejvýše 200 znaků.',
        'A task title can have at most 200 characters.',
      ],
      [
        { title: 'Popis', description: 'y'.repeat(5001) },
        'task_description_too_long',
        'Popis úkolu může mít nejvýše 5 000 znaků.',
        'A task description can have at most 5,000 characters.',
      ],
      [
        { title: 'Kategorie', category: 'finance' },
        'task_category_invalid',
        'Neznámá kategorie úkolu. Vyberte Marketing, Analytika, Produkty, Zákazníci, Měření nebo Ostatní.',
        'Unknown task category. Choose Marketing, Analytics, Products, Customers, Tracking or Other.',
      ],
      [
        { title: 'Priorita', priority: 'urgent' },
        'task_priority_invalid',
        'Priorita úkolu musí být nízká, střední nebo vysoká.',
        'The task priority must be low, medium or high.',
      ],
      [
        { title: 'Stav', status: 'done' },
        'task_status_invalid',
        'Stav úkolu musí být Čeká, Probíhá nebo Hotovo.',
        'The task status must be To do, In progress or Done.',
      ],
      [
        { title: 'Zdroj', sourceContext: 'z'.repeat(201) },
        'task_source_context_too_long',
        'Popis zdroje může mít nejvýše 200 znaků.',
        'The source description can have at most 200 characters.',
      ],
    ];
    const before = await taskCount();
    for (const [body, code, cs, en] of cases) {
      for (const [language, message] of [
        ['cs', cs],
        ['en', en],
      ] as const) {
        const error = await failure(
          await t.call('POST', tasksPath(), {
            cookie: owner.cookie,
            body,
            headers: { 'accept-language': language },
          }),
          422,
        );
        expect(error.code, JSON.stringify(body)).toBe(code);
        expect(error.message).toBe(message);
        // The issue names the field, with the same code and message.
        expect(error.details?.issues[0]).toMatchObject({ code, message });
      }
    }
    expect(await taskCount()).toBe(before);

    // The limits themselves are accepted.
    const longest = await create(owner, { title: 'x'.repeat(200), description: 'y'.repeat(5000) });
    expect(longest.title).toHaveLength(200);
    const czech = await create(owner, { title: 'Příliš žluťoučký kůň úpěl ďábelské ódy 🐎' });
    expect(czech.title).toBe('Příliš žluťoučký kůň úpěl ďábelské ódy 🐎');
  });

  it('refuses source links that are not app paths or http(s) URLs', async () => {
    const refused = [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(document.cookie)',
      ' javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      '//evil.example/phish',
      '/\\evil.example',
      'https://bank.cz@evil.example/',
      'https://user:heslo@example.cz/',
      'analytics/orders',
      'ftp://example.cz/file',
      '/analytics/orders\u0000',
      '/analytics/ orders',
      `/${'a'.repeat(2048)}`,
    ];
    const before = await taskCount();
    for (const sourceUrl of refused) {
      const error = await failure(
        await t.call('POST', tasksPath(), { cookie: owner.cookie, body: { title: 'Odkaz', sourceUrl } }),
        422,
      );
      expect(error.code, sourceUrl).toBe('task_source_url_invalid');
    }
    expect(await taskCount()).toBe(before);
    for (const sourceUrl of [
      '/analytics/marketing?channel=sklik#kampane',
      'https://ads.google.com/aw/overview',
    ]) {
      expect((await create(owner, { title: 'Odkaz', sourceUrl })).sourceUrl).toBe(sourceUrl);
    }
    // The source is fixed at creation: a change cannot set it.
    const task = await create(owner, { title: 'Zdroj zůstává', sourceUrl: '/analytics/orders' });
    const error = await failure(await patch(owner, task.id, { sourceUrl: 'https://evil.example' }), 422);
    expect(error.code).toBe('validation_failed');
  });

  it('refuses control characters (a NUL byte is a clear 422, never a server error)', async () => {
    const before = await taskCount();
    for (const body of [
      { title: 'Nula\u0000bajt' },
      { title: 'Dva\nřádky' },
      { title: 'Popis', description: 'Zvonek\u0007' },
      { title: 'Zdroj', sourceContext: 'Z\u0000reportu' },
    ]) {
      const error = await failure(await t.call('POST', tasksPath(), { cookie: owner.cookie, body }), 422);
      expect(error.code).toBe('task_text_invalid');
    }
    expect(await taskCount()).toBe(before);
    // Markup is plain text: stored as typed (the UI never renders it as HTML).
    const markup = await create(owner, { title: '<img src=x onerror=alert(1)>' });
    expect(markup.title).toBe('<img src=x onerror=alert(1)>');
  });

  it('ignores no field it does not know: mass assignment is refused and nothing changes', async () => {
    const before = await taskCount();
    for (const extra of [
      { shopId: otherShop },
      { shop_id: otherShop },
      { createdBy: stranger.id },
      { completedAt: '2020-01-01T00:00:00Z' },
      { id: '00000000-0000-4000-8000-000000000000' },
    ]) {
      const error = await failure(
        await t.call('POST', tasksPath(), {
          cookie: owner.cookie,
          body: { title: 'Podvržené pole', ...extra },
        }),
        422,
      );
      expect(error.code).toBe('validation_failed');
    }
    expect(await taskCount()).toBe(before);
    expect(await taskCount(otherShop)).toBe(0);

    const task = await create(owner, { title: 'Cizí pole při změně' });
    const error = await failure(await patch(owner, task.id, { completedAt: null, status: 'pending' }), 422);
    expect(error.code).toBe('validation_failed');
  });

  it('lets every member add and change tasks, and the creator or an admin delete them', async () => {
    const byOwner = await create(owner, { title: 'Úkol majitelky' });
    const byViewer = await create(viewer, { title: 'Úkol čtenářky', category: 'analytics' });
    expect(byViewer).toMatchObject({ createdByName: 'Věra Čtenářová', canDelete: true });

    // canDelete is per caller.
    const asViewer = await list(viewer);
    expect(asViewer.items.find((task) => task.id === byOwner.id)?.canDelete).toBe(false);
    expect(asViewer.items.find((task) => task.id === byViewer.id)?.canDelete).toBe(true);
    const asAdmin = await list(admin);
    expect(asAdmin.items.every((task) => task.canDelete)).toBe(true);

    expect((await patch(viewer, byOwner.id, { priority: 'high' })).status).toBe(200);

    const refused = await failure(
      await t.call('DELETE', `${tasksPath()}/${byOwner.id}`, {
        cookie: viewer.cookie,
        headers: { 'accept-language': 'cs' },
      }),
      403,
    );
    expect(refused).toMatchObject({
      code: 'task_delete_forbidden',
      message: 'Smazat úkol může jen ten, kdo ho vytvořil, nebo správce e-shopu.',
    });

    expect((await t.call('DELETE', `${tasksPath()}/${byViewer.id}`, { cookie: viewer.cookie })).status).toBe(
      204,
    );
    expect((await t.call('DELETE', `${tasksPath()}/${byOwner.id}`, { cookie: admin.cookie })).status).toBe(
      204,
    );
    const ids = (await list(owner)).items.map((task) => task.id);
    expect(ids).not.toContain(byOwner.id);
    expect(ids).not.toContain(byViewer.id);
    // Gone is gone: a second delete is not found.
    expect((await t.call('DELETE', `${tasksPath()}/${byOwner.id}`, { cookie: owner.cookie })).status).toBe(
      404,
    );
  });

  it('describes the task routes and their contracts in the OpenAPI document', async () => {
    const doc = (await (await t.call('GET', '/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>;
      components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
    };
    expect(Object.keys(doc.paths['/api/shops/{shopId}/tasks'] ?? {}).sort()).toEqual(['get', 'post']);
    expect(Object.keys(doc.paths['/api/shops/{shopId}/tasks/{taskId}'] ?? {}).sort()).toEqual([
      'delete',
      'patch',
    ]);
    expect(Object.keys(doc.components.schemas.CreateTask?.properties ?? {})).toContain('sourceUrl');
    expect(Object.keys(doc.components.schemas.UpdateTask?.properties ?? {})).not.toContain('sourceUrl');
  });

  it("keeps each shop's tasks to itself: another shop's task or a malformed id is not found", async () => {
    const foreign = await create(stranger, { title: 'Cizí úkol' }, otherShop);
    expect((await list(owner)).items.map((task) => task.id)).not.toContain(foreign.id);

    // Through the owner's own shop, with the foreign id.
    expect((await patch(owner, foreign.id, { title: 'Ukradeno' })).status).toBe(404);
    expect((await t.call('DELETE', `${tasksPath()}/${foreign.id}`, { cookie: owner.cookie })).status).toBe(
      404,
    );
    // Straight at the foreign shop.
    expect((await t.call('GET', tasksPath(otherShop), { cookie: owner.cookie })).status).toBe(404);
    expect((await patch(owner, foreign.id, { title: 'Ukradeno' }, otherShop)).status).toBe(404);
    for (const id of ['not-a-uuid', "1' OR '1'='1", '00000000-0000-0000-0000-000000000000']) {
      expect((await patch(owner, encodeURIComponent(id), { title: 'X' })).status).toBe(404);
    }
    const untouched = await list(stranger, '', otherShop);
    expect(untouched.items.find((task) => task.id === foreign.id)?.title).toBe('Cizí úkol');
    expect((await t.call('GET', tasksPath())).status).toBe(401);
  });
});
