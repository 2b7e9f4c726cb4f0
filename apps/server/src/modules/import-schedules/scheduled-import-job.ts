import {
  hasRole,
  type ImportAnalysis,
  type ImportScheduleOptions,
  importScheduleOptionsSchema,
} from '@ziskomer/contracts';
import { type Database, withScope } from '@ziskomer/db';
import { catalogues, type Language } from '@ziskomer/i18n';
import type { Transaction } from 'kysely';
import { z } from 'zod';
import { AppError } from '../../core/app-error.ts';
import type { Deps } from '../../core/deps.ts';
import type { UseCaseScope } from '../../core/use-case-scope.ts';
import { defineJob, type JobContext } from '../../jobs/define-job.ts';
import { JobError, JobInterrupted, PermanentJobError } from '../../jobs/job-error.ts';
import { downloadToFile } from '../../lib/guarded-fetch/download-to-file.ts';
import { GuardedFetchError } from '../../lib/guarded-fetch/guarded-fetch-error.ts';
import {
  type AnalysisOverrides,
  analyseImportFile,
  deleteStagingFile,
  ensureStagingDir,
  getImportOutcome,
  getImportRow,
  getStagingPath,
  type ImportJobOptions,
  insertImport,
  runImport,
  startImport,
} from '../imports/index.ts';
import { getShopSettings } from '../orders/index.ts';
import { getShopRole } from '../shops/index.ts';
import { createRunError, describeRunError, type RunError } from './describe-run-error.ts';
import { getRunUser } from './queries/get-run-user.ts';
import type { ImportScheduleRow } from './queries/insert-import-schedule.ts';
import { updateImportRun } from './queries/update-import-run.ts';
import { resolveScheduledRun, type ScheduledRun } from './resolve-scheduled-run.ts';
import { SCHEDULED_IMPORT_KIND } from './scheduled-import-kind.ts';

/** The time cap of one download (the byte cap is the import limit of the config). */
export const DOWNLOAD_TIMEOUT_MS = 30 * 60 * 1000;

/** Download failures that may pass by themselves: tried again after a backoff. */
const TRANSIENT_CODES = new Set(['fetch_failed', 'timeout', 'host_not_found']);

/** The reason a run cannot go on, with its text in both languages. */
class RunFailure extends Error {
  constructor(readonly error: RunError) {
    super(error.code);
  }
}

export const scheduledImportPayloadSchema = z.object({
  shopId: z.uuid(),
  scheduleId: z.uuid(),
  /** The run 'Spustit nyní' created (a due schedule's job creates its own). */
  runId: z.uuid().optional(),
});

/**
 * A run of an import schedule, on behalf of the schedule's author (who must still be an admin of
 * the shop): downloads the file through the guarded client into a staging file (the same place
 * an upload goes), analyses it with the schedule's options and automatic column mapping, starts
 * the import exactly as the wizard does, and runs it within this job, then records the run's
 * result. Resumable: the run, its import and its staging file are keyed by the run's id, so a
 * job resumed after a crash finds the run and continues the import from its last batch instead
 * of starting another. A download that failed for a passing reason is tried again (3 starts);
 * any other failure fails the run, and the job, with a message saying why.
 */
export function createScheduledImportJob(importOptions: ImportJobOptions = {}) {
  return defineJob({
    kind: SCHEDULED_IMPORT_KIND,
    payload: scheduledImportPayloadSchema,
    shopOf: (payload) => payload.shopId,
    retry: { attempts: 3, backoffMs: 60_000 },
    handle: async (payload, context) => {
      const run = await resolveScheduledRun(context.deps, payload, context.jobId, context.attempt);
      if (run) await performRun(context, run, importOptions);
    },
  });
}

export const scheduledImportJob = createScheduledImportJob();

async function performRun(
  context: JobContext,
  run: ScheduledRun,
  importOptions: ImportJobOptions,
): Promise<void> {
  const { deps } = context;
  const { shopId, runId } = run;
  const inShop = <T>(userId: string | null, work: (trx: Transaction<Database>) => Promise<T>) =>
    withScope(deps.db, { userId, shopId }, work);
  if (!run.importId) {
    await inShop(null, (trx) =>
      updateImportRun(trx, shopId, runId, {
        status: 'running',
        started_at: deps.now(),
        updated_at: deps.now(),
      }),
    );
    await downloadAndStart(context, run);
  }
  // The import runs here rather than in a job of its own: a resumed run continues it.
  await runImport(deps, shopId, runId, context, importOptions);
  const outcome = await getImportOutcome(deps, shopId, runId);
  const now = deps.now();
  const imported = await inShop(null, (trx) => getImportRow(trx, shopId, runId));
  const finishedAt = imported?.finished_at ?? now;
  if (outcome.status === 'completed' || outcome.status === 'unfinished') {
    // 'unfinished' only when the import vanished (its shop's data was deleted): nothing failed.
    await inShop(null, (trx) =>
      updateImportRun(trx, shopId, runId, { status: 'completed', finished_at: finishedAt, updated_at: now }),
    );
    return;
  }
  const error: RunError =
    outcome.status !== 'failed'
      ? createRunError('import_cancelled')
      : {
          code: 'import_failed',
          cs: describeRunError('import_failed', { reason: outcome.reason.cs }, 'cs'),
          en: describeRunError('import_failed', { reason: outcome.reason.en }, 'en'),
        };
  await inShop(null, (trx) => updateImportRun(trx, shopId, runId, failedValues(error, finishedAt)));
  throw new PermanentJobError(error);
}

/**
 * Downloads the schedule's file and starts its import (the import's id is the run's). A failure
 * before the import started fails the run, or puts it back to wait for the job's next start when
 * the failure may pass or the runner stops.
 */
async function downloadAndStart(context: JobContext, run: ScheduledRun): Promise<void> {
  const { deps } = context;
  const { shopId, runId, schedule, userId } = run;
  const inShop = <T>(user: string | null, work: (trx: Transaction<Database>) => Promise<T>) =>
    withScope(deps.db, { userId: user, shopId }, work);
  const importId = runId;
  const path = getStagingPath(deps.config.importsDir, shopId, importId);
  let started = false;
  try {
    const scope = await loadRunScope(deps, shopId, userId);
    await ensureStagingDir(deps.config.importsDir, shopId);
    const download = await downloadToFile(schedule.url, path, {
      maxBytes: deps.config.importMaxBytes,
      timeoutMs: DOWNLOAD_TIMEOUT_MS,
      policy: deps.outboundPolicy,
      signal: context.signal,
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
        { queueJob: false },
      );
      await updateImportRun(trx, shopId, runId, { import_id: importId, updated_at: now });
    });
    started = true;
  } catch (error) {
    const waitAgain = () =>
      inShop(null, (trx) =>
        updateImportRun(trx, shopId, runId, { status: 'pending', started_at: null, updated_at: deps.now() }),
      );
    if (context.signal.aborted) {
      // Not the run's fault: it waits again and the job continues on the next start.
      await waitAgain();
      throw new JobInterrupted();
    }
    const failure = toRunError(error);
    if (TRANSIENT_CODES.has(failure.code) && context.attempt < context.maxAttempts) {
      await waitAgain();
      throw new JobError(failure);
    }
    if (failure.code === 'internal') console.error(`[import-schedules] run ${runId} failed`, error);
    await inShop(null, (trx) => updateImportRun(trx, shopId, runId, failedValues(failure, deps.now())));
    throw new PermanentJobError(failure);
  } finally {
    if (!started) await deleteStagingFile(path);
  }
}

function failedValues(error: RunError, finishedAt: Date) {
  return {
    status: 'failed' as const,
    error_code: error.code,
    error_message: error.cs,
    error_message_en: error.en,
    finished_at: finishedAt,
    updated_at: finishedAt,
  };
}

/** The request scope the import is started with: the run's user, who must be an admin of the shop. */
async function loadRunScope(deps: Deps, shopId: string, userId: string): Promise<Omit<UseCaseScope, 'db'>> {
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
