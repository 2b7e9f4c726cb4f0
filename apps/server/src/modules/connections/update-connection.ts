import type { Connection, UpdateConnection } from '@ziskomer/contracts';
import type { Language } from '@ziskomer/i18n';
import { AppError } from '../../core/app-error.ts';
import type { UseCaseScope } from '../../core/use-case-scope.ts';
import { getJobScheduleRow, saveJobScheduleRow } from '../../jobs/schedules/job-schedule-queries.ts';
import { getConnection } from './get-connection.ts';
import { getConnectionRow } from './queries/connection-queries.ts';

/**
 * Changes how often a connection syncs by itself, or pauses and resumes it. A new rhythm counts
 * from now; a schedule resumed after its time passed runs at once.
 */
export async function updateConnection(
  scope: UseCaseScope,
  shopId: string,
  connectionId: string,
  input: UpdateConnection,
  language: Language,
): Promise<Connection> {
  const row = await getConnectionRow(scope.db, shopId, { id: connectionId });
  if (!row) throw new AppError('not_found');
  const schedule = await getJobScheduleRow(scope.db, shopId, connectionId, { forUpdate: true });
  // The schedule exists once an account is chosen; before that there is nothing to sync.
  if (!schedule) throw new AppError('conflict');
  const now = scope.deps.now();
  const everyHours = input.everyHours ?? schedule.every_hours ?? 24;
  const paused = input.paused ?? schedule.paused;
  let nextRunAt = schedule.next_run_at;
  if (input.everyHours !== undefined && input.everyHours !== schedule.every_hours)
    nextRunAt = new Date(now.getTime() + everyHours * 3600_000);
  if (!paused && schedule.paused && nextRunAt < now) nextRunAt = now;
  await saveJobScheduleRow(scope.db, {
    shopId,
    id: connectionId,
    kind: schedule.kind,
    payload: schedule.payload,
    rhythm: { everyHours },
    paused,
    nextRunAt,
    now,
  });
  return getConnection(scope, shopId, connectionId, language);
}
