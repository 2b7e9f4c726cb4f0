import type { ConnectApiKey, FinishedConnection } from '@ziskomer/contracts';
import { withScope } from '@ziskomer/db';
import { AppError } from '../../../core/app-error.ts';
import type { UseCaseScope } from '../../../core/use-case-scope.ts';
import { recordActivity } from '../../activity/index.ts';
import { saveConnectionGrant } from '../queries/connection-queries.ts';
import { ensureSyncSchedule } from '../sync-schedule.ts';
import { sealCredentials } from './api-key-credentials.ts';
import type { ApiKeyCredentials } from './api-key-provider.ts';
import { API_KEY_PROVIDERS } from './api-key-providers.ts';
import { ChannelApiError } from './channel-api-error.ts';

/**
 * Settings → Propojení, an API-key connector: the key is checked against the provider first (no
 * database connection is held while it answers), then sealed into `credentials_sealed` with the
 * account it reaches, and the schedule is created with the first sync queued. Connecting again
 * replaces the key of the shop's connection and makes a broken one whole. The key is never
 * answered, logged or kept in plain text.
 */
export async function connectApiKey(
  scope: Omit<UseCaseScope, 'db'>,
  shopId: string,
  input: ConnectApiKey,
): Promise<FinishedConnection> {
  const { deps } = scope;
  const provider = API_KEY_PROVIDERS[input.connector];
  // Zboží.cz is connected through Sklik's API Fénix only: the old api.zbozi.cz is switched off.
  const credentials: ApiKeyCredentials =
    input.connector === 'zbozi'
      ? { apiKey: input.apiKey, shopId: input.shopId, api: 'fenix' }
      : { apiKey: input.apiKey };
  let account: { id: string; name: string };
  try {
    account = await provider.verify(
      { config: deps.config.channels, sleep: deps.sleep ?? defaultSleep },
      credentials,
    );
  } catch (error) {
    if (!(error instanceof ChannelApiError)) throw error;
    // A refused key, or one that may not read the statistics: the user fixes the key.
    if (error.kind === 'unauthorized') throw new AppError(`${input.connector}_key_rejected`);
    // Seznam Nákupy: the token works, but not for this establishment's statistics.
    if (error.kind === 'forbidden')
      throw new AppError(input.connector === 'zbozi' ? 'zbozi_forbidden' : `${input.connector}_key_rejected`);
    // The provider has switched the API off: no key will help, and the user is told so.
    if (error.kind === 'retired') throw new AppError('zbozi_api_retired');
    throw new AppError(`${input.connector}_unreachable`);
  }

  return withScope(deps.db, { userId: scope.user.id, shopId }, async (db) => {
    const now = deps.now();
    const row = await saveConnectionGrant(db, {
      shop_id: shopId,
      provider: input.connector,
      status: 'connected',
      scopes: '',
      credentials_sealed: sealCredentials(deps.config, shopId, input.connector, credentials),
      connected_by: scope.user.id,
      connected_at: now,
      settings: JSON.stringify({ account }),
      updated_at: now,
    });
    await ensureSyncSchedule(db, { shopId, connectionId: row.id, connector: input.connector, now });
    await recordActivity(
      { ...scope, db },
      { kind: 'shop', action: 'connection_connected', shopId, details: { connector: input.connector } },
    );
    return { connector: input.connector, connectionId: row.id };
  });
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
