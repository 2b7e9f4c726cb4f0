import type { GoogleAdsOverview } from '@ziskomer/contracts';
import type { Language } from '@ziskomer/i18n';
import { AppError } from '../../core/app-error.ts';
import type { UseCaseScope } from '../../core/use-case-scope.ts';
import { enqueueJob } from '../../jobs/enqueue-job.ts';
import { getGoogleAdsOverview } from './get-google-ads-overview.ts';
import { googleAdsAccountsJob } from './google-ads/google-ads-accounts-job.ts';
import { getConnectionRow } from './queries/connection-queries.ts';

/** 'Načíst účty znovu': queues the fetch of the accounts the connection reaches. */
export async function refreshGoogleAdsAccounts(
  scope: UseCaseScope,
  shopId: string,
  language: Language,
): Promise<GoogleAdsOverview> {
  const row = await getConnectionRow(scope.db, shopId, { provider: 'google_ads' });
  if (!row) throw new AppError('not_found');
  if (row.status === 'broken') throw new AppError('connection_broken');
  // The demo connection shows generated data; it has no Google account behind it.
  if (row.is_demo) throw new AppError('conflict');
  await enqueueJob(
    scope.db,
    googleAdsAccountsJob,
    { shopId, connectionId: row.id },
    { dedupeKey: `google-ads-accounts:${row.id}` },
  );
  return getGoogleAdsOverview(scope, shopId, language);
}
