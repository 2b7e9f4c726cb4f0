import { errorResponseSchema } from '@ziskomer/contracts';
import type { z } from 'zod';

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
