import type { Database, ImportRunStatus, ImportStatus } from '@ziskomer/db';
import type { Kysely } from 'kysely';

/** A run with what the lists show beside it: its schedule's name, the shop's domain, the import's counts. */
export interface ImportRunRow {
  shop_id: string;
  id: string;
  schedule_id: string;
  schedule_name: string;
  store_domain: string;
  import_id: string | null;
  status: ImportRunStatus;
  error_code: string | null;
  error_message: string | null;
  error_message_en: string | null;
  user_id: string;
  created_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
  import_status: ImportStatus | null;
  inserted: string | number | null;
  updated: string | number | null;
  unchanged: string | number | null;
  duplicates: string | number | null;
  rejected: string | number | null;
}

export interface RunFilter {
  shopId: string;
  /** Only the runs of this user (the header indicator's stream). */
  userId?: string;
  scheduleId?: string;
  runId?: string;
  limit: number;
}

function selectRuns(db: Kysely<Database>, shopId: string) {
  return db
    .selectFrom('import_runs as r')
    .innerJoin('import_schedules as s', (join) =>
      join.onRef('s.shop_id', '=', 'r.shop_id').onRef('s.id', '=', 'r.schedule_id'),
    )
    .innerJoin('shops as sh', 'sh.id', 'r.shop_id')
    .leftJoin('imports as i', (join) =>
      join.onRef('i.shop_id', '=', 'r.shop_id').onRef('i.id', '=', 'r.import_id'),
    )
    .select([
      'r.shop_id',
      'r.id',
      'r.schedule_id',
      's.name as schedule_name',
      'sh.store_domain',
      'r.import_id',
      'r.status',
      'r.error_code',
      'r.error_message',
      'r.error_message_en',
      'r.user_id',
      'r.created_at',
      'r.started_at',
      'r.finished_at',
      'i.status as import_status',
      'i.inserted',
      'i.updated',
      'i.unchanged',
      'i.duplicates',
      'i.rejected',
    ])
    .where('r.shop_id', '=', shopId);
}

/** A shop's runs, newest first (SPEC §7: joined with the schedule and the shop). */
export async function listImportRunRows(db: Kysely<Database>, filter: RunFilter): Promise<ImportRunRow[]> {
  return selectRuns(db, filter.shopId)
    .$if(filter.userId !== undefined, (qb) => qb.where('r.user_id', '=', filter.userId!))
    .$if(filter.scheduleId !== undefined, (qb) => qb.where('r.schedule_id', '=', filter.scheduleId!))
    .$if(filter.runId !== undefined, (qb) => qb.where('r.id', '=', filter.runId!))
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(filter.limit)
    .execute();
}

/** The latest run of each of a shop's schedules. */
export async function listLatestImportRunRows(db: Kysely<Database>, shopId: string): Promise<ImportRunRow[]> {
  return selectRuns(db, shopId)
    .distinctOn('r.schedule_id')
    .orderBy('r.schedule_id')
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .execute();
}
