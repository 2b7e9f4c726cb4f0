import type { ApiKeyConnector, Connection } from '@ziskomer/contracts';
import type { Language } from '@ziskomer/i18n';
import type { UseCaseScope } from '../../../core/use-case-scope.ts';
import { getJobScheduleRow } from '../../../jobs/schedules/job-schedule-queries.ts';
import { listConnectionRows } from '../queries/connection-queries.ts';
import { toConnection } from '../to-connection.ts';

/** The shop's connection of an API-key connector as people see it (never its key); null when not connected. */
export async function readApiKeyConnection(
  scope: UseCaseScope,
  shopId: string,
  connector: ApiKeyConnector,
  language: Language,
): Promise<Connection | null> {
  const row = (await listConnectionRows(scope.db, shopId)).find(
    (candidate) => candidate.provider === connector,
  );
  if (!row) return null;
  const schedule = await getJobScheduleRow(scope.db, shopId, row.id);
  return toConnection(row, schedule, language, scope.deps.now());
}
