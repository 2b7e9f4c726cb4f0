import type { StartedConnection } from '@ziskomer/contracts';
import { AppError } from '../../../core/app-error.ts';
import type { UseCaseScope } from '../../../core/use-case-scope.ts';
import { signOauthState } from '../google-oauth/oauth-state.ts';
import { insertOauthAttempt } from '../queries/oauth-attempt-queries.ts';
import { getMetaMissingSettings } from './meta-missing-settings.ts';

/** How long the user has to come back from Meta's login dialog. */
const ATTEMPT_MS = 10 * 60_000;

/**
 * What the connection may do: read ads and their insights (`ads_read`), and list the ad accounts
 * the user reaches through their business portfolios (`business_management`).
 */
export const META_SCOPES = ['ads_read', 'business_management'];

/** The return page of Meta's login (SPEC §2). */
export function getMetaRedirectUri(appUrl: string): string {
  return `${appUrl}/oauth/facebook/callback`;
}

/**
 * Starts connecting Meta (Facebook Login for Business): a single-use nonce for this user and shop,
 * and the login dialog's URL with a state signed over it, as Google's connection does.
 */
export async function startMetaConnection(scope: UseCaseScope, shopId: string): Promise<StartedConnection> {
  const { config } = scope.deps;
  if (getMetaMissingSettings(config.meta).length > 0) throw new AppError('meta_not_configured');
  const now = scope.deps.now();
  const attemptId = await insertOauthAttempt(scope.db, {
    shopId,
    userId: scope.user.id,
    provider: 'meta',
    verifierSealed: null,
    now,
    expiresAt: new Date(now.getTime() + ATTEMPT_MS),
  });
  const state = signOauthState(config.authSecret, {
    n: attemptId,
    u: scope.user.id,
    s: shopId,
    p: 'meta',
    e: Math.floor((now.getTime() + ATTEMPT_MS) / 1000),
  });
  const url = new URL(config.meta.oauthDialogUrl);
  url.search = new URLSearchParams({
    client_id: config.meta.appId!,
    redirect_uri: getMetaRedirectUri(config.appUrl),
    response_type: 'code',
    scope: META_SCOPES.join(','),
    state,
  }).toString();
  return { authorizeUrl: url.toString() };
}
