import type { JobProgress } from '@ziskomer/contracts';
import type { z } from 'zod';
import type { Deps } from '../core/deps.ts';

/** What a handler gets besides its payload. */
export interface JobContext {
  deps: Deps;
  jobId: number;
  /** 1 on the first start; a job resumed after a crash or retried after a failure counts up. */
  attempt: number;
  /** The kind's attempts: a retryable failure on the last one fails the job for good. */
  maxAttempts: number;
  /** Aborted when the runner stops or the job's lease is lost: stop at the next safe point. */
  signal: AbortSignal;
  /** Stores the job's progress for the jobs screen (written at most once a second). */
  reportProgress(progress: JobProgress): void;
}

export interface RetryPolicy {
  /** Starts in all, the first one included. */
  attempts: number;
  /** The wait before the second start; it doubles before each further one. */
  backoffMs: number;
  /** The longest wait between two starts. */
  maxBackoffMs: number;
}

export interface JobDefinition<Payload = unknown> {
  kind: string;
  payload: z.ZodType<Payload>;
  /** The shop the job works for (null for work of no shop): its people see it, and shops are kept apart. */
  shopOf(payload: Payload): string | null;
  /**
   * A job of this kind starts only while its shop runs fewer jobs than this (of any kind), so a
   * shop's long job cannot take every worker from the other shops.
   */
  perShop: number;
  retry: RetryPolicy;
  /**
   * Whether people may start a failed job again ('Zkusit znovu'). False where the work is redone
   * another way (a failed import: the fixed file is uploaded again).
   */
  retryByHand: boolean;
  /**
   * Must be resumable: a job whose process died is started again from the beginning of
   * `handle`, which continues from what the job committed (an import from its last batch).
   * Throw PermanentJobError for what trying again cannot fix, JobError for what it may.
   */
  handle(payload: Payload, context: JobContext): Promise<void>;
}

export const DEFAULT_RETRY: RetryPolicy = { attempts: 3, backoffMs: 30_000, maxBackoffMs: 60 * 60_000 };

/** Declares a kind of background job once: its payload schema, handler, retries and shop. */
export function defineJob<Schema extends z.ZodType>(definition: {
  kind: string;
  payload: Schema;
  shopOf: (payload: z.output<Schema>) => string | null;
  handle: (payload: z.output<Schema>, context: JobContext) => Promise<void>;
  retry?: Partial<RetryPolicy>;
  perShop?: number;
  retryByHand?: boolean;
}): JobDefinition<z.output<Schema>> {
  return {
    ...definition,
    payload: definition.payload as z.ZodType<z.output<Schema>>,
    perShop: definition.perShop ?? 1,
    retryByHand: definition.retryByHand ?? true,
    retry: { ...DEFAULT_RETRY, ...definition.retry },
  };
}

/** The wait before the next start after `attempt` failed starts. */
export function getRetryDelay(retry: RetryPolicy, attempt: number): number {
  return Math.min(retry.maxBackoffMs, retry.backoffMs * 2 ** Math.max(0, attempt - 1));
}

// biome-ignore lint/suspicious/noExplicitAny: a list of kinds holds definitions of different payloads
export type AnyJobDefinition = JobDefinition<any>;
