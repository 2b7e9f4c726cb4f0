import type { Database } from '@ziskomer/db';
import type { Kysely } from 'kysely';
import { addMark, countMarks } from './verification-marks.ts';

/**
 * better-auth accepts a TOTP code in its own 30-second step and the neighbouring ones, but does
 * not remember codes already used: an observed code could be replayed for up to 90 seconds.
 * A code that verified is remembered for exactly that acceptance window and refused again.
 */
const TOTP_ACCEPTANCE_SECONDS = 3 * 30;

function usedIdentifier(userId: string, code: string): string {
  return `totp-used:${userId}:${code.trim()}`;
}

export async function isTotpCodeUsed(
  db: Kysely<Database>,
  userId: string,
  code: string,
  now: Date,
): Promise<boolean> {
  return (await countMarks(db, usedIdentifier(userId, code), now)) > 0;
}

export async function rememberTotpCode(
  db: Kysely<Database>,
  userId: string,
  code: string,
  now: Date,
): Promise<void> {
  await addMark(db, usedIdentifier(userId, code), TOTP_ACCEPTANCE_SECONDS, now);
}
