import {
  type GoogleAdsOverview,
  googleAdsAccountTreeSchema,
  type SelectGoogleAdsAccount,
} from '@ziskomer/contracts';
import { resolveSelection } from '@ziskomer/domain';
import type { Language } from '@ziskomer/i18n';
import { AppError } from '../../core/app-error.ts';
import type { UseCaseScope } from '../../core/use-case-scope.ts';
import { getGoogleAdsOverview } from './get-google-ads-overview.ts';
import { getConnectionRow, updateConnectionRow } from './queries/connection-queries.ts';
import { ensureSyncSchedule } from './sync-schedule.ts';
import { readSelection } from './to-connection.ts';

/**
 * Saves the chosen Google Ads account (a basic account, or a manager's client) after checking it
 * against the accounts the connection reaches. Another account than before starts afresh: its
 * first sync fetches 90 days. The sync schedule is created with the first choice, and a sync is
 * queued at once.
 */
export async function selectGoogleAdsAccount(
  scope: UseCaseScope,
  shopId: string,
  input: SelectGoogleAdsAccount,
  language: Language,
): Promise<GoogleAdsOverview> {
  const row = await getConnectionRow(scope.db, shopId, { provider: 'google_ads' }, { forUpdate: true });
  if (!row) throw new AppError('not_found');
  if (row.status === 'broken') throw new AppError('connection_broken');
  // The demo connection shows generated data; it has no Google account behind it.
  if (row.is_demo) throw new AppError('conflict');
  const tree = googleAdsAccountTreeSchema.safeParse(row.accounts);
  const selection = tree.success
    ? resolveSelection(tree.data, {
        accountType: input.accountType,
        managerId: input.managerId ?? null,
        accountId: input.accountId,
      })
    : null;
  if (!selection) throw new AppError('google_ads_account_unknown');
  const previous = readSelection(row.settings);
  const now = scope.deps.now();
  const sameAccount =
    previous?.accountId === selection.accountId && previous.managerId === selection.managerId;
  await updateConnectionRow(scope.db, shopId, row.id, {
    settings: JSON.stringify({ ...row.settings, googleAds: selection }),
    ...(sameAccount ? {} : { initial_sync_done: false }),
    updated_at: now,
  });
  await ensureSyncSchedule(scope.db, { shopId, connectionId: row.id, connector: 'google_ads', now });
  return getGoogleAdsOverview(scope, shopId, language);
}
