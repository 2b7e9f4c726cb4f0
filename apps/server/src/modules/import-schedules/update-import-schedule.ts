import type { ImportSchedule, UpdateImportSchedule } from '@ziskomer/contracts';
import { type Database, type ImportSchedulesTable, withScope } from '@ziskomer/db';
import type { Language } from '@ziskomer/i18n';
import type { Transaction, Updateable } from 'kysely';
import { AppError } from '../../core/app-error.ts';
import type { UseCaseScope } from '../../core/use-case-scope.ts';
import { saveJobScheduleRow } from '../../jobs/schedules/job-schedule-queries.ts';
import { checkOutboundUrl } from '../../lib/guarded-fetch/check-outbound-url.ts';
import { getFrequencyHours } from './get-frequency-hours.ts';
import { getImportScheduleRow } from './queries/get-import-schedule-row.ts';
import { listImportRunRows } from './queries/list-import-run-rows.ts';
import { updateImportScheduleRow } from './queries/update-import-schedule-row.ts';
import { SCHEDULED_IMPORT_KIND } from './scheduled-import-kind.ts';
import { toImportSchedule } from './to-import-schedule.ts';

/**
 * Changes a schedule. A changed URL passes the outbound guard first. A shorter frequency brings the
 * next run forward; a schedule switched back on whose time passed while it was off runs at once.
 */
export async function updateImportSchedule(
  scope: Omit<UseCaseScope, 'db'>,
  shopId: string,
  scheduleId: string,
  input: UpdateImportSchedule,
  language: Language,
): Promise<ImportSchedule> {
  const { deps, user } = scope;
  const inShop = <T>(work: (trx: Transaction<Database>) => Promise<T>) =>
    withScope(deps.db, { userId: user.id, shopId }, work);
  // An unchanged URL is not checked again here (a rename must not depend on DNS); every run checks it.
  const stored = await inShop((trx) => getImportScheduleRow(trx, shopId, scheduleId));
  if (!stored) throw new AppError('not_found');
  const changed = input.url !== undefined && input.url !== stored.url;
  const url = changed ? await checkOutboundUrl(input.url!, deps.outboundPolicy) : undefined;
  return inShop(async (trx) => {
    const current = await getImportScheduleRow(trx, shopId, scheduleId, { forUpdate: true });
    if (!current) throw new AppError('not_found');
    const now = deps.now();
    const values: Updateable<ImportSchedulesTable> = { updated_at: now };
    if (input.name !== undefined) values.name = input.name;
    if (url !== undefined) values.url = url;
    if (input.options !== undefined) values.options = JSON.stringify(input.options);
    let nextRunAt = current.next_run_at;
    const frequency = input.frequency ?? current.frequency;
    if (input.frequency !== undefined) {
      values.frequency = input.frequency;
      const soonest = new Date(now.getTime() + getFrequencyHours(input.frequency) * 3_600_000);
      if (soonest < nextRunAt) nextRunAt = soonest;
    }
    const isActive = input.isActive ?? current.is_active;
    if (isActive && !current.is_active && nextRunAt < now) nextRunAt = now;
    if (!(await updateImportScheduleRow(trx, shopId, scheduleId, values))) throw new AppError('not_found');
    await saveJobScheduleRow(trx, {
      shopId,
      id: scheduleId,
      kind: SCHEDULED_IMPORT_KIND,
      payload: { shopId, scheduleId },
      rhythm: { everyHours: getFrequencyHours(frequency) },
      paused: !isActive,
      nextRunAt,
      now,
    });
    const row = await getImportScheduleRow(trx, shopId, scheduleId);
    if (!row) throw new AppError('not_found');
    const [lastRun] = await listImportRunRows(trx, { shopId, scheduleId, limit: 1 });
    return toImportSchedule(row, lastRun, language);
  });
}
