import type { FinishedConnection, FinishMetaConnection } from '@ziskomer/contracts';
import { withScope } from '@ziskomer/db';
import { AppError } from '../../../core/app-error.ts';
import type { UseCaseScope } from '../../../core/use-case-scope.ts';
import { enqueueJob } from '../../../jobs/enqueue-job.ts';
import { recordActivity } from '../../activity/index.ts';
import { connectionJob, TARGETS_JOB_KIND } from '../connection-jobs.ts';
import { verifyOauthState } from '../google-oauth/oauth-state.ts';
import { saveConnectionGrant } from '../queries/connection-queries.ts';
import { takeNonceAttempt } from '../queries/oauth-attempt-queries.ts';
import { sealMetaToken } from './get-meta-access-token.ts';
import { exchangeMetaCode, MetaTokenError } from './meta-token-client.ts';
import { getMetaRedirectUri, META_SCOPES } from './start-meta-connection.ts';

/**
 * The return from Meta's login dialog: checks the state (ours, unexpired, this user's and this
 * shop's, used once), trades the code for a short-lived token and that at once for a long-lived
 * one (about 60 days), stores it sealed with its expiry and queues the fetch of the ad accounts.
 * Meta is called outside any transaction.
 */
export async function finishMetaConnection(
  scope: Omit<UseCaseScope, 'db'>,
  shopId: string,
  input: FinishMetaConnection,
): Promise<FinishedConnection> {
  const { deps } = scope;
  const now = deps.now();
  const state = verifyOauthState(deps.config.authSecret, input.state, now);
  if (!state || state.s !== shopId || state.u !== scope.user.id || state.p !== 'meta')
    throw new AppError('meta_oauth_state_invalid');
  const taken = await withScope(deps.db, { userId: scope.user.id, shopId }, (db) =>
    takeNonceAttempt(db, { shopId, id: state.n, userId: scope.user.id, provider: 'meta', now }),
  );
  if (!taken) throw new AppError('meta_oauth_state_invalid');

  let token: Awaited<ReturnType<typeof exchangeMetaCode>>;
  try {
    token = await exchangeMetaCode(deps.config.meta, input.code, getMetaRedirectUri(deps.config.appUrl));
  } catch (error) {
    if (error instanceof MetaTokenError)
      throw new AppError(error.kind === 'rejected' ? 'meta_code_rejected' : 'meta_unreachable');
    throw error;
  }

  return withScope(deps.db, { userId: scope.user.id, shopId }, async (db) => {
    const granted = deps.now();
    const row = await saveConnectionGrant(db, {
      shop_id: shopId,
      provider: 'meta',
      status: 'connected',
      scopes: META_SCOPES.join(','),
      refresh_token_sealed: null,
      ...sealMetaToken(deps, shopId, token, granted),
      connected_by: scope.user.id,
      connected_at: granted,
      updated_at: granted,
    });
    const kind = TARGETS_JOB_KIND.meta;
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
        details: { connector: 'meta' },
      },
    );
    return { connector: 'meta' as const, connectionId: row.id };
  });
}
