import { writeAdSpend } from '../../ingest/index.ts';
import { defineGoogleSyncJob } from '../define-google-sync-job.ts';
import { readSelection } from '../to-connection.ts';
import { buildCampaignQuery } from './build-campaign-query.ts';
import { CONVERSION_ACTIONS_QUERY } from './build-conversion-actions-query.ts';
import { openGoogleAdsApi } from './open-google-ads-api.ts';
import { toAdSpendRows } from './to-ad-spend-rows.ts';
import { toConversionActions } from './to-conversion-actions.ts';

/**
 * A Google Ads connection's sync: the chosen account's campaigns by day over `googleAds:search`,
 * written as the shop's ad spend of channel Google Ads through the ingest sink with the range
 * replaced, so a campaign-day Google no longer reports disappears and rows of other sources stay;
 * and the account's conversion actions. Both commit with the sync's completion.
 */
export const googleAdsSyncJob = defineGoogleSyncJob({
  connector: 'google_ads',
  readSelection,
  nameOf: (selection) => selection.accountName,
  noSelectionCode: 'google_ads_no_account',
  timeZoneOf: (selection) => selection.timeZone,
  sync: async ({ deps, ref, signal, selection, range, reportProgress }) => {
    const api = openGoogleAdsApi(deps, ref, signal);
    const login = selection.managerId ?? undefined;
    const fetched = await api.search(selection.accountId, buildCampaignQuery(range.from, range.to), login);
    const actions = toConversionActions(
      await api.search(selection.accountId, CONVERSION_ACTIONS_QUERY, login),
    );
    const rows = toAdSpendRows(fetched, { name: selection.accountName, currency: selection.currency });
    reportProgress({ done: rows.length, total: rows.length, unit: 'rows', phase: 'write' });
    return async (db) => {
      await writeAdSpend(db, ref.shopId, { kind: 'connector', connectionId: ref.connectionId }, rows, {
        replaceRange: range,
      });
      await db
        .updateTable('connections')
        .set({ provider_data: JSON.stringify({ conversionActions: actions }) })
        .where('shop_id', '=', ref.shopId)
        .where('id', '=', ref.connectionId)
        .execute();
    };
  },
});
