import { describeMetaIssue } from '@ziskomer/contracts';
import type { Deps } from '../../../core/deps.ts';
import { createJobFailure, JobError, PermanentJobError } from '../../../jobs/job-error.ts';
import { markConnectionBroken } from '../mark-connection-broken.ts';
import { classifyMetaError } from './classify-meta-error.ts';
import type { MetaRef } from './get-meta-access-token.ts';
import { MetaGraphError } from './meta-graph-error.ts';

/** The job failure code of a SPEC §8 code: `meta_token_expired`, `meta_rate_limit` … */
export const metaFailureCode = (issue: string) => `meta_${issue.toLowerCase()}`;

/**
 * What a failed Graph API call means for the job and for the user (SPEC §8): its code with Meta's
 * reason in both languages; retried by the runner unless the code is critical (an expired or
 * invalid token, a missing account, a missing permission). A token Meta no longer accepts breaks
 * the connection, and the shop is told to log in again.
 */
export async function toMetaJobError(
  deps: Deps,
  ref: MetaRef,
  error: unknown,
  target: string,
): Promise<unknown> {
  if (error instanceof JobError || !(error instanceof MetaGraphError)) return error;
  const issue = classifyMetaError(error);
  const failure = createJobFailure(metaFailureCode(issue), {
    account: target,
    reason: error.detail,
  });
  if (issue === 'TOKEN_EXPIRED' || issue === 'TOKEN_INVALID') await markConnectionBroken(deps, ref, failure);
  return describeMetaIssue(issue).retry ? new JobError(failure) : new PermanentJobError(failure);
}
