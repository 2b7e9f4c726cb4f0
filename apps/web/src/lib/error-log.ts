import { classifyError, type ErrorCategory, type ErrorSeverity } from './classify-error.ts';

/** Where an error was caught. */
export type ErrorContext = 'window' | 'promise' | 'render' | 'page' | 'component' | 'route' | (string & {});

export interface ErrorRecord {
  id: string;
  context: ErrorContext;
  category: ErrorCategory;
  severity: ErrorSeverity;
  /** The error's constructor name, e.g. TypeError. */
  type: string;
  message: string;
  stack?: string;
  timestamp: number;
}

/** SPEC §9: the error history keeps 100 records; "recent" means the last 5 minutes. */
export const ERROR_HISTORY_LIMIT = 100;
export const RECENT_WINDOW_MS = 5 * 60_000;

const records: ErrorRecord[] = [];
const counts = new Map<ErrorContext, number>();
let sequence = 0;

function describe(error: unknown): { type: string; message: string; stack?: string } {
  if (error instanceof Error)
    return { type: error.name || error.constructor.name, message: error.message, stack: error.stack };
  if (typeof error === 'string') return { type: 'string', message: error };
  try {
    return { type: typeof error, message: JSON.stringify(error) ?? String(error) };
  } catch {
    return { type: typeof error, message: String(error) };
  }
}

/**
 * Records an error in memory and in the console. Nothing is sent anywhere (SPEC §7, §8: the
 * monitoring step is deliberately empty).
 */
export function logError(error: unknown, context: ErrorContext, now = Date.now()): ErrorRecord {
  sequence += 1;
  const record: ErrorRecord = {
    id: `err-${now.toString(36)}-${sequence.toString(36)}`,
    context,
    ...classifyError(error),
    ...describe(error),
    timestamp: now,
  };
  records.push(record);
  if (records.length > ERROR_HISTORY_LIMIT) records.splice(0, records.length - ERROR_HISTORY_LIMIT);
  counts.set(context, (counts.get(context) ?? 0) + 1);
  console.error(`[${context}]`, error);
  return record;
}

export function listErrors(): readonly ErrorRecord[] {
  return records;
}

export function listRecentErrors(now = Date.now()): ErrorRecord[] {
  return records.filter((record) => now - record.timestamp <= RECENT_WINDOW_MS);
}

export function countErrorsByContext(): Record<string, number> {
  return Object.fromEntries(counts);
}

export function clearErrorLog() {
  records.length = 0;
  counts.clear();
}

let installed = false;

/**
 * Catches what nothing else caught: uncaught errors and unhandled promise rejections. Rejections
 * are marked handled (preventDefault) once logged, so the browser does not report them twice.
 */
export function installGlobalErrorHandler(target: Window = window) {
  if (installed) return;
  installed = true;
  target.addEventListener('error', (event) => {
    logError(event.error ?? event.message, 'window');
  });
  target.addEventListener('unhandledrejection', (event) => {
    event.preventDefault();
    logError(event.reason, 'promise');
  });
}
