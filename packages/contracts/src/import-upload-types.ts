/**
 * Content types of an uploaded import file (Windows labels .csv files as Excel's). Besides JSON
 * the app takes these on the upload routes only, and only with its own Origin (see originCheck).
 */
export const IMPORT_UPLOAD_TYPES = [
  'text/csv',
  'application/octet-stream',
  'application/vnd.ms-excel',
] as const;
