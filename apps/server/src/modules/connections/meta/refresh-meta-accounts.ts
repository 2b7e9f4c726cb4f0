import type { MetaOverview } from '@ziskomer/contracts';
import type { Language } from '@ziskomer/i18n';
import { AppError } from '../../../core/app-error.ts';
import type { UseCaseScope } from '../../../core/use-case-scope.ts';
import { enqueueJob } from '../../../jobs/enqueue-job.ts';
import { getConnectionRow } from '../queries/connection-queries.ts';
import { getMetaOverview } from './get-meta-overview.ts';
import { metaAccountsJob } from './meta-accounts-job.ts';

/** 'Načíst účty znovu': queues the fetch of the ad accounts the connection reaches. */
export async function refreshMetaAccounts(
  scope: UseCaseScope,
  shopId: string,
  language: Language,
): Promise<MetaOverview> {
  const row = await getConnectionRow(scope.db, shopId, { provider: 'meta' });
  if (!row) throw new AppError('not_found');
  if (row.status === 'broken') throw new AppError('connection_broken');
  if (row.is_demo) throw new AppError('conflict');
  await enqueueJob(
    scope.db,
    metaAccountsJob,
    { shopId, connectionId: row.id },
    { dedupeKey: `meta-accounts:${row.id}` },
  );
  return getMetaOverview(scope, shopId, language);
}
