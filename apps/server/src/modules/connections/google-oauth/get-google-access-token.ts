import type { GoogleConnector } from '@ziskomer/contracts';
import { withScope } from '@ziskomer/db';
import type { Deps } from '../../../core/deps.ts';
import { createJobFailure, type JobFailure, PermanentJobError } from '../../../jobs/job-error.ts';
import type { ConnectorRef } from '../connection-jobs.ts';
import { getSecretBox, tokenContext } from '../connection-secrets.ts';
import { markConnectionBroken } from '../mark-connection-broken.ts';
import { getConnectionRow } from '../queries/connection-queries.ts';
import { DEFAULT_TOKEN_LIFETIME_S, TOKEN_REFRESH_WINDOW_MS } from './google-scopes.ts';
import { type GoogleTokenAnswer, GoogleTokenError, requestGoogleToken } from './google-token-client.ts';

/** SPEC §4/§9: a refresh is tried 3 times, waiting 1 s and then 2 s between the tries. */
export const REFRESH_WAITS_MS = [1000, 2000];

export type ConnectionRef = ConnectorRef<GoogleConnector>;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A usable access token of a connection: the stored one while it is valid beyond the product's
 * window (SPEC §9), else a refreshed one, stored sealed for the next call. `force` refreshes even
 * a token that looks valid (Google answered 401 to it). A refresh Google refuses
 * (invalid_grant: revoked or expired consent) or that fails three times breaks the connection:
 * the user is told to reconnect, and the caller's job fails for good.
 */
export async function getGoogleAccessToken(
  deps: Deps,
  ref: ConnectionRef,
  options: { force?: boolean; signal?: AbortSignal } = {},
): Promise<string> {
  const box = getSecretBox(deps.config);
  const row = await withScope(deps.db, { userId: null, shopId: ref.shopId }, (db) =>
    getConnectionRow(db, ref.shopId, { id: ref.connectionId }),
  );
  if (!row) throw new PermanentJobError(createJobFailure('connection_missing'));
  if (row.status === 'broken' || !row.refresh_token_sealed)
    throw new PermanentJobError(createJobFailure('connection_broken'));
  const expiresAt = row.access_token_expires_at ? new Date(row.access_token_expires_at).getTime() : 0;
  if (
    !options.force &&
    row.access_token_sealed &&
    expiresAt - deps.now().getTime() > TOKEN_REFRESH_WINDOW_MS[ref.connector]
  ) {
    return box.open(row.access_token_sealed, tokenContext(ref.shopId, ref.connector, 'access'));
  }

  const refreshToken = box.open(row.refresh_token_sealed, tokenContext(ref.shopId, ref.connector, 'refresh'));
  const sleep = deps.sleep ?? wait;
  let answer: GoogleTokenAnswer | null = null;
  let failure: GoogleTokenError | null = null;
  for (let attempt = 0; attempt <= REFRESH_WAITS_MS.length; attempt++) {
    try {
      answer = await requestGoogleToken(
        deps.config.google,
        { grant_type: 'refresh_token', refresh_token: refreshToken },
        options.signal,
      );
      break;
    } catch (error) {
      if (!(error instanceof GoogleTokenError)) throw error;
      failure = error;
      // A refused grant stays refused: asking again would only delay telling the user.
      if (error.kind === 'rejected' || attempt === REFRESH_WAITS_MS.length) break;
      await sleep(REFRESH_WAITS_MS[attempt]!);
    }
  }
  if (!answer) {
    // SPEC §8's text names Google Ads; every other product's names that product.
    const code =
      ref.connector === 'google_ads'
        ? 'google_token_refresh_failed'
        : `${ref.connector}_token_refresh_failed`;
    const reason: JobFailure = createJobFailure(code, {
      reason: failure?.reason ?? 'unknown',
    });
    await markConnectionBroken(deps, ref, reason);
    throw new PermanentJobError(reason);
  }

  const now = deps.now();
  await withScope(deps.db, { userId: null, shopId: ref.shopId }, (db) =>
    db
      .updateTable('connections')
      .set({
        access_token_sealed: box.seal(answer.accessToken, tokenContext(ref.shopId, ref.connector, 'access')),
        access_token_expires_at: new Date(
          now.getTime() + (answer.expiresIn ?? DEFAULT_TOKEN_LIFETIME_S) * 1000,
        ),
        // Google may rotate the refresh token; the new one replaces the old.
        ...(answer.refreshToken
          ? {
              refresh_token_sealed: box.seal(
                answer.refreshToken,
                tokenContext(ref.shopId, ref.connector, 'refresh'),
              ),
            }
          : {}),
        updated_at: now,
      })
      .where('shop_id', '=', ref.shopId)
      .where('id', '=', ref.connectionId)
      .execute(),
  );
  return answer.accessToken;
}
