import { ApiError } from './api.ts';

/** SPEC §8 generic error categories, each with its severity; only network errors are retryable. */
export type ErrorCategory = 'network' | 'auth' | 'permission' | 'validation' | 'business' | 'system' | 'user';
export type ErrorSeverity = 'low' | 'medium' | 'high' | 'critical';

export interface ErrorClassification {
  category: ErrorCategory;
  severity: ErrorSeverity;
  retryable: boolean;
}

const SEVERITY: Record<ErrorCategory, ErrorSeverity> = {
  network: 'medium',
  auth: 'high',
  permission: 'high',
  validation: 'low',
  business: 'medium',
  system: 'critical',
  user: 'low',
};

/** Message patterns for errors that carry no HTTP status (thrown by the browser or by code). */
const MESSAGE_PATTERNS: [RegExp, ErrorCategory][] = [
  [/network|fetch|timeout|timed out|offline|connection|load failed|dynamically imported module/i, 'network'],
  [/unauth|not signed in|session|login|přihlá/i, 'auth'],
  [/forbidden|permission|not allowed|oprávnění/i, 'permission'],
  [/invalid|validation|required|must|neplatn/i, 'validation'],
];

function categorise(error: unknown): ErrorCategory {
  if (error instanceof ApiError) {
    if (error.code === 'network' || error.status === 0 || error.status === 408) return 'network';
    if (error.status === 401) return 'auth';
    if (error.status === 403) return 'permission';
    if (error.status === 400 || error.status === 422) return 'validation';
    if (error.status === 429 || error.status >= 500) return error.status === 429 ? 'network' : 'system';
    return 'business';
  }
  const message = error instanceof Error ? error.message : String(error);
  for (const [pattern, category] of MESSAGE_PATTERNS) if (pattern.test(message)) return category;
  return 'system';
}

/** Sorts an error into a SPEC §8 category by its HTTP status or, failing that, its message. */
export function classifyError(error: unknown): ErrorClassification {
  const category = categorise(error);
  return { category, severity: SEVERITY[category], retryable: category === 'network' };
}
