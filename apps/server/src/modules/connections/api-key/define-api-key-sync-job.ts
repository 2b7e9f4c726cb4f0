import type { ApiKeyConnector } from '@ziskomer/contracts';
import type { Deps } from '../../../core/deps.ts';
import { defineJob } from '../../../jobs/define-job.ts';
import { createJobFailure, JobError, PermanentJobError } from '../../../jobs/job-error.ts';
import { writeAdSpend } from '../../ingest/index.ts';
import { connectionJobPayload, SYNC_JOB_KIND } from '../connection-jobs.ts';
import {
  completeSync,
  markSyncing,
  openSyncConnection,
  recordSyncFailure,
} from '../connection-sync-steps.ts';
import { markConnectionBroken } from '../mark-connection-broken.ts';
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
      const { inShop, row, shopTimeZone } = await openSyncConnection(deps, ref);
      const account = readApiKeyAccount(row.settings);
      if (!row.credentials_sealed || !account)
        throw new PermanentJobError(createJobFailure('connection_broken'));
      const started = await markSyncing(deps, inShop, ref);
      try {
        const range = getSyncRange(started, shopTimeZone, row.initial_sync_done);
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
        await completeSync(
          deps,
          inShop,
          ref,
          async (db) => {
            await writeAdSpend(db, shopId, { kind: 'connector', connectionId }, fetched.rows, {
              replaceRange: range,
            });
          },
          { provider_data: JSON.stringify({ skipped: fetched.skipped, range }) },
        );
      } catch (error) {
        await recordSyncFailure(deps, inShop, ref, error);
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
    case 'retired': {
      // Trying again will not bring it back: the sync stops and says why, plainly, and the
      // connection asks to be connected again — with a Fénix token, which reads the statistics now.
      const failure = createJobFailure('zbozi_api_retired', { status: error.status });
      await markConnectionBroken(deps, ref, failure);
      return new PermanentJobError(failure);
    }
  }
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
