import {
  type Connection,
  googleTargetSchema,
  isAvailableConnector,
  type SelectGoogleTarget,
} from '@ziskomer/contracts';
import type { Language } from '@ziskomer/i18n';
import { z } from 'zod';
import { AppError } from '../../core/app-error.ts';
import type { UseCaseScope } from '../../core/use-case-scope.ts';
import { getConnection } from './get-connection.ts';
import { getConnectionRow, updateConnectionRow } from './queries/connection-queries.ts';
import { ensureSyncSchedule } from './sync-schedule.ts';
import { readTargetSelection } from './to-connection.ts';

/** The stored figures of each product that chooses a target: another target's must not mix in. */
const DATA_TABLES = {
  google_search_console: 'search_console_daily',
  google_merchant: 'merchant_products',
  google_business_profile: 'business_profile_daily',
} as const;

/**
 * Chooses what a Search Console, Merchant Center or Business Profile connection syncs — a site,
 * an account, a location — among those its connection reaches. Another choice than before drops
 * the last one's figures and starts afresh (90 days). Creates the daily schedule with the first
 * choice and queues a sync.
 */
export async function selectConnectionTarget(
  scope: UseCaseScope,
  shopId: string,
  connectionId: string,
  input: SelectGoogleTarget,
  language: Language,
): Promise<Connection> {
  const row = await getConnectionRow(scope.db, shopId, { id: connectionId }, { forUpdate: true });
  if (!row) throw new AppError('not_found');
  const table = DATA_TABLES[row.provider as keyof typeof DATA_TABLES];
  // Google Ads and GA4 choose on their own routes (a manager's client, a property).
  if (!table || !isAvailableConnector(row.provider)) throw new AppError('conflict');
  if (row.status === 'broken') throw new AppError('connection_broken');
  const targets = z.array(googleTargetSchema).safeParse(row.accounts);
  const target = targets.success ? targets.data.find((entry) => entry.id === input.targetId) : undefined;
  if (!target) throw new AppError('google_target_unknown');
  const now = scope.deps.now();
  const same = readTargetSelection(row.settings)?.id === target.id;
  await updateConnectionRow(scope.db, shopId, row.id, {
    settings: JSON.stringify({ ...row.settings, target }),
    ...(same ? {} : { initial_sync_done: false }),
    updated_at: now,
  });
  if (!same)
    await scope.db
      .deleteFrom(table)
      .where('shop_id', '=', shopId)
      .where('connection_id', '=', row.id)
      .execute();
  await ensureSyncSchedule(scope.db, { shopId, connectionId: row.id, connector: row.provider, now });
  return getConnection(scope, shopId, connectionId, language);
}
