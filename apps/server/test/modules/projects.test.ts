import type { Project, ProjectMember, Shop } from '@ziskomer/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../helpers/test-app.ts';
import { testEngines } from '../helpers/test-db.ts';

interface ErrorBody {
  error: { code: string; message: string };
}

describe.each(testEngines)('projects and members on %s', (engine) => {
  let t: TestApp;
  let olga: TestUser; // owner
  let alena: TestUser; // admin
  let vit: TestUser; // viewer
  let iva: TestUser; // invited later
  let clock = Date.parse('2025-04-01T08:00:00Z');
  /** The injected clock: one second later on every call, so the order of actions is certain. */
  const tick = () => {
    clock += 1000;
    return new Date(clock);
  };

  beforeAll(async () => {
    t = await createTestApp(engine, { now: tick });
    olga = await t.signUp('olga.projekt@example.cz', 'Olga Malá');
    alena = await t.signUp('alena.projekt@example.cz', 'Alena Velká');
    vit = await t.signUp('vit.projekt@example.cz', 'Vít Horák');
    iva = await t.signUp('iva.projekt@example.cz', 'Iva Zelená');
  });
  afterAll(() => t.close());

  const as = (user: TestUser, body?: unknown) => ({ cookie: user.cookie, body });
  const json = async <T>(response: Response | Promise<Response>, status: number): Promise<T> => {
    const resolved = await response;
    const text = await resolved.text();
    expect(resolved.status, text).toBe(status);
    return (text ? JSON.parse(text) : undefined) as T;
  };
  const createProject = (user: TestUser, name: string, description?: string) =>
    json<Project>(t.call('POST', '/api/projects', as(user, { name, description })), 201);
  const invite = (project: Project, by: TestUser, email: string, role?: string) =>
    t.call('POST', `/api/projects/${project.id}/members`, as(by, { email, role }));

  /** A project of Olga (owner) with Alena as admin and Vít as viewer. */
  async function teamProject(name: string): Promise<Project> {
    const project = await createProject(olga, name);
    await json(invite(project, olga, alena.email, 'admin'), 201);
    await json(invite(project, olga, vit.email, 'viewer'), 201);
    return project;
  }

  it('creates a project whose creator is its owner', async () => {
    const project = await createProject(olga, '  Kampaně 2025 ', 'Podzimní výprodej');
    expect(project).toMatchObject({
      name: 'Kampaně 2025',
      description: 'Podzimní výprodej',
      createdBy: olga.id,
      role: 'owner',
      shopCount: 0,
      memberCount: 1,
    });
    expect(project.createdAt).toBe(project.updatedAt);
    const members = await json<{ items: ProjectMember[] }>(
      t.call('GET', `/api/projects/${project.id}/members`, as(olga)),
      200,
    );
    expect(members.items).toEqual([
      {
        userId: olga.id,
        email: olga.email,
        fullName: 'Olga Malá',
        role: 'owner',
        joinedAt: project.createdAt,
      },
    ]);
    const invalid = await json<ErrorBody>(t.call('POST', '/api/projects', as(olga, { name: '   ' })), 422);
    expect(invalid.error.code).toBe('validation_failed');
  });

  it("lists the user's projects, owned ones first, then by name, with counts", async () => {
    const owner = await t.signUp('order.projekt@example.cz', 'Řazení Testovací');
    const zeta = await createProject(owner, 'Zeta');
    await createProject(owner, 'Alfa');
    const beta = await createProject(alena, 'Beta');
    await json(invite(beta, alena, owner.email, 'admin'), 201);
    await json(
      t.call('POST', '/api/shops', as(owner, { name: 'Obchod Zeta', domain: 'zeta.cz', projectId: zeta.id })),
      201,
    );
    const { items } = await json<{ items: Project[] }>(t.call('GET', '/api/projects', as(owner)), 200);
    expect(
      items.map((project) => [project.name, project.role, project.shopCount, project.memberCount]),
    ).toEqual([
      ['Alfa', 'owner', 0, 1],
      ['Zeta', 'owner', 1, 1],
      ['Beta', 'admin', 0, 2],
    ]);
    expect((await t.call('GET', '/api/projects')).status).toBe(401);
  });

  it('shows one project to its members only', async () => {
    const project = await teamProject('Viditelnost');
    const seen = await json<Project>(t.call('GET', `/api/projects/${project.id}`, as(vit)), 200);
    expect(seen).toMatchObject({ id: project.id, role: 'viewer', memberCount: 3 });
    expect((await t.call('GET', `/api/projects/${project.id}`, as(iva))).status).toBe(404);
    expect((await t.call('GET', '/api/projects/neni-uuid', as(olga))).status).toBe(404);
  });

  it('lets admins rename a project and rejects any other field', async () => {
    const project = await teamProject('Původní název');
    const renamed = await json<Project>(
      t.call('PATCH', `/api/projects/${project.id}`, as(alena, { name: 'Nový název', description: 'Popis' })),
      200,
    );
    expect(renamed).toMatchObject({ name: 'Nový název', description: 'Popis', role: 'admin' });
    expect(renamed.updatedAt > project.updatedAt).toBe(true);
    for (const body of [{ owner_id: alena.id }, { createdBy: alena.id }, { name: '' }]) {
      await json(t.call('PATCH', `/api/projects/${project.id}`, as(olga, body)), 422);
    }
    const denied = await json<ErrorBody>(
      t.call('PATCH', `/api/projects/${project.id}`, as(vit, { name: 'X' })),
      403,
    );
    expect(denied.error.code).toBe('forbidden');
  });

  it('invites by trimmed, lower-cased e-mail with the SPEC messages', async () => {
    const project = await teamProject('Pozvánky');
    const member = await json<ProjectMember>(
      invite(project, alena, '  IVA.Projekt@Example.CZ ', 'viewer'),
      201,
    );
    expect(member).toMatchObject({
      userId: iva.id,
      email: iva.email,
      fullName: 'Iva Zelená',
      role: 'viewer',
    });

    const unknown = await json<ErrorBody>(invite(project, olga, 'nikdo@example.cz'), 404);
    expect(unknown.error).toEqual({
      code: 'user_not_found_by_email',
      message: 'Uživatel s touto emailovou adresou nebyl nalezen',
    });
    const again = await json<ErrorBody>(invite(project, olga, iva.email, 'admin'), 409);
    expect(again.error).toEqual({
      code: 'already_member',
      message: 'Uživatel je již členem tohoto projektu',
    });
    const aboveOwn = await json<ErrorBody>(invite(project, alena, 'order.projekt@example.cz', 'owner'), 403);
    expect(aboveOwn.error.code).toBe('role_above_own');
    await json(invite(project, vit, 'order.projekt@example.cz'), 403);
    await json(invite(project, olga, 'not-an-email'), 422);

    const { items } = await json<{ items: ProjectMember[] }>(
      t.call('GET', `/api/projects/${project.id}/members`, as(vit)),
      200,
    );
    expect(items.map((item) => [item.email, item.role])).toEqual([
      [olga.email, 'owner'],
      [alena.email, 'admin'],
      [vit.email, 'viewer'],
      [iva.email, 'viewer'],
    ]);
  });

  it('changes roles within the rules and always keeps an owner', async () => {
    const project = await teamProject('Role');
    const path = (user: TestUser) => `/api/projects/${project.id}/members/${user.id}`;

    expect(
      await json<ProjectMember>(t.call('PATCH', path(vit), as(alena, { role: 'admin' })), 200),
    ).toMatchObject({
      userId: vit.id,
      role: 'admin',
    });
    expect(
      (await json<ErrorBody>(t.call('PATCH', path(olga), as(alena, { role: 'viewer' })), 403)).error.code,
    ).toBe('forbidden');
    expect(
      (await json<ErrorBody>(t.call('PATCH', path(alena), as(alena, { role: 'owner' })), 403)).error.code,
    ).toBe('role_above_own');
    const lastOwner = await json<ErrorBody>(t.call('PATCH', path(olga), as(olga, { role: 'admin' })), 409);
    expect(lastOwner.error).toEqual({
      code: 'last_owner',
      message: 'Projekt musí mít alespoň jednoho vlastníka.',
    });
    await json(
      t.call('PATCH', `/api/projects/${project.id}/members/${iva.id}`, as(olga, { role: 'admin' })),
      404,
    );
    await json(t.call('PATCH', path(vit), as(olga, { role: 'boss' })), 422);

    // With a second owner, the first may step down.
    await json(t.call('PATCH', path(alena), as(olga, { role: 'owner' })), 200);
    await json(t.call('PATCH', path(olga), as(olga, { role: 'viewer' })), 200);
    const { items } = await json<{ items: ProjectMember[] }>(
      t.call('GET', `/api/projects/${project.id}/members`, as(olga)),
      200,
    );
    expect(items.map((item) => item.role)).toEqual(['viewer', 'owner', 'admin']);
  });

  it('removes members within the rules; anyone may leave but the last owner', async () => {
    const project = await teamProject('Odchody');
    const path = (user: TestUser) => `/api/projects/${project.id}/members/${user.id}`;
    await json(invite(project, olga, iva.email, 'viewer'), 201);

    expect((await json<ErrorBody>(t.call('DELETE', path(iva), as(vit)), 403)).error.code).toBe('forbidden');
    expect((await json<ErrorBody>(t.call('DELETE', path(olga), as(alena)), 403)).error.code).toBe(
      'forbidden',
    );
    await json(t.call('DELETE', path(iva), as(alena)), 204);
    await json(t.call('DELETE', path(iva), as(alena)), 404);
    await json(t.call('DELETE', path(vit), as(vit)), 204);
    expect((await t.call('GET', `/api/projects/${project.id}`, as(vit))).status).toBe(404);
    expect((await json<ErrorBody>(t.call('DELETE', path(olga), as(olga)), 409)).error.code).toBe(
      'last_owner',
    );
    await json(t.call('DELETE', path(alena), as(olga)), 204);

    const { items } = await json<{ items: ProjectMember[] }>(
      t.call('GET', `/api/projects/${project.id}/members`, as(olga)),
      200,
    );
    expect(items.map((item) => item.userId)).toEqual([olga.id]);
  });

  it('deletes a project for its owner only and leaves its shops unassigned', async () => {
    const project = await teamProject('Na smazání');
    const shop = await json<Shop>(
      t.call(
        'POST',
        '/api/shops',
        as(olga, { name: 'Zůstávám', domain: 'zustavam.cz', projectId: project.id }),
      ),
      201,
    );
    expect((await json<Shop>(t.call('GET', `/api/shops/${shop.id}`, as(vit)), 200)).projectName).toBe(
      'Na smazání',
    );

    expect(
      (await json<ErrorBody>(t.call('DELETE', `/api/projects/${project.id}`, as(alena)), 403)).error.code,
    ).toBe('forbidden');
    await json(t.call('DELETE', `/api/projects/${project.id}`, as(olga)), 204);
    await json(t.call('GET', `/api/projects/${project.id}`, as(olga)), 404);

    const kept = await json<Shop>(t.call('GET', `/api/shops/${shop.id}`, as(olga)), 200);
    expect(kept).toMatchObject({ projectId: null, projectName: null, role: 'owner' });
    // Former members reached the shop only through the project.
    await json(t.call('GET', `/api/shops/${shop.id}`, as(vit)), 404);
  });

  it('records every project change in the activity log', async () => {
    const { items } = await json<{ items: { kind: string; action: string }[] }>(
      t.call('GET', '/api/me/activity?limit=200', as(olga)),
      200,
    );
    const actions = new Set(items.filter((item) => item.kind === 'project').map((item) => item.action));
    expect([...actions].sort()).toEqual(
      [
        'member_invited',
        'member_removed',
        'member_role_changed',
        'project_created',
        'project_deleted',
      ].sort(),
    );
    const left = await json<{ items: { action: string }[] }>(t.call('GET', '/api/me/activity', as(vit)), 200);
    expect(left.items.map((item) => item.action)).toContain('project_left');
  });
});
