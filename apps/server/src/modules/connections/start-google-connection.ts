import type { StartConnection, StartedConnection } from '@ziskomer/contracts';
import { AppError } from '../../core/app-error.ts';
import type { UseCaseScope } from '../../core/use-case-scope.ts';
import { assertPlanAllows } from '../subscription/index.ts';
import { getSecretBox, tokenContext } from './connection-secrets.ts';
import { getGoogleMissingSettings } from './google-missing-settings.ts';
import { GOOGLE_SCOPES } from './google-oauth/google-scopes.ts';
import { signOauthState } from './google-oauth/oauth-state.ts';
import { createPkcePair } from './google-oauth/pkce.ts';
import { getConnectionRow } from './queries/connection-queries.ts';
import { insertOauthAttempt } from './queries/oauth-attempt-queries.ts';

/** How long the user has to come back from Google's consent screen. */
const ATTEMPT_MS = 10 * 60_000;

/** The return page of Google's authorisation (SPEC §2). */
export function getGoogleRedirectUri(appUrl: string): string {
  return `${appUrl}/oauth/google/callback`;
}

/**
 * Starts connecting a Google product: keeps a PKCE verifier under a fresh nonce and answers the
 * URL of Google's consent screen, with a signed state bound to this user and shop. The first
 * connection (or one that broke) asks for consent again, so that Google issues a refresh token.
 */
export async function startGoogleConnection(
  scope: UseCaseScope,
  shopId: string,
  input: StartConnection,
): Promise<StartedConnection> {
  const { config } = scope.deps;
  if (getGoogleMissingSettings(config.google, input.connector).length > 0)
    throw new AppError('google_not_configured');
  const now = scope.deps.now();
  const existing = await getConnectionRow(scope.db, shopId, { provider: input.connector });
  // A new source counts against the plan of the shop's creator; reconnecting one does not.
  if (!existing) {
    const account = {
      userId: scope.shop?.createdBy ?? scope.user.id,
      restore: { userId: scope.user.id, shopId },
    };
    await assertPlanAllows(scope.db, scope.deps.config.planLimits, account, 'connections', now);
  }
  const { verifier, challenge } = createPkcePair();
  const attemptId = await insertOauthAttempt(scope.db, {
    shopId,
    userId: scope.user.id,
    provider: input.connector,
    verifierSealed: getSecretBox(config).seal(verifier, tokenContext(shopId, input.connector, 'verifier')),
    now,
    expiresAt: new Date(now.getTime() + ATTEMPT_MS),
  });
  const state = signOauthState(config.authSecret, {
    n: attemptId,
    u: scope.user.id,
    s: shopId,
    p: input.connector,
    e: Math.floor((now.getTime() + ATTEMPT_MS) / 1000),
  });
  const url = new URL(config.google.authorizeUrl);
  url.search = new URLSearchParams({
    client_id: config.google.clientId!,
    redirect_uri: getGoogleRedirectUri(config.appUrl),
    response_type: 'code',
    scope: GOOGLE_SCOPES[input.connector].join(' '),
    access_type: 'offline',
    include_granted_scopes: 'true',
    state,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...(!existing || existing.status === 'broken' ? { prompt: 'consent' } : {}),
  }).toString();
  return { authorizeUrl: url.toString() };
}
