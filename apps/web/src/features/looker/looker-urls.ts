import { type LookerDataset, lookerRoutes, routeUrl } from '@ziskomer/contracts';

/** The periods offered for the table URLs: presets that keep moving with today. */
export const LOOKER_PERIODS = ['30d', '60d', '6m', '1y'] as const;
export type LookerPeriod = (typeof LOOKER_PERIODS)[number];

/** Channels and campaigns are read day by day: at most 92 days (the server's limit). */
export function periodFor(dataset: LookerDataset, period: LookerPeriod): LookerPeriod {
  return (dataset === 'channels' || dataset === 'campaigns') && (period === '6m' || period === '1y')
    ? '60d'
    : period;
}

/**
 * The address of a table: CSV for Google Sheets' IMPORTDATA (which sends no headers, so the key
 * rides in the query) or JSON for a community connector. Without a key the placeholder shows
 * where it goes.
 */
export function lookerTableUrl(
  origin: string,
  dataset: LookerDataset,
  format: 'csv' | 'json',
  period: LookerPeriod,
  key: string,
  placeholder: string,
): string {
  const route = format === 'csv' ? lookerRoutes.getLookerTableCsv : lookerRoutes.getLookerTable;
  const query = new URLSearchParams({ period: periodFor(dataset, period) });
  if (format === 'csv') query.set('key', key.trim() || placeholder);
  return `${origin}${routeUrl(route, { dataset }, query)}`;
}

/** The Google Sheets formula that loads a CSV address into a sheet. */
export function importDataFormula(url: string): string {
  return `=IMPORTDATA("${url.replaceAll('"', '""')}")`;
}
