import { IDEMPOTENCY_TTL_HOURS } from '@ziskomer/contracts';
import type { Database } from '@ziskomer/db';
import type { Kysely } from 'kysely';
import { AppError } from '../../core/app-error.ts';
import { getIdempotencyEntry } from './queries/get-idempotency-entry.ts';
import { insertIdempotencyEntry } from './queries/insert-idempotency-entry.ts';
import { lockIdempotencyKey } from './queries/lock-idempotency-key.ts';

/**
 * `Idempotency-Key` (as in Stripe's API): a client that retries a request after a timeout sends
 * the same key, and gets the stored answer of the first request instead of a second import. The
 * key counts for 24 hours within the key's shop. A request is the same when its method, path,
 * query and body hash alike; the same key with another request is a 409 conflict. Only answers
 * of requests that did their work are stored: one refused as invalid (422) can be corrected and
 * sent again with the same key.
 */
export interface IdempotentRequest {
  key: string;
  /** SHA-256 of the request (method, path, query and body), hex. */
  requestHash: string;
}

export interface StoredReply {
  status: number;
  body: unknown;
}

const TTL_MS = IDEMPOTENCY_TTL_HOURS * 3600_000;
/** Printable ASCII, as HTTP header values should be; UUIDs and ULIDs fit with room to spare. */
const KEY_PATTERN = /^[\x20-\x7e]{1,255}$/;

/** The request's Idempotency-Key, null without one; a malformed key answers 422. */
export function readIdempotencyKey(header: string | undefined): string | null {
  if (header === undefined) return null;
  const key = header.trim();
  if (!KEY_PATTERN.test(key)) {
    throw new AppError('validation_failed', {
      issues: [
        {
          path: 'Idempotency-Key',
          code: 'invalid_idempotency_key',
          message: 'Idempotency-Key must be 1 to 255 printable ASCII characters',
        },
      ],
    });
  }
  return key;
}

/**
 * Inside the request's transaction: waits for any other request with the same key, then returns
 * the answer stored for this same request, or null when the key is new (or expired). The key
 * stays locked until the transaction ends, so the caller's work and `saveIdempotentReply` happen
 * before the next request with that key looks.
 */
export async function findIdempotentReply(
  db: Kysely<Database>,
  shopId: string,
  request: IdempotentRequest,
  now: Date,
): Promise<StoredReply | null> {
  await lockIdempotencyKey(db, shopId, request.key);
  const entry = await getIdempotencyEntry(db, {
    shopId,
    key: request.key,
    notBefore: new Date(now.getTime() - TTL_MS),
  });
  if (!entry) return null;
  if (entry.requestHash !== request.requestHash) {
    throw new AppError('conflict', { reason: 'idempotency_key_reused', idempotencyKey: request.key });
  }
  return { status: entry.statusCode, body: entry.response };
}

/** Stores the answer to replay for the key; call in the transaction that did the work. */
export async function saveIdempotentReply(
  db: Kysely<Database>,
  shopId: string,
  request: IdempotentRequest,
  reply: StoredReply,
  now: Date,
): Promise<void> {
  await insertIdempotencyEntry(db, {
    shopId,
    key: request.key,
    requestHash: request.requestHash,
    statusCode: reply.status,
    response: reply.body,
    createdAt: now,
    notBefore: new Date(now.getTime() - TTL_MS),
  });
}
