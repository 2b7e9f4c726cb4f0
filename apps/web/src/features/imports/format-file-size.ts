import { formatNumber } from '../../lib/format.ts';

const UNITS = ['B', 'kB', 'MB', 'GB', 'TB'] as const;

/** 532 B, 14 kB, 1,5 MB, 4,7 GB (binary multiples, one decimal from MB up). */
export function formatFileSize(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit >= 2 && value < 100 ? 1 : 0;
  return `${formatNumber(value, digits)} ${UNITS[unit]}`;
}
