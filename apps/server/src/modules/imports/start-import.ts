import type { Import, ImportOptions } from '@ziskomer/contracts';
import type { Language } from '@ziskomer/i18n';
import { AppError } from '../../core/app-error.ts';
import type { UseCaseScope } from '../../core/use-case-scope.ts';
import { enqueueJob } from '../../jobs/enqueue-job.ts';
import { recordActivity } from '../activity/index.ts';
import { getShopSettings } from '../orders/index.ts';
import { analyseImportFile } from './analyse-import-file.ts';
import { importJob } from './import-job.ts';
import { fromStoredKind } from './import-kind.ts';
import { getImportRow } from './queries/get-import-row.ts';
import { updateImport } from './queries/update-import.ts';
import { toImport } from './to-import.ts';

/**
 * Starts an analysed import with the options the user confirmed. The options are checked against
 * the file once more (the same analysis the user saw); a file with blocking problems answers 422
 * with them. The job is queued in the same transaction, so a started import always runs; a
 * scheduled import's own job runs it instead (`queueJob: false`).
 */
export async function startImport(
  scope: UseCaseScope,
  shopId: string,
  importId: string,
  options: ImportOptions,
  language: Language,
  { queueJob = true }: { queueJob?: boolean } = {},
): Promise<Import> {
  const row = await getImportRow(scope.db, shopId, importId, { forUpdate: true });
  if (!row) throw new AppError('not_found');
  if (row.status !== 'ready' || !row.staging_path) throw new AppError('import_not_ready');
  const shop = await getShopSettings(scope.db, shopId);
  const overrides = { ...options, preset: options.preset ?? undefined };
  const analysis = await analyseImportFile(
    row.staging_path,
    Number(row.bytes_total),
    overrides,
    shop,
    language,
    fromStoredKind(row.kind),
  );
  if (!analysis.canStart) throw new AppError('validation_failed', { problems: analysis.problems });
  const now = scope.deps.now();
  await updateImport(scope.db, shopId, importId, {
    // The 'reject' policy validates the whole file first ('analysing'), then writes ('running').
    status: options.invalidRowPolicy === 'reject' ? 'analysing' : 'running',
    // As checked: an ad-spend file's channel may come from its export rather than the request,
    // and the header's line from the analysis.
    options: JSON.stringify({
      ...options,
      channel: analysis.options.channel,
      headerLine: analysis.options.headerLine,
    }),
    total_rows: analysis.rowEstimate,
    started_at: now,
    updated_at: now,
  });
  if (queueJob) await enqueueJob(scope.db, importJob, { shopId, importId });
  await recordActivity(scope, {
    kind: 'import',
    action: 'import_started',
    shopId,
    details: { fileName: row.file_name },
  });
  const started = await getImportRow(scope.db, shopId, importId);
  return toImport(started!, language);
}
