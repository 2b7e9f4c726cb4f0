import type { MetaCompletenessChoice, MetaOverview } from '@ziskomer/contracts';
import type { Language } from '@ziskomer/i18n';
import { AppError } from '../../../core/app-error.ts';
import type { UseCaseScope } from '../../../core/use-case-scope.ts';
import { getConnectionRow, updateConnectionRow } from '../queries/connection-queries.ts';
import { queueSyncNow } from '../sync-schedule.ts';
import { getMetaOverview } from './get-meta-overview.ts';
import { readMetaSelection, readMetaSyncData } from './meta-connection-data.ts';

/**
 * SPEC §4, with days missing: 'use_available' keeps the figures as they are and stops warning
 * about these days (new missing days warn again); 'reload_all' fetches all 90 days again.
 */
export async function chooseMetaCompleteness(
  scope: UseCaseScope,
  shopId: string,
  input: MetaCompletenessChoice,
  language: Language,
): Promise<MetaOverview> {
  const row = await getConnectionRow(scope.db, shopId, { provider: 'meta' }, { forUpdate: true });
  if (!row) throw new AppError('not_found');
  if (row.status === 'broken') throw new AppError('connection_broken');
  if (row.is_demo || !readMetaSelection(row.settings)) throw new AppError('conflict');
  const now = scope.deps.now();
  if (input.choice === 'use_available') {
    const missing = readMetaSyncData(row.provider_data)?.missingDays ?? [];
    await updateConnectionRow(scope.db, shopId, row.id, {
      settings: JSON.stringify({ ...row.settings, metaAccepted: missing }),
      updated_at: now,
    });
  } else {
    await updateConnectionRow(scope.db, shopId, row.id, { initial_sync_done: false, updated_at: now });
    await queueSyncNow(scope.db, { shopId, connectionId: row.id, connector: 'meta' });
  }
  return getMetaOverview(scope, shopId, language);
}
