import { z } from 'zod';
import { demoSignInSchema } from '../auth.ts';
import { errorResponseSchema } from '../errors.ts';
import { healthSchema } from '../health.ts';
import { contractRoute, jsonResponse } from './route-helpers.ts';

const getHealth = contractRoute({
  operationId: 'getHealth',
  method: 'get',
  path: '/api/health',
  access: 'public',
  tags: ['system'],
  summary: 'Liveness, database engine, and whether requests or jobs are waiting',
  description:
    "Always 200 while the process answers. `status` is 'degraded' with `issues` when requests have " +
    'waited for a database connection for 2 s or more (db_pool_waiting) or the oldest queued ' +
    'background job is 5 minutes old or more (job_queue_backlog). Needs no session and reads none.',
  responses: { 200: jsonResponse('The server is up', healthSchema) },
});

const signInDemo = contractRoute({
  operationId: 'signInDemo',
  method: 'post',
  path: '/api/demo/sign-in',
  access: 'public',
  tags: ['auth'],
  summary: 'Sign in to the built-in demo account',
  responses: {
    200: jsonResponse('Signed in; the session cookie is set', demoSignInSchema),
    503: jsonResponse('The demo account is unavailable', errorResponseSchema),
  },
});

const getOpenApiDocument = contractRoute({
  operationId: 'getOpenApiDocument',
  method: 'get',
  path: '/api/openapi.json',
  access: 'public',
  tags: ['system'],
  summary: 'This OpenAPI 3.1 document',
  responses: {
    200: {
      description: 'The document',
      content: { 'application/json': { schema: z.record(z.string(), z.unknown()) } },
    },
  },
});

const getApiDocs = contractRoute({
  operationId: 'getApiDocs',
  method: 'get',
  path: '/api/docs',
  access: 'public',
  tags: ['system'],
  summary: 'The API reference and getting-started guide, rendered from this document',
  responses: { 200: { description: 'An HTML page', content: { 'text/html': { schema: z.string() } } } },
});

/** The renderer of the reference, served from the product's own assets (no CDN). */
const getApiDocsRenderer = contractRoute({
  operationId: 'getApiDocsRenderer',
  method: 'get',
  path: '/api/docs/renderer.js',
  access: 'public',
  tags: ['system'],
  summary: 'The script that renders the API reference',
  responses: {
    200: { description: 'JavaScript', content: { 'text/javascript': { schema: z.string() } } },
  },
});

/** Routes outside the product's areas: the health probe, the demo sign-in and the API's own docs. */
export const systemRoutes = { getHealth, signInDemo, getOpenApiDocument, getApiDocs, getApiDocsRenderer };
