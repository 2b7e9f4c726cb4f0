import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearErrorLog,
  countErrorsByContext,
  ERROR_HISTORY_LIMIT,
  installGlobalErrorHandler,
  listErrors,
  listRecentErrors,
  logError,
} from './error-log.ts';

describe('error log', () => {
  beforeEach(() => {
    clearErrorLog();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('records type, message, category and severity', () => {
    const record = logError(new TypeError('x is undefined'), 'render');
    expect(record).toMatchObject({ context: 'render', type: 'TypeError', message: 'x is undefined' });
    expect(record.category).toBe('system');
    expect(record.severity).toBe('critical');
    expect(record.id).toMatch(/^err-/);
  });

  it('keeps the last 100 records and counts by context', () => {
    for (let i = 0; i < ERROR_HISTORY_LIMIT + 5; i += 1)
      logError(new Error(`e${i}`), i % 2 ? 'page' : 'window');
    expect(listErrors()).toHaveLength(100);
    expect(listErrors()[0]?.message).toBe('e5');
    expect(countErrorsByContext()).toEqual({ window: 53, page: 52 });
  });

  it('lists as recent only the last 5 minutes', () => {
    const now = Date.now();
    logError(new Error('old'), 'window', now - 6 * 60_000);
    logError(new Error('new'), 'window', now - 60_000);
    expect(listRecentErrors(now).map((r) => r.message)).toEqual(['new']);
  });

  it('logs uncaught errors and unhandled rejections, preventing the default report', () => {
    const target = new EventTarget();
    installGlobalErrorHandler(target as unknown as Window);
    const errorEvent = Object.assign(new Event('error'), {
      error: new Error('uncaught'),
      message: 'uncaught',
    });
    target.dispatchEvent(errorEvent);
    const rejection = Object.assign(new Event('unhandledrejection', { cancelable: true }), {
      reason: new Error('rejected'),
    });
    target.dispatchEvent(rejection);
    expect(rejection.defaultPrevented).toBe(true);
    expect(listErrors().map((r) => [r.context, r.message])).toEqual([
      ['window', 'uncaught'],
      ['promise', 'rejected'],
    ]);
  });
});
