import { z } from 'zod';
import {
  createProjectSchema,
  inviteMemberSchema,
  projectListSchema,
  projectMemberListSchema,
  projectMemberSchema,
  projectSchema,
  updateMemberSchema,
  updateProjectSchema,
} from '../projects.ts';
import { contractRoute, errorResponses, jsonBody, jsonResponse } from './route-helpers.ts';

const tags = ['projects'];

const projectParams = z.object({ projectId: z.string() });

const memberParams = projectParams.extend({ userId: z.string() });

const listRoute = contractRoute({
  operationId: 'listProjects',
  method: 'get',
  path: '/api/projects',
  access: 'user',
  tags,
  summary: "The signed-in user's projects, owned ones first",
  responses: { 200: jsonResponse('Projects', projectListSchema), ...errorResponses(401) },
});

const createRoute = contractRoute({
  operationId: 'createProject',
  method: 'post',
  path: '/api/projects',
  access: 'user',
  tags,
  summary: 'Creates a project; the creator becomes its owner',
  request: jsonBody(createProjectSchema),
  responses: { 201: jsonResponse('The new project', projectSchema), ...errorResponses(401, 422) },
});

const getRoute = contractRoute({
  operationId: 'getProject',
  method: 'get',
  path: '/api/projects/{projectId}',
  access: { project: 'viewer' },
  tags,
  summary: 'One project',
  request: { params: projectParams },
  responses: { 200: jsonResponse('The project', projectSchema), ...errorResponses(401, 404) },
});

const updateRoute = contractRoute({
  operationId: 'updateProject',
  method: 'patch',
  path: '/api/projects/{projectId}',
  access: { project: 'admin' },
  tags,
  summary: 'Renames a project or changes its description',
  request: { params: projectParams, ...jsonBody(updateProjectSchema) },
  responses: { 200: jsonResponse('The project', projectSchema), ...errorResponses(401, 403, 404, 422) },
});

const deleteRoute = contractRoute({
  operationId: 'deleteProject',
  method: 'delete',
  path: '/api/projects/{projectId}',
  access: { project: 'owner' },
  tags,
  summary: 'Deletes a project; its shops become unassigned',
  request: { params: projectParams },
  responses: { 204: { description: 'Deleted' }, ...errorResponses(401, 403, 404) },
});

const listMembersRoute = contractRoute({
  operationId: 'listProjectMembers',
  method: 'get',
  path: '/api/projects/{projectId}/members',
  access: { project: 'viewer' },
  tags,
  summary: "A project's members",
  request: { params: projectParams },
  responses: { 200: jsonResponse('Members', projectMemberListSchema), ...errorResponses(401, 404) },
});

const inviteRoute = contractRoute({
  operationId: 'inviteProjectMember',
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

const changeRoleRoute = contractRoute({
  operationId: 'changeProjectMemberRole',
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

const removeRoute = contractRoute({
  operationId: 'removeProjectMember',
  method: 'delete',
  path: '/api/projects/{projectId}/members/{userId}',
  access: { project: 'viewer' },
  tags,
  summary: 'Removes a member, or leaves the project when userId is the caller',
  request: { params: memberParams },
  responses: { 204: { description: 'Removed' }, ...errorResponses(401, 403, 404, 409) },
});

/** The routes of this area, by operationId. */
export const projectRoutes = {
  listProjects: listRoute,
  createProject: createRoute,
  getProject: getRoute,
  updateProject: updateRoute,
  deleteProject: deleteRoute,
  listProjectMembers: listMembersRoute,
  inviteProjectMember: inviteRoute,
  changeProjectMemberRole: changeRoleRoute,
  removeProjectMember: removeRoute,
};
