import type { createImportScheduleSchema, ImportSchedule } from '@ziskomer/contracts';
import { withScope } from '@ziskomer/db';
import type { Language } from '@ziskomer/i18n';
import type { z } from 'zod';
import type { UseCaseScope } from '../../core/use-case-scope.ts';
import { saveJobScheduleRow } from '../../jobs/schedules/job-schedule-queries.ts';
import { checkOutboundUrl } from '../../lib/guarded-fetch/check-outbound-url.ts';
import { getFrequencyHours } from './get-frequency-hours.ts';
import { insertImportSchedule } from './queries/insert-import-schedule.ts';
import { SCHEDULED_IMPORT_KIND } from './scheduled-import-kind.ts';
import { toImportSchedule } from './to-import-schedule.ts';

/**
 * Creates a schedule. The URL passes the outbound guard first (422 when it is refused), before
 * any transaction opens: resolving its host may take a moment. When it runs is kept by a job
 * schedule of the same id, which the job runner turns into scheduled-import jobs; a new active
 * schedule is due at once, so its first result shows up straight away.
 */
export async function createImportSchedule(
  scope: Omit<UseCaseScope, 'db'>,
  shopId: string,
  input: z.output<typeof createImportScheduleSchema>,
  language: Language,
): Promise<ImportSchedule> {
  const { deps, user } = scope;
  const url = await checkOutboundUrl(input.url, deps.outboundPolicy);
  const now = deps.now();
  const row = await withScope(deps.db, { userId: user.id, shopId }, async (trx) => {
    const schedule = await insertImportSchedule(trx, {
      shop_id: shopId,
      name: input.name,
      url,
      frequency: input.frequency,
      options: JSON.stringify(input.options),
      created_by: user.id,
      created_at: now,
      updated_at: now,
    });
    const timing = await saveJobScheduleRow(trx, {
      shopId,
      id: schedule.id,
      kind: SCHEDULED_IMPORT_KIND,
      payload: { shopId, scheduleId: schedule.id },
      rhythm: { everyHours: getFrequencyHours(input.frequency) },
      paused: !input.isActive,
      nextRunAt: now,
      now,
    });
    return { ...schedule, is_active: !timing.paused, next_run_at: timing.next_run_at };
  });
  return toImportSchedule(row, undefined, language);
}
