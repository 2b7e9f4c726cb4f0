import { ga4PropertySchema, type SelectGa4Property } from '@ziskomer/contracts';
import { z } from 'zod';
import { AppError } from '../../core/app-error.ts';
import type { UseCaseScope } from '../../core/use-case-scope.ts';
import { readGa4Selection } from './google-analytics/read-ga4-selection.ts';
import { getConnectionRow, updateConnectionRow } from './queries/connection-queries.ts';
import { ensureSyncSchedule } from './sync-schedule.ts';

/**
 * Chooses the GA4 property to sync among those the connection reaches; another property than
 * before starts afresh (90 days). Creates the sync schedule with the first choice and queues a sync.
 */
export async function selectGa4Property(
  scope: UseCaseScope,
  shopId: string,
  input: SelectGa4Property,
): Promise<void> {
  const row = await getConnectionRow(scope.db, shopId, { provider: 'google_analytics' }, { forUpdate: true });
  if (!row) throw new AppError('not_found');
  if (row.status === 'broken') throw new AppError('connection_broken');
  const properties = z.array(ga4PropertySchema).safeParse(row.accounts);
  const property = properties.success
    ? properties.data.find((entry) => entry.id === input.propertyId)
    : undefined;
  if (!property) throw new AppError('google_analytics_property_unknown');
  const now = scope.deps.now();
  const same = readGa4Selection(row.settings)?.id === property.id;
  await updateConnectionRow(scope.db, shopId, row.id, {
    settings: JSON.stringify({ ...row.settings, googleAnalytics: property }),
    ...(same ? {} : { initial_sync_done: false }),
    updated_at: now,
  });
  if (!same) {
    // Another property's figures must not mix with the last one's.
    await scope.db
      .deleteFrom('ga4_daily')
      .where('shop_id', '=', shopId)
      .where('connection_id', '=', row.id)
      .execute();
  }
  await ensureSyncSchedule(scope.db, { shopId, connectionId: row.id, connector: 'google_analytics', now });
}
