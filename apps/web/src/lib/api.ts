import { type ContractRoute, type ErrorCode, type QueryValues, routeUrl } from '@ziskomer/contracts';
import type { z } from 'zod';
import { getLanguage } from './i18n.ts';

/** An API failure: the error code (translated by the UI as `errors.<code>`) and the HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode | 'network',
    readonly status: number,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

type Request<R extends ContractRoute> = NonNullable<R['request']>;
type SchemaInput<S> = S extends z.ZodType ? z.input<S> : never;

/** The query of a route: typed by its schema, or a ready URLSearchParams (the views that build their own). */
type QueryPart<R extends ContractRoute> =
  Request<R> extends { query: infer S }
    ? Record<never, never> extends SchemaInput<S>
      ? { query?: SchemaInput<S> | URLSearchParams }
      : { query: SchemaInput<S> | URLSearchParams }
    : Record<never, never>;
type ParamsPart<R extends ContractRoute> =
  Request<R> extends { params: infer S } ? { params: SchemaInput<S> } : Record<never, never>;
type BodyPart<R extends ContractRoute> =
  Request<R> extends {
    body: { content: { 'application/json': { schema: infer S } } };
  }
    ? { body: SchemaInput<S> }
    : Record<never, never>;

/** What a call passes: the route's path parameters, query and JSON body, each only when it has one. */
export type CallInput<R extends ContractRoute> = ParamsPart<R> &
  QueryPart<R> &
  BodyPart<R> & { signal?: AbortSignal };
/** The input as the call's arguments: none needed when nothing in it is required. */
type InputArgs<I> = Record<never, never> extends I ? [input?: I] : [input: I];

type SuccessStatus = 200 | 201 | 202 | 204;
type SuccessResponse<R extends ContractRoute> = R['responses'][Extract<keyof R['responses'], SuccessStatus>];
/** What a call resolves to: the parsed JSON of the route's success response, or nothing (204). */
export type ResponseOf<R extends ContractRoute> =
  SuccessResponse<R> extends {
    content: { 'application/json': { schema: infer S } };
  }
    ? S extends z.ZodType
      ? z.output<S>
      : never
    : undefined;

/** The URL of a route (a link, a download, an event stream): its path from the contract. */
export function apiUrl<R extends ContractRoute>(
  route: R,
  ...[input]: InputArgs<ParamsPart<R> & QueryPart<R>>
): string {
  const { params, query } = (input ?? {}) as {
    params?: Record<string, string>;
    query?: QueryValues | URLSearchParams;
  };
  return routeUrl(route, params, query);
}

/**
 * Calls a route of the API, as its contract in `packages/contracts` describes it, with the session
 * cookie and the UI's language; throws ApiError with the server's code. In development the answer
 * is checked against the route's response schema, so a server that drifted from its contract shows
 * at once instead of as a wrong figure later.
 */
export async function callApi<R extends ContractRoute>(
  route: R,
  ...[input]: InputArgs<CallInput<R>>
): Promise<ResponseOf<R>> {
  const { params, query, body, signal } = (input ?? {}) as {
    params?: Record<string, string>;
    query?: QueryValues | URLSearchParams;
    body?: unknown;
    signal?: AbortSignal;
  };
  const data = await send(routeUrl(route, params, query), route.method.toUpperCase(), body, signal);
  if (import.meta.env.DEV && data !== undefined) checkResponse(route, data);
  return data as ResponseOf<R>;
}

async function send(url: string, method: string, body: unknown, signal: AbortSignal | undefined) {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: 'same-origin',
      signal,
      headers: {
        'accept-language': getLanguage(),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError('network', 0, (error as Error).message);
  }
  if (response.status === 204) return undefined;
  const data: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const failure = data as { error?: { code: ErrorCode; message: string; details?: unknown } } | undefined;
    throw new ApiError(
      failure?.error?.code ?? 'internal',
      response.status,
      failure?.error?.message ?? response.statusText,
      failure?.error?.details,
    );
  }
  return data;
}

/** Development only: the answer must match the route's success schema. */
function checkResponse(route: ContractRoute, data: unknown) {
  const success = route.responses[200] ?? route.responses[201] ?? route.responses[202];
  const schema = success?.content?.['application/json']?.schema as z.ZodType | undefined;
  if (!schema || typeof schema.safeParse !== 'function') return;
  const result = schema.safeParse(data);
  if (result.success) return;
  console.error(`${route.operationId}: the answer does not match its contract`, result.error.issues, data);
  throw new ApiError('internal', 200, `${route.operationId}: the answer does not match its contract`, {
    issues: result.error.issues,
  });
}
