/**
 * The surface of the import-schedules module: everything code outside it may import from it. Other
 * modules, jobs/ and http/ import only this file (docs/ARCHITECTURE.md "Module surfaces").
 */

export { getFrequencyHours } from './get-frequency-hours.ts';
export { createScheduledImportJob, scheduledImportJob } from './scheduled-import-job.ts';
