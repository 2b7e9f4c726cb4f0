import { createHash } from 'node:crypto';
import type { Database } from '@ziskomer/db';
import type { Kysely } from 'kysely';
import { addMark, clearMarks, countMarks } from './verification-marks.ts';

/**
 * Soft lock per account against password guessing spread over many addresses (the per-address
 * rate limit does not see it): after SIGN_IN_MAX_FAILURES wrong passwords within
 * SIGN_IN_LOCK_WINDOW_SECONDS every sign-in to that e-mail is answered 429 before any hashing,
 * until the window has passed. Counted for unknown e-mails too, so the lock reveals nothing. A
 * password reset still works while locked and lifts the lock.
 */
export const SIGN_IN_MAX_FAILURES = 10;
export const SIGN_IN_LOCK_WINDOW_SECONDS = 15 * 60;

function lockIdentifier(email: string): string {
  // Hashed: the table should not collect the addresses people mistype or try.
  const digest = createHash('sha256').update(email.trim().toLowerCase()).digest('base64url');
  return `sign-in-failure:${digest}`;
}

export async function isSignInLocked(db: Kysely<Database>, email: string, now: Date): Promise<boolean> {
  return (await countMarks(db, lockIdentifier(email), now)) >= SIGN_IN_MAX_FAILURES;
}

export async function recordSignInFailure(db: Kysely<Database>, email: string, now: Date): Promise<void> {
  await addMark(db, lockIdentifier(email), SIGN_IN_LOCK_WINDOW_SECONDS, now);
}

export async function clearSignInFailures(db: Kysely<Database>, email: string): Promise<void> {
  await clearMarks(db, lockIdentifier(email));
}
