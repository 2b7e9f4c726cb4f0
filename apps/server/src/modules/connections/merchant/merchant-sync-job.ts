import { defineGoogleSyncJob } from '../define-google-sync-job.ts';
import { openGoogleClient } from '../google-api/open-google-client.ts';
import { readTargetSelection } from '../to-connection.ts';
import { createMerchantApi } from './merchant-api.ts';
import { toMerchantProduct } from './to-merchant-product.ts';

/** Products written in one transaction: on PGlite a background transaction stays short. */
const WRITE_CHUNK = 250;

/**
 * A Merchant Center connection's sync: every product of the chosen account with its status,
 * written page by page as Google sends them, each marked with the sync's start; the products the
 * sync did not see (deleted in Merchant Center) go when it completes. A sync killed part way
 * leaves the products of the pages it wrote updated and the rest as before.
 */
export const merchantSyncJob = defineGoogleSyncJob({
  connector: 'google_merchant',
  readSelection: readTargetSelection,
  nameOf: (account) => account.name,
  noSelectionCode: 'google_merchant_no_target',
  sync: async ({ deps, ref, signal, selection, started, reportProgress, inShop }) => {
    const api = createMerchantApi(deps.config.google, openGoogleClient(deps, ref, signal));
    let written = 0;
    await api.forEachProductPage(selection.id, async (page) => {
      const rows = page.map(toMerchantProduct).filter((row) => row !== null);
      for (let start = 0; start < rows.length; start += WRITE_CHUNK) {
        const chunk = rows.slice(start, start + WRITE_CHUNK);
        await inShop((db) =>
          db
            .insertInto('merchant_products')
            .values(
              chunk.map((row) => ({
                shop_id: ref.shopId,
                connection_id: ref.connectionId,
                ...row,
                issues: JSON.stringify(row.issues),
                seen_at: started,
              })),
            )
            .onConflict((conflict) =>
              conflict.columns(['shop_id', 'connection_id', 'product_id']).doUpdateSet((eb) => ({
                offer_id: eb.ref('excluded.offer_id'),
                title: eb.ref('excluded.title'),
                status: eb.ref('excluded.status'),
                issues: eb.ref('excluded.issues'),
                seen_at: eb.ref('excluded.seen_at'),
              })),
            )
            .execute(),
        );
        written += chunk.length;
      }
      reportProgress({ done: written, total: null, unit: 'rows', phase: 'write' });
    });
    return async (db) => {
      await db
        .deleteFrom('merchant_products')
        .where('shop_id', '=', ref.shopId)
        .where('connection_id', '=', ref.connectionId)
        .where('seen_at', '<', started)
        .execute();
    };
  },
});
