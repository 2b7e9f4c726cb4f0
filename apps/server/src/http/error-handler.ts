import { type ErrorCode, findUnstorableText, isErrorCode } from '@ziskomer/contracts';
import { RequestAbortedError } from '@ziskomer/db';
import { pickLanguage, translateError } from '@ziskomer/i18n';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { AppError } from '../core/app-error.ts';
import { statusOf } from './error-status.ts';

/** The status logged for a request whose client closed the connection first (as nginx's 499). */
const CLIENT_GONE = 499 as ContentfulStatusCode;

/** Maps any thrown error to `{ error: { code, message, details? } }`; never sends a stack. */
export function handleError(error: Error, c: Context) {
  const language = pickLanguage(c.req.header('accept-language'));
  if (error instanceof AppError) {
    return c.json(
      { error: { code: error.code, message: translateError(error.code, language), details: error.details } },
      statusOf(error.code) as ContentfulStatusCode,
    );
  }
  if (error instanceof HTTPException && error.status < 500) {
    const code =
      error.status === 413 ? 'payload_too_large' : error.status === 401 ? 'unauthenticated' : 'bad_request';
    return c.json({ error: { code, message: translateError(code, language) } }, error.status);
  }
  // The client has gone away (its database work was given up): there is no one to answer.
  if (error instanceof RequestAbortedError || c.req.raw.signal.aborted) return c.body(null, CLIENT_GONE);
  console.error(`[error] ${c.get('requestId') ?? '-'} ${c.req.method} ${c.req.path}`, error);
  return c.json({ error: { code: 'internal', message: translateError('internal', language) } }, 500);
}

/**
 * zod-openapi's validation hook, run on every declared input (path, query, JSON body, form) of
 * every route, valid or not:
 * - text the database cannot store (a NUL byte, a lone surrogate) anywhere in the input answers
 *   400 `invalid_characters` naming the field, whatever else is wrong with it, so no handler or
 *   query ever sees such text (unless the contract names its own code for that field, below);
 * - otherwise a 422 naming each invalid field. A contract may name an error code as an issue's
 *   message (`z.string().min(1, { error: 'task_title_required' })`): the issue then carries that
 *   code and its translated message, and the first such code answers for the whole request (with
 *   its own status) instead of validation_failed.
 */
export function validationHook(
  result: {
    success: boolean;
    data?: unknown;
    target?: string;
    error?: { issues: { path: PropertyKey[]; message: string; code: string }[] };
  },
  c: Context,
) {
  const language = pickLanguage(c.req.header('accept-language'));
  // On success `data` is the parsed value, on failure the raw input: both are checked.
  const unstorable = findUnstorableText(result.data);
  // A contract with its own code for that very field (a task's task_text_invalid) keeps it.
  const ownCode = result.error?.issues.some(
    (issue) => issue.path.map(String).join('.') === unstorable && isErrorCode(issue.message),
  );
  if (unstorable !== null && !ownCode) {
    return c.json(
      {
        error: {
          code: 'invalid_characters',
          message: translateError('invalid_characters', language),
          details: { target: result.target, path: unstorable },
        },
      },
      400,
    );
  }
  if (result.success) return;
  const issues = (result.error?.issues ?? []).map((issue) => {
    const path = issue.path.map(String).join('.');
    if (isErrorCode(issue.message)) {
      return { path, code: issue.message, message: translateError(issue.message, language) };
    }
    return { path, code: issue.code, message: issue.message };
  });
  const named = issues.find((issue) => isErrorCode(issue.code));
  const code: ErrorCode = named && isErrorCode(named.code) ? named.code : 'validation_failed';
  return c.json(
    { error: { code, message: translateError(code, language), details: { issues } } },
    statusOf(code) as ContentfulStatusCode,
  );
}
