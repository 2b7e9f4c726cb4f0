import {
  type FinishedConnection,
  type FinishGoogleConnection,
  GOOGLE_CONNECTORS,
  type GoogleConnector,
} from '@ziskomer/contracts';
import { withScope } from '@ziskomer/db';
import { AppError } from '../../core/app-error.ts';
import type { UseCaseScope } from '../../core/use-case-scope.ts';
import { enqueueJob } from '../../jobs/enqueue-job.ts';
import { recordActivity } from '../activity/index.ts';
import { connectionJob, TARGETS_JOB_KIND } from './connection-jobs.ts';
import { getSecretBox, tokenContext } from './connection-secrets.ts';
import { DEFAULT_TOKEN_LIFETIME_S, GOOGLE_SCOPES } from './google-oauth/google-scopes.ts';
import { GoogleTokenError, requestGoogleToken } from './google-oauth/google-token-client.ts';
import { verifyOauthState } from './google-oauth/oauth-state.ts';
import { getConnectionRow, saveConnectionGrant } from './queries/connection-queries.ts';
import { takeOauthAttempt } from './queries/oauth-attempt-queries.ts';
import { getGoogleRedirectUri } from './start-google-connection.ts';

/**
 * The return from Google's consent screen: checks the state (ours, unexpired, this user's and
 * this shop's, used once), trades the code and the PKCE verifier for tokens, stores them sealed
 * and queues the fetch of the accounts. The token call runs outside any transaction, so the
 * database is not held while Google answers.
 */
export async function finishGoogleConnection(
  scope: Omit<UseCaseScope, 'db'>,
  shopId: string,
  input: FinishGoogleConnection,
): Promise<FinishedConnection> {
  const { deps } = scope;
  const { config } = deps;
  const now = deps.now();
  const state = verifyOauthState(config.authSecret, input.state, now);
  if (!state || state.s !== shopId || state.u !== scope.user.id) throw new AppError('oauth_state_invalid');
  if (!(GOOGLE_CONNECTORS as readonly string[]).includes(state.p)) throw new AppError('oauth_state_invalid');
  const connector = state.p as GoogleConnector;
  const box = getSecretBox(config);

  const verifierSealed = await withScope(deps.db, { userId: scope.user.id, shopId }, (db) =>
    takeOauthAttempt(db, { shopId, id: state.n, userId: scope.user.id, provider: connector, now }),
  );
  if (!verifierSealed) throw new AppError('oauth_state_invalid');

  let tokens: Awaited<ReturnType<typeof requestGoogleToken>>;
  try {
    tokens = await requestGoogleToken(config.google, {
      grant_type: 'authorization_code',
      code: input.code,
      code_verifier: box.open(verifierSealed, tokenContext(shopId, connector, 'verifier')),
      redirect_uri: getGoogleRedirectUri(config.appUrl),
    });
  } catch (error) {
    if (error instanceof GoogleTokenError)
      throw new AppError(error.kind === 'rejected' ? 'oauth_code_rejected' : 'google_unreachable');
    throw error;
  }

  return withScope(deps.db, { userId: scope.user.id, shopId }, async (db) => {
    const existing = await getConnectionRow(db, shopId, { provider: connector }, { forUpdate: true });
    // Google gives a refresh token with consent only; a reconnection without it keeps the old one.
    const refreshSealed = tokens.refreshToken
      ? box.seal(tokens.refreshToken, tokenContext(shopId, connector, 'refresh'))
      : existing?.refresh_token_sealed;
    if (!refreshSealed) throw new AppError('oauth_code_rejected');
    const row = await saveConnectionGrant(db, {
      shop_id: shopId,
      provider: connector,
      status: 'connected',
      scopes: tokens.scope ?? GOOGLE_SCOPES[connector].join(' '),
      refresh_token_sealed: refreshSealed,
      access_token_sealed: box.seal(tokens.accessToken, tokenContext(shopId, connector, 'access')),
      access_token_expires_at: new Date(
        now.getTime() + (tokens.expiresIn ?? DEFAULT_TOKEN_LIFETIME_S) * 1000,
      ),
      connected_by: scope.user.id,
      connected_at: now,
      updated_at: now,
    });
    // What the connection reaches (accounts, properties, sites, locations) is fetched first.
    const kind = TARGETS_JOB_KIND[connector];
    await enqueueJob(
      db,
      connectionJob(kind),
      { shopId, connectionId: row.id },
      { dedupeKey: `${kind}:${row.id}` },
    );
    await recordActivity(
      { ...scope, db },
      {
        kind: 'shop',
        action: 'connection_connected',
        shopId,
        details: { connector },
      },
    );
    return { connector, connectionId: row.id };
  });
}
