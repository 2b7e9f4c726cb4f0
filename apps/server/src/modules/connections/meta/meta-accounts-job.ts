import type { MetaAdAccount } from '@ziskomer/contracts';
import { defineGoogleTargetsJob } from '../define-google-targets-job.ts';
import { fetchMetaAdAccounts } from './fetch-meta-ad-accounts.ts';
import { openMetaGraph } from './open-meta-graph.ts';
import { toMetaJobError } from './to-meta-job-error.ts';

/**
 * After logging in (or 'Načíst účty znovu'): the ad accounts the Meta user reaches, stored on the
 * connection for choosing; with exactly one, it is chosen and its first sync queued.
 */
export const metaAccountsJob = defineGoogleTargetsJob<MetaAdAccount[], 'meta'>({
  connector: 'meta',
  toJobError: toMetaJobError,
  fetch: (deps, ref, signal) => fetchMetaAdAccounts(openMetaGraph(deps, ref, signal)),
  pickOnly: (accounts, settings) => {
    const only = accounts.length === 1 ? accounts[0]! : null;
    if (!only || settings.meta) return null;
    return { meta: { id: only.id, name: only.name, currency: only.currency, timeZone: only.timeZone } };
  },
});
