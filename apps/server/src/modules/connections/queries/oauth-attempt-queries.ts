import type { Database } from '@ziskomer/db';
import type { Kysely } from 'kysely';

export async function insertOauthAttempt(
  db: Kysely<Database>,
  values: {
    shopId: string;
    userId: string;
    provider: string;
    /** Null for a flow without PKCE (Meta): the attempt is then the state's single-use nonce alone. */
    verifierSealed: string | null;
    now: Date;
    expiresAt: Date;
  },
): Promise<string> {
  // Attempts that were never finished are of no use after they expire: drop the shop's old ones.
  await db
    .deleteFrom('oauth_attempts')
    .where('shop_id', '=', values.shopId)
    .where('expires_at', '<', values.now)
    .execute();
  const row = await db
    .insertInto('oauth_attempts')
    .values({
      shop_id: values.shopId,
      user_id: values.userId,
      provider: values.provider,
      code_verifier_sealed: values.verifierSealed,
      created_at: values.now,
      expires_at: values.expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

type AttemptKey = { shopId: string; id: string; userId: string; provider: string; now: Date };

/** Marks an unused, unexpired attempt of this user used, in one statement; its row, or none. */
function takeAttempt(db: Kysely<Database>, params: AttemptKey) {
  return db
    .updateTable('oauth_attempts')
    .set({ used_at: params.now })
    .where('shop_id', '=', params.shopId)
    .where('id', '=', params.id)
    .where('user_id', '=', params.userId)
    .where('provider', '=', params.provider)
    .where('used_at', 'is', null)
    .where('expires_at', '>', params.now)
    .returning('code_verifier_sealed')
    .executeTakeFirst();
}

/**
 * Takes an attempt for its one use: the sealed verifier of an unused, unexpired attempt of this
 * user, marked used in the same statement; null when there is none (used already, expired, or
 * another user's).
 */
export async function takeOauthAttempt(db: Kysely<Database>, params: AttemptKey): Promise<string | null> {
  return (await takeAttempt(db, params))?.code_verifier_sealed ?? null;
}

/** Takes an attempt without a verifier (Meta) for its one use; false when there is none to take. */
export async function takeNonceAttempt(db: Kysely<Database>, params: AttemptKey): Promise<boolean> {
  return (await takeAttempt(db, params)) !== undefined;
}
