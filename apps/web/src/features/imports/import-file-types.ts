/** What the file picker offers: CSV exports, also saved as .txt or tab-separated .tsv. */
export const IMPORT_FILE_ACCEPT = '.csv,.txt,.tsv,text/csv,text/plain,text/tab-separated-values';

/** True for a file the import reads (checked for dropped files, which skip the picker's filter). */
export function isAcceptedImportFile(name: string): boolean {
  return /\.(csv|txt|tsv)$/i.test(name.trim());
}
