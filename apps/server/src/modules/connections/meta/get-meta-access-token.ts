import { withScope } from '@ziskomer/db';
import type { Deps } from '../../../core/deps.ts';
import { createJobFailure, PermanentJobError } from '../../../jobs/job-error.ts';
import type { ConnectorRef } from '../connection-jobs.ts';
import { getSecretBox, tokenContext } from '../connection-secrets.ts';
import { markConnectionBroken } from '../mark-connection-broken.ts';
import { getConnectionRow } from '../queries/connection-queries.ts';
import { type MetaTokenAnswer, MetaTokenError, requestMetaToken } from './meta-token-client.ts';

export type MetaRef = ConnectorRef<'meta'>;

/** SPEC §9: a social-ads token is renewed when it expires within 60 minutes. */
export const META_REFRESH_WINDOW_MS = 60 * 60_000;
/** SPEC §9: a renewal is tried 3 times, waiting 1 s and then 2 s. */
export const META_REFRESH_WAITS_MS = [1000, 2000];

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Seals a long-lived token with its expiry, as stored on the connection. */
export function sealMetaToken(deps: Deps, shopId: string, answer: MetaTokenAnswer, now: Date) {
  return {
    access_token_sealed: getSecretBox(deps.config).seal(
      answer.accessToken,
      tokenContext(shopId, 'meta', 'access'),
    ),
    access_token_expires_at:
      answer.expiresIn === null ? null : new Date(now.getTime() + answer.expiresIn * 1000),
  };
}

/**
 * The connection's long-lived token: the stored one while it is valid beyond 60 minutes, else
 * one Meta re-issues for it (`fb_exchange_token`), stored sealed for the next call. Meta keeps no
 * refresh token: a token that expired, or that Meta will not renew after three tries, can only be
 * replaced by logging in again — the connection breaks, the shop is notified, and the job fails
 * for good.
 */
export async function getMetaAccessToken(deps: Deps, ref: MetaRef, signal?: AbortSignal): Promise<string> {
  const box = getSecretBox(deps.config);
  const row = await withScope(deps.db, { userId: null, shopId: ref.shopId }, (db) =>
    getConnectionRow(db, ref.shopId, { id: ref.connectionId }),
  );
  if (!row) throw new PermanentJobError(createJobFailure('connection_missing'));
  if (row.status === 'broken' || !row.access_token_sealed)
    throw new PermanentJobError(createJobFailure('connection_broken'));
  const current = box.open(row.access_token_sealed, tokenContext(ref.shopId, 'meta', 'access'));
  const expiresAt = row.access_token_expires_at ? new Date(row.access_token_expires_at).getTime() : null;
  const now = deps.now();
  if (expiresAt === null || expiresAt - now.getTime() > META_REFRESH_WINDOW_MS) return current;

  const sleep = deps.sleep ?? wait;
  let answer: MetaTokenAnswer | null = null;
  let failure: MetaTokenError | null = null;
  // An expired token cannot be exchanged: Meta would only refuse it.
  if (expiresAt > now.getTime()) {
    for (let attempt = 0; attempt <= META_REFRESH_WAITS_MS.length; attempt++) {
      try {
        answer = await requestMetaToken(
          deps.config.meta,
          { grant_type: 'fb_exchange_token', fb_exchange_token: current },
          signal,
        );
        break;
      } catch (error) {
        if (!(error instanceof MetaTokenError)) throw error;
        failure = error;
        if (error.kind === 'rejected' || attempt === META_REFRESH_WAITS_MS.length) break;
        await sleep(META_REFRESH_WAITS_MS[attempt]!);
      }
    }
  }
  if (!answer) {
    const reason = createJobFailure('meta_token_expired', { reason: failure?.reason ?? 'expired' });
    await markConnectionBroken(deps, ref, reason);
    throw new PermanentJobError(reason);
  }
  const renewed = deps.now();
  await withScope(deps.db, { userId: null, shopId: ref.shopId }, (db) =>
    db
      .updateTable('connections')
      .set({ ...sealMetaToken(deps, ref.shopId, answer, renewed), updated_at: renewed })
      .where('shop_id', '=', ref.shopId)
      .where('id', '=', ref.connectionId)
      .execute(),
  );
  return answer.accessToken;
}
