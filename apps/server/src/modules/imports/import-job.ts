import { withScope } from '@ziskomer/db';
import { z } from 'zod';
import type { Deps } from '../../core/deps.ts';
import { defineJob } from '../../jobs/define-job.ts';
import { createJobFailure, type JobFailure, PermanentJobError } from '../../jobs/job-error.ts';
import { getImportRow } from './queries/get-import-row.ts';
import { type ImportJobOptions, runImport } from './run-import.ts';
import { toImport } from './to-import.ts';

export const importJobPayloadSchema = z.object({ shopId: z.uuid(), importId: z.uuid() });

/**
 * The job of every file import (the import's kind, orders or ad spend, decides what it writes):
 * runs or resumes the import the job points at. Not retried by the runner: an import records its
 * own failure (with the line and reason) and is started again by uploading the fixed file; the
 * job then fails with the import's reason, so the jobs screen says it too.
 */
export function createImportJob(options: ImportJobOptions = {}) {
  return defineJob({
    kind: 'orders-import',
    payload: importJobPayloadSchema,
    shopOf: (payload) => payload.shopId,
    retry: { attempts: 1 },
    retryByHand: false,
    handle: async ({ shopId, importId }, context) => {
      await runImport(context.deps, shopId, importId, context, options);
      const failure = await getImportFailure(context.deps, shopId, importId);
      if (failure) throw new PermanentJobError(failure);
    },
  });
}

/** Queued by the wizard's start and by the public API. */
export const importJob = createImportJob();

/** How an import ended, with a failed one's reason in both languages. */
export type ImportOutcome =
  | { status: 'completed' | 'cancelled' | 'unfinished' }
  | { status: 'failed'; reason: { cs: string; en: string } };

export async function getImportOutcome(deps: Deps, shopId: string, importId: string): Promise<ImportOutcome> {
  const row = await withScope(deps.db, { userId: null, shopId }, (trx) =>
    getImportRow(trx, shopId, importId),
  );
  if (row?.status === 'completed' || row?.status === 'cancelled') return { status: row.status };
  if (row?.status !== 'failed') return { status: 'unfinished' };
  const reason = (language: 'cs' | 'en') => toImport(row, language).error?.message ?? '';
  return { status: 'failed', reason: { cs: reason('cs'), en: reason('en') } };
}

/** Why an import ended without completing, as the job's failure; null when it completed. */
async function getImportFailure(deps: Deps, shopId: string, importId: string): Promise<JobFailure | null> {
  const outcome = await getImportOutcome(deps, shopId, importId);
  if (outcome.status === 'cancelled') return createJobFailure('import_cancelled');
  if (outcome.status !== 'failed') return null;
  return {
    code: 'import_failed',
    cs: createJobFailure('import_failed', { reason: outcome.reason.cs }).cs,
    en: createJobFailure('import_failed', { reason: outcome.reason.en }).en,
  };
}
