import { withScope } from '@ziskomer/db';
import type { Deps } from '../../core/deps.ts';
import { createJobFailure, JobError } from '../../jobs/job-error.ts';
import type { Email } from '../../lib/mailer.ts';
import { claimDelivery, finishDelivery } from './queries/digest-delivery-rows.ts';

export interface DeliveryTarget {
  shopId: string;
  /** Unique per shop: the same key is never sent twice (docs/ARCHITECTURE.md "E-mail digests and alerts"). */
  idempotencyKey: string;
  kind: 'digest' | 'preview' | 'alert';
  periodKey: string;
  recipientId: string | null;
  email: string;
  language: 'cs' | 'en';
}

export type DeliveryOutcome =
  | { status: 'sent' }
  | { status: 'failed'; error: string }
  | { status: 'skipped' };

/**
 * Sends one e-mail at most once. The delivery is recorded as 'sending' and committed *before* the
 * mailer gets the message; a later run with the same key skips it. So a retried job does not send
 * again, and neither does one restarted after a crash between the send and its record: the row
 * stays 'sending' and the next run turns it 'unknown' (`markInterruptedDeliveries`) instead of
 * risking a second copy. We chose at most once over at least once because a digest missing once
 * is a small loss and a digest arriving twice looks broken. A send that fails with an error
 * (the message was not accepted) is recorded 'failed' with the reason and may be tried again.
 */
export async function deliverOnce(
  deps: Deps,
  target: DeliveryTarget,
  build: () => Email,
): Promise<DeliveryOutcome> {
  const scope = { userId: null, shopId: target.shopId };
  const deliveryId = await withScope(deps.db, scope, (trx) =>
    claimDelivery(trx, { ...target, now: deps.now() }),
  );
  if (!deliveryId) return { status: 'skipped' };
  let error: string | null = null;
  try {
    await deps.mailer(build());
  } catch (cause) {
    error = describeSendError(cause);
  }
  await withScope(deps.db, scope, (trx) =>
    finishDelivery(trx, {
      shopId: target.shopId,
      id: deliveryId,
      status: error === null ? 'sent' : 'failed',
      error: error ?? undefined,
      now: deps.now(),
    }),
  );
  return error === null ? { status: 'sent' } : { status: 'failed', error };
}

/** What the log shows of a failed send: the SMTP server's answer or the error's message, shortened. */
function describeSendError(cause: unknown): string {
  const error = cause as { response?: unknown; message?: unknown; code?: unknown };
  const text =
    typeof error?.response === 'string'
      ? error.response
      : typeof error?.message === 'string'
        ? error.message
        : String(cause);
  const code = typeof error?.code === 'string' ? `${error.code}: ` : '';
  return `${code}${text}`.slice(0, 500);
}

/**
 * Fails the job after everyone was tried when some sends failed, so the runner retries it with
 * backoff; the retry reaches only the failed recipients (their deliveries are 'failed').
 */
export function throwIfSendsFailed(failures: readonly string[], total: number): void {
  if (failures.length === 0) return;
  throw new JobError(
    createJobFailure('digest_send_failed', { count: failures.length, total, reason: failures[0]! }),
  );
}
