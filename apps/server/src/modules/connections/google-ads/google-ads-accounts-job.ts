import { resolveSelection, startSelection } from '@ziskomer/domain';
import { defineGoogleTargetsJob } from '../define-google-targets-job.ts';
import { readSelection } from '../to-connection.ts';
import { fetchGoogleAdsAccounts } from './fetch-google-ads-accounts.ts';
import { openGoogleAdsApi } from './open-google-ads-api.ts';

/**
 * The accounts a Google Ads connection reaches (basic, managers and their clients); a user who
 * reaches exactly one basic account has it chosen at once.
 */
export const googleAdsAccountsJob = defineGoogleTargetsJob({
  connector: 'google_ads',
  fetch: (deps, ref, signal) => fetchGoogleAdsAccounts(openGoogleAdsApi(deps, ref, signal)),
  pickOnly: (tree, settings) => {
    if (tree.basic.length !== 1 || tree.managers.length > 0 || readSelection(settings)) return null;
    const selection = resolveSelection(tree, { ...startSelection(tree), accountId: tree.basic[0]!.id });
    return selection ? { googleAds: selection } : null;
  },
});
