import type { OpenAPIHono } from '@hono/zod-openapi';
import {
  createProjectSchema,
  inviteMemberSchema,
  projectListSchema,
  projectMemberListSchema,
  projectMemberSchema,
  projectSchema,
  updateMemberSchema,
  updateProjectSchema,
} from '@ziskomer/contracts';
import { z } from 'zod';
import type { AppEnv } from '../../http/app-env.ts';
import { addRoute, defineRoute } from '../../http/define-route.ts';
import { errorResponses, jsonBody, jsonResponse } from '../../http/openapi-responses.ts';
import { changeMemberRole } from './change-member-role.ts';
import { createProject } from './create-project.ts';
import { deleteProject } from './delete-project.ts';
import { getProject } from './get-project.ts';
import { inviteMember } from './invite-member.ts';
import { listMembers } from './list-members.ts';
import { listProjects } from './list-projects.ts';
import { removeMember } from './remove-member.ts';
import { updateProject } from './update-project.ts';

const tags = ['projects'];
const projectParams = z.object({ projectId: z.string() });
const memberParams = projectParams.extend({ userId: z.string() });

const listRoute = defineRoute({
  method: 'get',
  path: '/api/projects',
  access: 'user',
  tags,
  summary: "The signed-in user's projects, owned ones first",
  responses: { 200: jsonResponse('Projects', projectListSchema), ...errorResponses(401) },
});

const createRoute = defineRoute({
  method: 'post',
  path: '/api/projects',
  access: 'user',
  tags,
  summary: 'Creates a project; the creator becomes its owner',
  request: jsonBody(createProjectSchema),
  responses: { 201: jsonResponse('The new project', projectSchema), ...errorResponses(401, 422) },
});

const getRoute = defineRoute({
  method: 'get',
  path: '/api/projects/{projectId}',
  access: { project: 'viewer' },
  tags,
  summary: 'One project',
  request: { params: projectParams },
  responses: { 200: jsonResponse('The project', projectSchema), ...errorResponses(401, 404) },
});

const updateRoute = defineRoute({
  method: 'patch',
  path: '/api/projects/{projectId}',
  access: { project: 'admin' },
  tags,
  summary: 'Renames a project or changes its description',
  request: { params: projectParams, ...jsonBody(updateProjectSchema) },
  responses: { 200: jsonResponse('The project', projectSchema), ...errorResponses(401, 403, 404, 422) },
});

const deleteRoute = defineRoute({
  method: 'delete',
  path: '/api/projects/{projectId}',
  access: { project: 'owner' },
  tags,
  summary: 'Deletes a project; its shops become unassigned',
  request: { params: projectParams },
  responses: { 204: { description: 'Deleted' }, ...errorResponses(401, 403, 404) },
});

const listMembersRoute = defineRoute({
  method: 'get',
  path: '/api/projects/{projectId}/members',
  access: { project: 'viewer' },
  tags,
  summary: "A project's members",
  request: { params: projectParams },
  responses: { 200: jsonResponse('Members', projectMemberListSchema), ...errorResponses(401, 404) },
});

const inviteRoute = defineRoute({
  method: 'post',
  path: '/api/projects/{projectId}/members',
  access: { project: 'admin' },
  tags,
  summary: 'Adds an existing user by e-mail',
  request: { params: projectParams, ...jsonBody(inviteMemberSchema) },
  responses: {
    201: jsonResponse('The new member', projectMemberSchema),
    ...errorResponses(401, 403, 404, 409, 422),
  },
});

const changeRoleRoute = defineRoute({
  method: 'patch',
  path: '/api/projects/{projectId}/members/{userId}',
  access: { project: 'admin' },
  tags,
  summary: "Changes a member's role",
  request: { params: memberParams, ...jsonBody(updateMemberSchema) },
  responses: {
    200: jsonResponse('The member', projectMemberSchema),
    ...errorResponses(401, 403, 404, 409, 422),
  },
});

const removeRoute = defineRoute({
  method: 'delete',
  path: '/api/projects/{projectId}/members/{userId}',
  access: { project: 'viewer' },
  tags,
  summary: 'Removes a member, or leaves the project when userId is the caller',
  request: { params: memberParams },
  responses: { 204: { description: 'Removed' }, ...errorResponses(401, 403, 404, 409) },
});

export function registerProjectRoutes(app: OpenAPIHono<AppEnv>) {
  addRoute(app, listRoute, async (c, scope) => c.json({ items: await listProjects(scope) }, 200));
  addRoute(app, createRoute, async (c, scope) =>
    c.json(await createProject(scope, c.req.valid('json')), 201),
  );
  addRoute(app, getRoute, async (c, scope) =>
    c.json(await getProject(scope, c.req.valid('param').projectId), 200),
  );
  addRoute(app, updateRoute, async (c, scope) =>
    c.json(await updateProject(scope, c.req.valid('param').projectId, c.req.valid('json')), 200),
  );
  addRoute(app, deleteRoute, async (c, scope) => {
    await deleteProject(scope, c.req.valid('param').projectId);
    return c.body(null, 204);
  });
  addRoute(app, listMembersRoute, async (c, scope) =>
    c.json({ items: await listMembers(scope, c.req.valid('param').projectId) }, 200),
  );
  addRoute(app, inviteRoute, async (c, scope) =>
    c.json(await inviteMember(scope, c.req.valid('param').projectId, c.req.valid('json')), 201),
  );
  addRoute(app, changeRoleRoute, async (c, scope) => {
    const { projectId, userId } = c.req.valid('param');
    return c.json(await changeMemberRole(scope, projectId, userId, c.req.valid('json').role), 200);
  });
  addRoute(app, removeRoute, async (c, scope) => {
    const { projectId, userId } = c.req.valid('param');
    await removeMember(scope, projectId, userId);
    return c.body(null, 204);
  });
}
