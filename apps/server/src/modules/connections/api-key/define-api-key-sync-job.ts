import type { ApiKeyConnector } from '@ziskomer/contracts';
import { type Database, withScope } from '@ziskomer/db';
import type { Transaction } from 'kysely';
import type { Deps } from '../../../core/deps.ts';
import { defineJob } from '../../../jobs/define-job.ts';
import { createJobFailure, JobError, JobInterrupted, PermanentJobError } from '../../../jobs/job-error.ts';
import { writeAdSpend } from '../../ingest/index.ts';
import { connectionJobPayload, SYNC_JOB_KIND } from '../connection-jobs.ts';
import { markConnectionBroken } from '../mark-connection-broken.ts';
import { getConnectionRow, updateConnectionRow } from '../queries/connection-queries.ts';
import { getSyncRange } from '../sync-range.ts';
import { openCredentials } from './api-key-credentials.ts';
import type { ApiKeyProvider } from './api-key-provider.ts';
import { ChannelApiError } from './channel-api-error.ts';
import { readApiKeyAccount } from './read-api-key-account.ts';

/**
 * The sync of an API-key connector, the same for Sklik, Heureka and Zboží.cz: the connection must
 * exist and work; its key is opened only here, the days fetched (90 the first time, 7 after, in
 * the shop's time zone) and written as the shop's ad spend of the connector's channel with the
 * range replaced, so POAS everywhere includes it. Rows the provider sent unreadable are left out
 * and counted in `provider_data.skipped`, the rest kept. A refused key breaks the connection
 * (everyone is told to reconnect); a rate limit or an outage is retried by the runner.
 */
export function defineApiKeySyncJob(provider: ApiKeyProvider) {
  const connector: ApiKeyConnector = provider.connector;
  return defineJob({
    kind: SYNC_JOB_KIND[connector],
    payload: connectionJobPayload,
    shopOf: (payload) => payload.shopId,
    retry: { attempts: 4, backoffMs: 5 * 60_000 },
    handle: async ({ shopId, connectionId }, { deps, signal, reportProgress }) => {
      const ref = { shopId, connectionId, connector };
      const inShop = <T>(work: (db: Transaction<Database>) => Promise<T>) =>
        withScope(deps.db, { userId: null, shopId }, work);
      const loaded = await inShop(async (db) => ({
        row: await getConnectionRow(db, shopId, { id: connectionId }),
        shop: await db.selectFrom('shops').select('time_zone').where('id', '=', shopId).executeTakeFirst(),
      }));
      const { row } = loaded;
      if (!row) throw new PermanentJobError(createJobFailure('connection_missing'));
      if (row.status === 'broken') throw new PermanentJobError(createJobFailure('connection_broken'));
      const account = readApiKeyAccount(row.settings);
      if (!row.credentials_sealed || !account)
        throw new PermanentJobError(createJobFailure('connection_broken'));

      const started = deps.now();
      const setState = (patch: Parameters<typeof updateConnectionRow>[3]) =>
        inShop((db) => updateConnectionRow(db, shopId, connectionId, patch));
      await setState({ sync_state: 'syncing', sync_started_at: started, updated_at: started });
      try {
        const range = getSyncRange(started, loaded.shop?.time_zone ?? 'Europe/Prague', row.initial_sync_done);
        reportProgress({ done: 0, total: null, unit: 'rows', phase: 'fetch' });
        const credentials = openCredentials(deps.config, shopId, connector, row.credentials_sealed);
        let fetched: Awaited<ReturnType<ApiKeyProvider['fetchSpend']>>;
        try {
          fetched = await provider.fetchSpend(
            { config: deps.config.channels, sleep: deps.sleep ?? wait, signal },
            credentials,
            account,
            range,
          );
        } catch (error) {
          throw await toJobError(deps, ref, provider.name, error);
        }
        reportProgress({
          done: fetched.rows.length,
          total: fetched.rows.length,
          unit: 'rows',
          phase: 'write',
        });
        await inShop(async (db) => {
          // Disconnected meanwhile: nothing is written for a connection that no longer exists.
          const current = await getConnectionRow(db, shopId, { id: connectionId }, { forUpdate: true });
          if (!current) throw new PermanentJobError(createJobFailure('connection_missing'));
          await writeAdSpend(db, shopId, { kind: 'connector', connectionId }, fetched.rows, {
            replaceRange: range,
          });
          const finished = deps.now();
          await updateConnectionRow(db, shopId, connectionId, {
            sync_state: 'completed',
            last_synced_at: finished,
            last_sync_error: null,
            initial_sync_done: true,
            provider_data: JSON.stringify({ skipped: fetched.skipped, range }),
            updated_at: finished,
          });
        });
      } catch (error) {
        if (!(error instanceof JobInterrupted)) {
          const failure = error instanceof JobError ? error.failure : createJobFailure('internal');
          await setState({
            sync_state: 'error',
            last_sync_error: JSON.stringify(failure),
            updated_at: deps.now(),
          });
        }
        throw error;
      }
    },
  });
}

/** What a provider's refusal means for the job and for the user (see ChannelApiError). */
async function toJobError(
  deps: Deps,
  ref: { shopId: string; connectionId: string; connector: ApiKeyConnector },
  name: string,
  error: unknown,
): Promise<unknown> {
  if (!(error instanceof ChannelApiError)) return error;
  switch (error.kind) {
    case 'unauthorized': {
      const failure = createJobFailure('channel_unauthorized', { name });
      await markConnectionBroken(deps, ref, failure);
      return new PermanentJobError(failure);
    }
    case 'forbidden':
      return new PermanentJobError(createJobFailure('channel_forbidden', { name, reason: error.detail }));
    case 'rate_limited':
      return new JobError(createJobFailure('channel_rate_limited', { name }));
    case 'unavailable':
      return new JobError(
        createJobFailure('channel_unavailable', { name, status: error.status || 'timeout' }),
      );
    case 'bad_answer':
      return new PermanentJobError(createJobFailure('channel_bad_answer', { name, reason: error.detail }));
  }
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
