import { hash, verify } from '@node-rs/argon2';
import { APIError } from 'better-auth/api';

/**
 * Argon2id with the OWASP password-storage parameters (19 MiB, 2 passes, 1 lane). The PHC string
 * keeps the parameters beside the hash, so they can be raised later without breaking old hashes.
 */
const ARGON2ID = 2;
export const PASSWORD_HASH_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

/**
 * Each hash takes ~19 MiB and tens of milliseconds of a core. A flood of password requests must
 * not queue without bound (memory, and every later request waiting behind it): at most
 * HASH_CONCURRENCY run at once (libuv's default thread pool), HASH_QUEUE_LIMIT wait, and beyond
 * that the request is answered 429 at once.
 */
const HASH_CONCURRENCY = 4;
const HASH_QUEUE_LIMIT = 64;
let running = 0;
const waiting: (() => void)[] = [];

export async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running < HASH_CONCURRENCY) {
    running++;
  } else {
    if (waiting.length >= HASH_QUEUE_LIMIT) {
      throw new APIError('TOO_MANY_REQUESTS', {
        code: 'SERVER_BUSY',
        message: 'Too many requests. Please try again later.',
      });
    }
    // The finishing holder hands its slot over directly, so `running` stays the same.
    await new Promise<void>((resolve) => waiting.push(resolve));
  }
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

export function hashPassword(password: string): Promise<string> {
  return withHashSlot(() => hash(password.normalize('NFC'), PASSWORD_HASH_OPTIONS));
}

export function verifyPassword(data: { hash: string; password: string }): Promise<boolean> {
  return withHashSlot(() => verify(data.hash, data.password.normalize('NFC')).catch(() => false));
}
