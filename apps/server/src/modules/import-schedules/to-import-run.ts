import type { ImportRun } from '@ziskomer/contracts';
import type { Language } from '@ziskomer/i18n';
import type { ImportRunRow } from './queries/list-import-run-rows.ts';

/** A run as the API shows it; the failure's text is in the caller's language. */
export function toImportRun(row: ImportRunRow, language: Language): ImportRun {
  const counts =
    row.import_status === null
      ? null
      : {
          inserted: Number(row.inserted),
          updated: Number(row.updated),
          unchanged: Number(row.unchanged),
          duplicates: Number(row.duplicates),
          rejected: Number(row.rejected),
        };
  const message = language === 'en' ? row.error_message_en : row.error_message;
  return {
    id: row.id,
    shopId: row.shop_id,
    scheduleId: row.schedule_id,
    scheduleName: row.schedule_name,
    target: 'orders',
    storeDomain: row.store_domain,
    status: row.status,
    importId: row.import_id,
    counts: counts && { orders: Object.values(counts).reduce((sum, n) => sum + n, 0), ...counts },
    error: row.error_code ? { code: row.error_code, message: message ?? row.error_code } : null,
    userId: row.user_id,
    createdAt: row.created_at.toISOString(),
    startedAt: row.started_at?.toISOString() ?? null,
    finishedAt: row.finished_at?.toISOString() ?? null,
  };
}
