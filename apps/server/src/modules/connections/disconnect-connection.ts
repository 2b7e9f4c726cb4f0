import { AppError } from '../../core/app-error.ts';
import type { UseCaseScope } from '../../core/use-case-scope.ts';
import { deleteJobScheduleRow } from '../../jobs/schedules/job-schedule-queries.ts';
import { recordActivity } from '../activity/index.ts';
import { queueConnectionWebhooksRemoval } from './eshop/queue-webhooks-removal.ts';
import { deleteConnectionRow, getConnectionRow } from './queries/connection-queries.ts';

/**
 * Disconnects: the sealed tokens, the chosen account and the schedule are deleted (an e-shop
 * platform's webhook subscriptions are removed there by a job), and no sync runs any more (a queued one finds the connection gone and ends). The ad spend already synced
 * stays: it is what the shop paid, and the reports keep showing it.
 */
export async function disconnectConnection(scope: UseCaseScope, shopId: string, connectionId: string) {
  const row = await getConnectionRow(scope.db, shopId, { id: connectionId }, { forUpdate: true });
  if (!row) throw new AppError('not_found');
  await deleteJobScheduleRow(scope.db, shopId, connectionId);
  await queueConnectionWebhooksRemoval(scope.db, row);
  await deleteConnectionRow(scope.db, shopId, connectionId);
  await recordActivity(scope, {
    kind: 'shop',
    action: 'connection_disconnected',
    shopId,
    details: { connector: row.provider },
  });
}
