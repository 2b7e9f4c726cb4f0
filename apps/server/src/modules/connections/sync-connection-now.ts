import { type Connection, isAvailableConnector } from '@ziskomer/contracts';
import type { Language } from '@ziskomer/i18n';
import { AppError } from '../../core/app-error.ts';
import type { UseCaseScope } from '../../core/use-case-scope.ts';
import { getConnection } from './get-connection.ts';
import { getConnectionRow } from './queries/connection-queries.ts';
import { queueSyncNow } from './sync-schedule.ts';
import { readConnectionChoice } from './to-connection.ts';

/** 'Synchronizovat nyní': queues the connection's sync at once (one waiting sync at most). */
export async function syncConnectionNow(
  scope: UseCaseScope,
  shopId: string,
  connectionId: string,
  language: Language,
): Promise<Connection> {
  const row = await getConnectionRow(scope.db, shopId, { id: connectionId });
  if (!row) throw new AppError('not_found');
  if (row.status === 'broken') throw new AppError('connection_broken');
  // The demo connection has generated data and nothing to fetch.
  if (!isAvailableConnector(row.provider) || !readConnectionChoice(row.provider, row.settings) || row.is_demo)
    throw new AppError('conflict');
  await queueSyncNow(scope.db, { shopId, connectionId, connector: row.provider });
  return getConnection(scope, shopId, connectionId, language);
}
