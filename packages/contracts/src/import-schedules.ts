import { z } from 'zod';
import {
  csvDelimiters,
  dateFormats,
  decimalSeparators,
  importCountsSchema,
  importPresets,
  invalidRowPolicies,
  textEncodings,
} from './imports.ts';

/** How often a scheduled import fetches its file. */
export const importFrequencies = ['hourly', 'daily', 'weekly'] as const;
export type ImportFrequency = (typeof importFrequencies)[number];

/** SPEC §4 "Import runs": pending or running is active. */
export const importRunStatuses = ['pending', 'running', 'completed', 'failed'] as const;
export type ImportRunStatus = (typeof importRunStatuses)[number];

export function isImportRunActive(status: ImportRunStatus): boolean {
  return status === 'pending' || status === 'running';
}

/** The longest URL a schedule keeps. */
export const IMPORT_SCHEDULE_URL_MAX = 2048;

/**
 * File options of a scheduled import; each one left out is detected from the file on every run
 * (the same analysis as the wizard's). The column mapping is always automatic.
 */
export const importScheduleOptionsSchema = z
  .strictObject({
    encoding: z.enum(textEncodings).optional(),
    delimiter: z.enum(csvDelimiters).optional(),
    decimal: z.enum(decimalSeparators).optional(),
    dateFormat: z.enum(dateFormats).optional(),
    preset: z.enum(importPresets).optional(),
    invalidRowPolicy: z.enum(invalidRowPolicies).optional(),
  })
  .meta({ id: 'ImportScheduleOptions' });
export type ImportScheduleOptions = z.infer<typeof importScheduleOptionsSchema>;

const scheduleName = z.string().trim().min(1).max(120);
/** Checked here for shape only; the server then applies the outbound guard (scheme, credentials, address). */
const scheduleUrl = z.string().trim().min(1).max(IMPORT_SCHEDULE_URL_MAX);

export const createImportScheduleSchema = z
  .strictObject({
    name: scheduleName,
    url: scheduleUrl,
    frequency: z.enum(importFrequencies),
    isActive: z.boolean().default(true),
    options: importScheduleOptionsSchema.default({}),
  })
  .meta({ id: 'CreateImportSchedule' });
export type CreateImportSchedule = z.input<typeof createImportScheduleSchema>;

export const updateImportScheduleSchema = z
  .strictObject({
    name: scheduleName.optional(),
    url: scheduleUrl.optional(),
    frequency: z.enum(importFrequencies).optional(),
    isActive: z.boolean().optional(),
    options: importScheduleOptionsSchema.optional(),
  })
  .meta({ id: 'UpdateImportSchedule' });
export type UpdateImportSchedule = z.infer<typeof updateImportScheduleSchema>;

/** One run of a schedule (SPEC §3 "Import automation run"), with its schedule and shop. */
export const importRunSchema = z
  .object({
    id: z.uuid(),
    shopId: z.uuid(),
    scheduleId: z.uuid(),
    scheduleName: z.string(),
    /** What the run imports into (SPEC: the schedule's target table). */
    target: z.literal('orders'),
    storeDomain: z.string(),
    status: z.enum(importRunStatuses),
    /** The import session the run created, once the file was downloaded. */
    importId: z.uuid().nullable(),
    /** The import's counts, once it has started. */
    counts: importCountsSchema.nullable(),
    /** Why the run failed, in the caller's language. */
    error: z.object({ code: z.string(), message: z.string() }).nullable(),
    /** Who the run imports for: the schedule's author, or who clicked 'Spustit nyní'. */
    userId: z.string(),
    createdAt: z.string(),
    startedAt: z.string().nullable(),
    finishedAt: z.string().nullable(),
  })
  .meta({ id: 'ImportRun' });
export type ImportRun = z.infer<typeof importRunSchema>;

export const importRunListSchema = z
  .object({ items: z.array(importRunSchema) })
  .meta({ id: 'ImportRunList' });
export type ImportRunList = z.infer<typeof importRunListSchema>;

/** SPEC §9: the import run list shows at most 100 runs. */
export const IMPORT_RUNS_LIMIT = 100;

export const importScheduleSchema = z
  .object({
    id: z.uuid(),
    shopId: z.uuid(),
    name: z.string(),
    url: z.string(),
    frequency: z.enum(importFrequencies),
    options: importScheduleOptionsSchema,
    isActive: z.boolean(),
    /** When the scheduler runs it next (while active). */
    nextRunAt: z.string(),
    lastRun: importRunSchema.nullable(),
    createdBy: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'ImportSchedule' });
export type ImportSchedule = z.infer<typeof importScheduleSchema>;

export const importScheduleListSchema = z
  .object({ items: z.array(importScheduleSchema) })
  .meta({ id: 'ImportScheduleList' });
export type ImportScheduleList = z.infer<typeof importScheduleListSchema>;
