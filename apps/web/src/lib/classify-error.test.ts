import { describe, expect, it } from 'vitest';
import { ApiError } from './api.ts';
import { classifyError } from './classify-error.ts';

describe('classifyError', () => {
  it.each([
    [new ApiError('network', 0, 'Failed to fetch'), 'network', 'medium', true],
    [new ApiError('internal', 408, 'timeout'), 'network', 'medium', true],
    [new ApiError('unauthenticated', 401, 'no session'), 'auth', 'high', false],
    [new ApiError('forbidden', 403, 'no'), 'permission', 'high', false],
    [new ApiError('validation_failed', 422, 'bad'), 'validation', 'low', false],
    [new ApiError('conflict', 409, 'exists'), 'business', 'medium', false],
    [new ApiError('internal', 500, 'boom'), 'system', 'critical', false],
    [new TypeError('Failed to fetch'), 'network', 'medium', true],
    [new Error('Permission denied'), 'permission', 'high', false],
    [new Error('Cannot read properties of undefined'), 'system', 'critical', false],
  ])('%s → %s', (error, category, severity, retryable) => {
    expect(classifyError(error)).toEqual({ category, severity, retryable });
  });
});
