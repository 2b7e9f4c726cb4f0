import { z } from 'zod';
import { errorResponseSchema } from '../errors.ts';
import type { Role } from '../roles.ts';

/**
 * Who may call a route, declared on every route and checked by the server in one place:
 * - `public`: anyone;
 * - `user`: any signed-in user (the session cookie);
 * - `{ shop: role }`: a user with at least `role` in the shop of the `{shopId}` path parameter;
 * - `{ project: role }`: a member with at least `role` in the project of `{projectId}`;
 * - `apiKey`: a request of the public API with a shop's API key, no session.
 * Objects the caller may not see answer 404, whatever the reason; a visible object with too low a
 * role answers 403.
 */
export type Access = 'public' | 'user' | 'apiKey' | { shop: Role } | { project: Role };

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

interface MediaType {
  schema: unknown;
  example?: unknown;
  examples?: Record<string, { summary?: string; value: unknown }>;
}

/**
 * One route of the API as both sides know it: the server registers it (with its handler) and
 * publishes it in the OpenAPI document, the web app's client calls it and checks its answers.
 */
export interface ContractRoute {
  /** Stable and readable, e.g. `listOrders`; the name generated clients give the call. */
  operationId: string;
  method: HttpMethod;
  /** OpenAPI style: `/api/shops/{shopId}/orders`. */
  path: string;
  access: Access;
  tags?: string[];
  summary?: string;
  description?: string;
  security?: Record<string, string[]>[];
  request?: {
    params?: z.ZodType;
    query?: z.ZodType;
    headers?: z.ZodType;
    body?: { required?: boolean; description?: string; content: Record<string, MediaType> };
  };
  responses: Record<number, { description: string; content?: Record<string, MediaType> }>;
}

/** Declares a route; the identity, so that its literal types (path, schemas) stay known. */
export function contractRoute<const R extends ContractRoute>(route: R): R {
  return route;
}

/** An OpenAPI response with a JSON body of `schema`. */
export function jsonResponse<S extends z.ZodType>(description: string, schema: S) {
  return { description, content: { 'application/json': { schema } } };
}

const ERROR_DESCRIPTIONS = {
  400: 'The request is not valid in its context (an expired or foreign OAuth state)',
  401: 'Not signed in',
  403: 'The caller sees the object but its role is too low',
  404: 'The object does not exist or the caller may not see it',
  409: 'The change conflicts with the current state',
  422: 'Invalid input; details.issues name the fields',
  502: 'A provider the request needed did not answer',
} as const;

/** The coded error responses a route can answer with, for its OpenAPI description. */
export function errorResponses<S extends keyof typeof ERROR_DESCRIPTIONS>(...statuses: S[]) {
  return Object.fromEntries(
    statuses.map((status) => [status, jsonResponse(ERROR_DESCRIPTIONS[status], errorResponseSchema)]),
  ) as Record<S, ReturnType<typeof jsonResponse<typeof errorResponseSchema>>>;
}

/** A required JSON request body of `schema`, for a route's `request`. */
export function jsonBody<S extends z.ZodType>(schema: S) {
  return { body: { content: { 'application/json': { schema } }, required: true } };
}

/**
 * The `lang` query parameter of the routes a browser opens without headers (event streams, file
 * downloads): the languages of `packages/i18n`, which contracts may not import.
 */
export const languageQueryParam = z.enum(['cs', 'en']).optional();
