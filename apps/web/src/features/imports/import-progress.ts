import type { ImportProgress } from '@ziskomer/contracts';

/** Whole percent of `current` out of `total`, from 0 to 100 (SPEC §9: a progress bar tops out at 100). */
export function toPercentage(current: number, total: number): number {
  if (!Number.isFinite(current) || !Number.isFinite(total) || total <= 0 || current <= 0) return 0;
  return Math.min(100, Math.floor((current / total) * 100));
}

export interface ProgressView {
  percentage: number;
  recordsProcessed: number;
  /** The rows of the file; null while unknown. */
  totalRecords: number | null;
  /** True while `totalRecords` is the analysis' estimate rather than the exact count. */
  estimated: boolean;
}

/**
 * What the progress bar shows. The percentage is of bytes read (exact even when rows vary in
 * size); the row total is an estimate until the import has read the whole file, and never shown
 * below the rows already processed.
 */
export function getProgressView(progress: ImportProgress, completed: boolean): ProgressView {
  const totalRecords =
    progress.totalRecords === null ? null : Math.max(progress.totalRecords, progress.recordsProcessed);
  // Below 100 % until the import has really finished, however close the bytes are.
  const percentage = completed
    ? 100
    : Math.min(99, Math.max(0, progress.percentage, toPercentage(progress.current, progress.total)));
  return {
    percentage,
    recordsProcessed: progress.recordsProcessed,
    totalRecords,
    estimated: !completed && totalRecords !== null,
  };
}
