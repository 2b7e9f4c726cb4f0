/**
 * The surface of the imports module: everything code outside it may import from it. Other
 * modules, jobs/ and http/ import only this file (docs/ARCHITECTURE.md "Module surfaces").
 */

export { IMPORT_UPLOAD_TYPES } from '@ziskomer/contracts';
export { type AnalysisOverrides, analyseImportFile } from './analyse-import-file.ts';
export { createImportJob, getImportOutcome, importJob } from './import-job.ts';
export { toStoredKind } from './import-kind.ts';
export { getImportRow } from './queries/get-import-row.ts';
export { insertImport } from './queries/insert-import.ts';
export { countImportErrors, listImportErrors } from './queries/list-import-errors.ts';
export { type ImportJobOptions, runImport } from './run-import.ts';
export { deleteStagingFile, ensureStagingDir, getStagingPath } from './staging-file.ts';
export { startImport } from './start-import.ts';
export { toImport } from './to-import.ts';
export { cleanFileName, streamToFile } from './upload-import.ts';
