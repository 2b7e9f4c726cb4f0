import { randomUUID } from 'node:crypto';
import {
  hasRole,
  type ImportAnalysis,
  type ImportScheduleOptions,
  importScheduleOptionsSchema,
} from '@ziskomer/contracts';
import { type Database, withScope } from '@ziskomer/db';
import { catalogues, type Language } from '@ziskomer/i18n';
import type { Transaction } from 'kysely';
import type { Deps } from '../../http/app-env.ts';
import { AppError } from '../../http/app-error.ts';
import type { RequestScope } from '../../http/define-route.ts';
import { downloadToFile } from '../../lib/guarded-fetch/download-to-file.ts';
import { GuardedFetchError } from '../../lib/guarded-fetch/guarded-fetch-error.ts';
import { type AnalysisOverrides, analyseImportFile } from '../imports/analyse-import-file.ts';
import { insertImport } from '../imports/queries/insert-import.ts';
import { deleteStagingFile, ensureStagingDir, getStagingPath } from '../imports/staging-file.ts';
import { startImport } from '../imports/start-import.ts';
import { getShopSettings } from '../orders/queries/get-shop-settings.ts';
import { getShopRole } from '../shops/queries/get-shop-role.ts';
import { createRunError, describeRunError, type RunError } from './describe-run-error.ts';
import { getImportScheduleRow } from './queries/get-import-schedule-row.ts';
import { getRunUser } from './queries/get-run-user.ts';
import type { ImportScheduleRow } from './queries/insert-import-schedule.ts';
import { updateImportRun } from './queries/update-import-run.ts';

export interface RunExecutionOptions {
  /** The time cap of the download. */
  downloadTimeoutMs: number;
  /** Aborted when the scheduler stops: the run goes back to waiting for the next server. */
  signal?: AbortSignal;
}

/** The reason a run cannot go on, with its text in both languages. */
class RunFailure extends Error {
  constructor(readonly error: RunError) {
    super(error.code);
  }
}

/** Why the scheduler stops a run (the server is shutting down), not a failure of the run. */
export class SchedulerStopped extends Error {
  constructor() {
    super('scheduler stopped');
  }
}

/**
 * Runs a claimed run of a schedule, on behalf of the run's user (who must still be an admin of
 * the shop): downloads the file through the guarded client into a staging file (the same place
 * an upload goes), analyses it with the schedule's options and automatic column mapping, and
 * starts the import exactly as the wizard does. The run then waits for its import
 * (settleImportRuns); any failure before that fails the run with a message saying why.
 */
export async function executeImportRun(
  deps: Deps,
  claimed: { shopId: string; runId: string },
  options: RunExecutionOptions,
): Promise<void> {
  const { shopId, runId } = claimed;
  const inShop = <T>(userId: string | null, work: (trx: Transaction<Database>) => Promise<T>) =>
    withScope(deps.db, { userId, shopId }, work);

  const loaded = await inShop(null, async (trx) => {
    const run = await trx
      .selectFrom('import_runs')
      .select(['schedule_id', 'user_id', 'status'])
      .where('shop_id', '=', shopId)
      .where('id', '=', runId)
      .executeTakeFirst();
    if (run?.status !== 'running') return null;
    const schedule = await getImportScheduleRow(trx, shopId, run.schedule_id);
    return schedule ? { userId: run.user_id, schedule } : null;
  });
  if (!loaded) return;
  const { userId, schedule } = loaded;

  const importId = randomUUID();
  const path = getStagingPath(deps.config.importsDir, shopId, importId);
  let started = false;
  try {
    const scope = await loadRunScope(deps, shopId, userId);
    await ensureStagingDir(deps.config.importsDir, shopId);
    const download = await downloadToFile(schedule.url, path, {
      maxBytes: deps.config.importMaxBytes,
      timeoutMs: options.downloadTimeoutMs,
      policy: deps.outboundPolicy,
      signal: options.signal,
    });
    const shop = await inShop(null, (trx) => getShopSettings(trx, shopId));
    const scheduleOptions = parseScheduleOptions(schedule);
    const overrides: AnalysisOverrides = {
      encoding: scheduleOptions.encoding,
      delimiter: scheduleOptions.delimiter,
      decimal: scheduleOptions.decimal,
      dateFormat: scheduleOptions.dateFormat,
      preset: scheduleOptions.preset,
    };
    const analysis = await analyseImportFile(path, download.bytes, overrides, shop, 'cs');
    if (!analysis.canStart) {
      const english = await analyseImportFile(path, download.bytes, overrides, shop, 'en');
      throw new RunFailure(describeAnalysisFailure(analysis, english));
    }
    await inShop(userId, async (trx) => {
      const now = deps.now();
      await insertImport(trx, {
        shop_id: shopId,
        id: importId,
        source: 'schedule',
        file_name: getFileName(download.url, schedule.name),
        staging_path: path,
        status: 'ready',
        bytes_total: download.bytes,
        created_by: userId,
        created_at: now,
        updated_at: now,
      });
      await startImport(
        { ...scope, db: trx },
        shopId,
        importId,
        { ...analysis.options, invalidRowPolicy: scheduleOptions.invalidRowPolicy ?? 'skip' },
        'cs',
      );
      await updateImportRun(trx, shopId, runId, { import_id: importId, updated_at: now });
    });
    started = true;
  } catch (error) {
    if (error instanceof SchedulerStopped || options.signal?.aborted) {
      // Not the run's fault: it waits again and the next scheduler takes it.
      await inShop(null, (trx) =>
        updateImportRun(trx, shopId, runId, { status: 'pending', started_at: null, updated_at: deps.now() }),
      );
      return;
    }
    const failure = toRunError(error);
    if (failure.code === 'internal') console.error(`[import-schedules] run ${runId} failed`, error);
    const now = deps.now();
    await inShop(null, (trx) =>
      updateImportRun(trx, shopId, runId, {
        status: 'failed',
        error_code: failure.code,
        error_message: failure.cs,
        error_message_en: failure.en,
        finished_at: now,
        updated_at: now,
      }),
    );
  } finally {
    if (!started) await deleteStagingFile(path);
  }
}

/** The request scope the import is started with: the run's user, who must be an admin of the shop. */
async function loadRunScope(deps: Deps, shopId: string, userId: string): Promise<Omit<RequestScope, 'db'>> {
  return withScope(deps.db, { userId, shopId }, async (trx) => {
    const user = await getRunUser(trx, userId);
    const shop = await getShopRole(trx, shopId, userId);
    if (!user || !shop || !hasRole(shop.role, 'admin')) throw new RunFailure(createRunError('access_lost'));
    return { deps, user, shop, projectRole: undefined };
  });
}

function parseScheduleOptions(schedule: ImportScheduleRow): ImportScheduleOptions {
  const parsed = importScheduleOptionsSchema.safeParse(schedule.options);
  return parsed.success ? parsed.data : {};
}

/**
 * Why a downloaded file cannot be imported: the required columns automatic mapping did not find
 * (named for people), or else the first problem of the analysis.
 */
function describeAnalysisFailure(
  analysis: Omit<ImportAnalysis, 'importId'>,
  english: Omit<ImportAnalysis, 'importId'>,
): RunError {
  if (analysis.missing.length > 0) {
    const fields = (language: Language) => {
      const labels: Record<string, string> = catalogues[language].importSchedules.requiredFields;
      return analysis.missing.map((field) => labels[field] ?? field).join(', ');
    };
    return {
      code: 'mapping_failed',
      cs: describeRunError('mapping_failed', { fields: fields('cs') }, 'cs'),
      en: describeRunError('mapping_failed', { fields: fields('en') }, 'en'),
    };
  }
  return {
    code: 'file_rejected',
    cs: describeRunError('file_rejected', { reason: analysis.problems[0]?.message ?? '' }, 'cs'),
    en: describeRunError('file_rejected', { reason: english.problems[0]?.message ?? '' }, 'en'),
  };
}

function toRunError(error: unknown): RunError {
  if (error instanceof RunFailure) return error.error;
  if (error instanceof GuardedFetchError) return createRunError(error.code, error.details);
  if (error instanceof AppError && error.code === 'validation_failed') {
    const problems = (error.details as { problems?: { message: string }[] } | undefined)?.problems;
    return createRunError('file_rejected', { reason: problems?.[0]?.message ?? '' });
  }
  return createRunError('internal');
}

/** The import's file name: the last part of the URL's path, else the schedule's name. */
function getFileName(url: string, scheduleName: string): string {
  let base = '';
  try {
    base = decodeURIComponent(new URL(url).pathname.split('/').pop() ?? '');
  } catch {
    base = '';
  }
  const clean = base
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, 255);
  return clean || `${scheduleName.slice(0, 250)}.csv`;
}
