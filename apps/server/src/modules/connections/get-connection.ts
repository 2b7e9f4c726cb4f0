import type { Connection } from '@ziskomer/contracts';
import type { Language } from '@ziskomer/i18n';
import { AppError } from '../../core/app-error.ts';
import type { UseCaseScope } from '../../core/use-case-scope.ts';
import { getJobScheduleRow } from '../../jobs/schedules/job-schedule-queries.ts';
import { listConnectionRows } from './queries/connection-queries.ts';
import { toConnection } from './to-connection.ts';

/** One connection of the shop as people see it; 404 when the shop has no such connection. */
export async function getConnection(
  scope: UseCaseScope,
  shopId: string,
  connectionId: string,
  language: Language,
): Promise<Connection> {
  const row = (await listConnectionRows(scope.db, shopId)).find((candidate) => candidate.id === connectionId);
  if (!row) throw new AppError('not_found');
  const schedule = await getJobScheduleRow(scope.db, shopId, connectionId);
  return toConnection(row, schedule, language, scope.deps.now());
}
