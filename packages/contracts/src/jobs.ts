import { z } from 'zod';

/** SPEC §3 "Progress", per job: how far it is, in its own unit, and in which phase. */
export const jobProgressSchema = z
  .object({
    done: z.number().nonnegative(),
    total: z.number().nonnegative().nullable(),
    unit: z.enum(['bytes', 'orders', 'rows', 'steps']),
    phase: z.string().max(40).optional(),
  })
  .meta({ id: 'JobProgress' });
export type JobProgress = z.infer<typeof jobProgressSchema>;

export const jobStatuses = ['queued', 'running', 'done', 'failed'] as const;
export type JobStatus = (typeof jobStatuses)[number];

/** One background job of a shop, as the jobs screen shows it. */
export const jobSchema = z
  .object({
    id: z.string(),
    kind: z.string(),
    shopId: z.uuid(),
    status: z.enum(jobStatuses),
    /** Starts so far, and how many the kind allows before a failure is final. */
    attempts: z.number().int(),
    maxAttempts: z.number().int(),
    /** A queued job waits until then (a retry after a failure); null when it may start at once. */
    runAfter: z.iso.datetime().nullable(),
    progress: jobProgressSchema.nullable(),
    /** The last failure, in the caller's language (kept while a retry waits). */
    error: z.object({ code: z.string(), message: z.string() }).nullable(),
    /** Whether 'Zkusit znovu' applies (a failed job of a kind that may be started again by hand). */
    canRetry: z.boolean(),
    scheduleId: z.uuid().nullable(),
    createdAt: z.iso.datetime(),
    startedAt: z.iso.datetime().nullable(),
    finishedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'Job' });
export type Job = z.infer<typeof jobSchema>;

/** What runs, waits, failed and finished lately in a shop. */
export const jobListSchema = z.object({ items: z.array(jobSchema) }).meta({ id: 'JobList' });
export type JobList = z.infer<typeof jobListSchema>;

/** When a kind of job runs by itself in a shop. */
export const jobScheduleSchema = z
  .object({
    id: z.uuid(),
    shopId: z.uuid(),
    kind: z.string(),
    /** What the schedule is about, for people (an import schedule's name). */
    name: z.string().nullable(),
    everyHours: z.number().int().nullable(),
    /** HH:MM in the shop's time zone. */
    dailyAt: z.string().nullable(),
    timeZone: z.string(),
    paused: z.boolean(),
    nextRunAt: z.iso.datetime(),
    lastRunAt: z.iso.datetime().nullable(),
    lastJobId: z.string().nullable(),
  })
  .meta({ id: 'JobSchedule' });
export type JobSchedule = z.infer<typeof jobScheduleSchema>;

export const jobScheduleListSchema = z
  .object({ items: z.array(jobScheduleSchema) })
  .meta({ id: 'JobScheduleList' });
export type JobScheduleList = z.infer<typeof jobScheduleListSchema>;

export const updateJobScheduleSchema = z
  .strictObject({ paused: z.boolean() })
  .meta({ id: 'UpdateJobSchedule' });
export type UpdateJobSchedule = z.infer<typeof updateJobScheduleSchema>;

/** The header indicator: the signed-in user's background work across their shops. */
export const jobSummarySchema = z
  .object({
    running: z.number().int(),
    queued: z.number().int(),
    /** Failed among the 3 most recently finished jobs (SPEC §4: at most 3 considered). */
    failed: z.number().int(),
    /** The shop to open on the jobs screen: the one with failed work, else with running work. */
    shopId: z.uuid().nullable(),
  })
  .meta({ id: 'JobSummary' });
export type JobSummary = z.infer<typeof jobSummarySchema>;
