import { randomUUID } from 'node:crypto';
import type { SendDigestPreview } from '@ziskomer/contracts';
import type { UseCaseScope } from '../../core/use-case-scope.ts';
import { enqueueJob } from '../../jobs/enqueue-job.ts';
import { digestPreviewJob } from './digest-preview-job.ts';

/** Queues the digest of the last complete period to the caller's own address (never to others). */
export async function sendDigestPreview(scope: UseCaseScope, shopId: string, input: SendDigestPreview) {
  const jobId = await enqueueJob(scope.db, digestPreviewJob, {
    shopId,
    requestId: randomUUID(),
    email: scope.user.email,
    period: input.period,
    language: input.language,
  });
  return { email: scope.user.email, jobId: String(jobId) };
}
