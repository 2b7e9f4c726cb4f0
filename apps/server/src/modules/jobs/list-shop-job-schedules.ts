import type { JobSchedule, JobScheduleList } from '@ziskomer/contracts';
import type { UseCaseScope } from '../../core/use-case-scope.ts';
import { listJobScheduleRows } from '../../jobs/schedules/job-schedule-queries.ts';
import type { JobScheduleRow } from '../../jobs/schedules/job-schedule-row.ts';

/** A shop's schedules of every kind, named for people where their feature has a name (import schedules). */
export async function listShopJobSchedules(scope: UseCaseScope, shopId: string): Promise<JobScheduleList> {
  const rows = await listJobScheduleRows(scope.db, shopId);
  const context = await getScheduleContext(scope, shopId);
  return { items: rows.map((row) => toJobSchedule(row, context)) };
}

export interface ScheduleContext {
  timeZone: string;
  names: Map<string, string>;
}

export async function getScheduleContext(scope: UseCaseScope, shopId: string): Promise<ScheduleContext> {
  const shop = await scope.db
    .selectFrom('shops')
    .select('time_zone')
    .where('id', '=', shopId)
    .executeTakeFirst();
  const imports = await scope.db
    .selectFrom('import_schedules')
    .select(['id', 'name'])
    .where('shop_id', '=', shopId)
    .execute();
  return {
    timeZone: shop?.time_zone ?? 'Europe/Prague',
    names: new Map(imports.map((row) => [row.id, row.name])),
  };
}

export function toJobSchedule(row: JobScheduleRow, context: ScheduleContext): JobSchedule {
  return {
    id: row.id,
    shopId: row.shop_id,
    kind: row.kind,
    name: context.names.get(row.id) ?? null,
    everyHours: row.every_hours,
    dailyAt: row.daily_at,
    timeZone: context.timeZone,
    paused: row.paused,
    nextRunAt: row.next_run_at.toISOString(),
    lastRunAt: row.last_run_at?.toISOString() ?? null,
    lastJobId: row.last_job_id === null ? null : String(row.last_job_id),
  };
}
