import type { ErrorCode } from '@ziskomer/contracts';

/**
 * The one error type of use cases: a code the web app translates, and details for the caller.
 * It carries no HTTP status, so a use case runs the same from a route, a job or a test; the HTTP
 * layer maps the code to a status (`http/error-status.ts`).
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly details?: unknown,
  ) {
    super(code);
  }
}
