import type { GoogleAdsAccount, GoogleAdsConversionAction, GoogleAdsSelection } from '@ziskomer/contracts';
import type { Database } from '@ziskomer/db';
import type { Kysely } from 'kysely';

/** The account the demo shops' generated Google Ads spend is shown under. */
const DEMO_ACCOUNT: GoogleAdsAccount = {
  id: '1234567890',
  name: 'Demo',
  status: 'ENABLED',
  currency: 'CZK',
  timeZone: 'Europe/Prague',
  testAccount: true,
};

/** What a typical e-shop's account counts: purchases (primary), and newsletter sign-ups (secondary). */
const DEMO_CONVERSION_ACTIONS: GoogleAdsConversionAction[] = [
  {
    id: '900000001',
    name: 'Nákup (Ukázka)',
    category: 'PURCHASE',
    type: 'WEBPAGE',
    status: 'ENABLED',
    primary: true,
    countingType: 'MANY_PER_CLICK',
  },
  {
    id: '900000002',
    name: 'Přihlášení k newsletteru (Ukázka)',
    category: 'SIGNUP',
    type: 'WEBPAGE',
    status: 'ENABLED',
    primary: false,
    countingType: 'ONE_PER_CLICK',
  },
];

/**
 * Gives a demo shop a connected Google Ads over its generated ad spend, so that Settings →
 * Propojení and /google-ads show what a connected shop sees. It holds no grant and has no schedule:
 * nothing is ever fetched from Google, and the screens mark it as demo data. Idempotent.
 */
export async function createDemoGoogleAdsConnection(
  db: Kysely<Database>,
  params: { shopId: string; currency: string; now: Date },
): Promise<void> {
  const account = { ...DEMO_ACCOUNT, currency: params.currency };
  const selection: GoogleAdsSelection = {
    accountType: 'basic',
    managerId: null,
    managerName: null,
    accountId: account.id,
    accountName: account.name,
    currency: account.currency,
    timeZone: account.timeZone,
  };
  await db
    .insertInto('connections')
    .values({
      shop_id: params.shopId,
      provider: 'google_ads',
      status: 'connected',
      is_demo: true,
      scopes: '',
      refresh_token_sealed: null,
      connected_at: params.now,
      sync_state: 'completed',
      last_synced_at: params.now,
      initial_sync_done: true,
      accounts: JSON.stringify({ basic: [account], managers: [] }),
      accounts_fetched_at: params.now,
      settings: JSON.stringify({ googleAds: selection }),
      provider_data: JSON.stringify({ conversionActions: DEMO_CONVERSION_ACTIONS }),
      updated_at: params.now,
    })
    .onConflict((conflict) => conflict.columns(['shop_id', 'provider']).doNothing())
    .execute();
}
