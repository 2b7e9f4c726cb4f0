import { type MetaOverview, metaAdAccountSchema, type SelectMetaAccount } from '@ziskomer/contracts';
import type { Language } from '@ziskomer/i18n';
import { z } from 'zod';
import { AppError } from '../../../core/app-error.ts';
import type { UseCaseScope } from '../../../core/use-case-scope.ts';
import { getConnectionRow, updateConnectionRow } from '../queries/connection-queries.ts';
import { ensureSyncSchedule } from '../sync-schedule.ts';
import { getMetaOverview } from './get-meta-overview.ts';
import { readMetaSelection } from './meta-connection-data.ts';

/**
 * Saves the chosen ad account after checking it against the accounts the connection reaches.
 * Another account than before starts afresh (its first sync fetches 90 days, nothing missing yet);
 * the schedule is created with the first choice and a sync queued at once.
 */
export async function selectMetaAccount(
  scope: UseCaseScope,
  shopId: string,
  input: SelectMetaAccount,
  language: Language,
): Promise<MetaOverview> {
  const row = await getConnectionRow(scope.db, shopId, { provider: 'meta' }, { forUpdate: true });
  if (!row) throw new AppError('not_found');
  if (row.status === 'broken') throw new AppError('connection_broken');
  // The demo connection shows generated data; it has no Meta account behind it.
  if (row.is_demo) throw new AppError('conflict');
  const accounts = z.array(metaAdAccountSchema).safeParse(row.accounts);
  const account = accounts.success
    ? accounts.data.find((candidate) => candidate.id === input.accountId)
    : null;
  if (!account) throw new AppError('meta_account_unknown');
  const same = readMetaSelection(row.settings)?.id === account.id;
  const now = scope.deps.now();
  await updateConnectionRow(scope.db, shopId, row.id, {
    settings: JSON.stringify({
      ...row.settings,
      meta: { id: account.id, name: account.name, currency: account.currency, timeZone: account.timeZone },
      ...(same ? {} : { metaAccepted: [] }),
    }),
    ...(same ? {} : { initial_sync_done: false, provider_data: null }),
    updated_at: now,
  });
  await ensureSyncSchedule(scope.db, { shopId, connectionId: row.id, connector: 'meta', now });
  return getMetaOverview(scope, shopId, language);
}
