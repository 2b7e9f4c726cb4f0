/** The job kind of scheduled URL imports (its definition: scheduled-import-job.ts). */
export const SCHEDULED_IMPORT_KIND = 'scheduled-import';
