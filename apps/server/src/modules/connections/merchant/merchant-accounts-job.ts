import type { GoogleTarget } from '@ziskomer/contracts';
import { defineGoogleTargetsJob } from '../define-google-targets-job.ts';
import { openGoogleClient } from '../google-api/open-google-client.ts';
import { readTargetSelection } from '../to-connection.ts';
import { createMerchantApi } from './merchant-api.ts';

/** The Merchant Center accounts the user reaches (Merchant API `accounts.list`). */
export const merchantAccountsJob = defineGoogleTargetsJob({
  connector: 'google_merchant',
  fetch: async (deps, ref, signal): Promise<GoogleTarget[]> => {
    const accounts = await createMerchantApi(
      deps.config.google,
      openGoogleClient(deps, ref, signal),
    ).listAccounts();
    return accounts.flatMap((account) => {
      const id = String(account.accountId ?? String(account.name ?? '').replace(/^accounts\//, ''));
      if (!/^\d+$/.test(id)) return [];
      const name =
        typeof account.accountName === 'string' && account.accountName
          ? account.accountName
          : `Merchant Center ${id}`;
      return [{ id, name, detail: `ID ${id}` }];
    });
  },
  pickOnly: (accounts, settings) =>
    accounts.length === 1 && !readTargetSelection(settings) ? { target: accounts[0] } : null,
});
