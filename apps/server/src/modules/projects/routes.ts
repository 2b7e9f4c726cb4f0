import type { OpenAPIHono } from '@hono/zod-openapi';
import { projectRoutes } from '@ziskomer/contracts';
import type { AppEnv } from '../../http/app-env.ts';
import { addRoute } from '../../http/define-route.ts';
import { changeMemberRole } from './change-member-role.ts';
import { createProject } from './create-project.ts';
import { deleteProject } from './delete-project.ts';
import { getProject } from './get-project.ts';
import { inviteMember } from './invite-member.ts';
import { listMembers } from './list-members.ts';
import { listProjects } from './list-projects.ts';
import { removeMember } from './remove-member.ts';
import { updateProject } from './update-project.ts';

export function registerProjectRoutes(app: OpenAPIHono<AppEnv>) {
  addRoute(app, projectRoutes.listProjects, async (c, scope) =>
    c.json({ items: await listProjects(scope) }, 200),
  );
  addRoute(app, projectRoutes.createProject, async (c, scope) =>
    c.json(await createProject(scope, c.req.valid('json')), 201),
  );
  addRoute(app, projectRoutes.getProject, async (c, scope) =>
    c.json(await getProject(scope, c.req.valid('param').projectId), 200),
  );
  addRoute(app, projectRoutes.updateProject, async (c, scope) =>
    c.json(await updateProject(scope, c.req.valid('param').projectId, c.req.valid('json')), 200),
  );
  addRoute(app, projectRoutes.deleteProject, async (c, scope) => {
    await deleteProject(scope, c.req.valid('param').projectId);
    return c.body(null, 204);
  });
  addRoute(app, projectRoutes.listProjectMembers, async (c, scope) =>
    c.json({ items: await listMembers(scope, c.req.valid('param').projectId) }, 200),
  );
  addRoute(app, projectRoutes.inviteProjectMember, async (c, scope) =>
    c.json(await inviteMember(scope, c.req.valid('param').projectId, c.req.valid('json')), 201),
  );
  addRoute(app, projectRoutes.changeProjectMemberRole, async (c, scope) => {
    const { projectId, userId } = c.req.valid('param');
    return c.json(await changeMemberRole(scope, projectId, userId, c.req.valid('json').role), 200);
  });
  addRoute(app, projectRoutes.removeProjectMember, async (c, scope) => {
    const { projectId, userId } = c.req.valid('param');
    await removeMember(scope, projectId, userId);
    return c.body(null, 204);
  });
}
