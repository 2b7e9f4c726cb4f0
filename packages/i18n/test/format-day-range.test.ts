import { describe, expect, it } from 'vitest';
import { formatDayRange } from '../src/format-day-range.ts';

const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('formatDayRange', () => {
  it('writes Czech ranges with the month in the genitive, once where it is shared', () => {
    expect(plain(formatDayRange('cs', '2026-11-16', '2026-11-22'))).toBe('16.–22. listopadu 2026');
    expect(plain(formatDayRange('cs', '2026-11-30', '2026-12-06'))).toBe('30. listopadu – 6. prosince 2026');
    expect(plain(formatDayRange('cs', '2025-12-29', '2026-01-04'))).toBe('29. prosince 2025 – 4. ledna 2026');
    expect(plain(formatDayRange('cs', '2026-11-27', '2026-11-27'))).toBe('27. listopadu 2026');
  });

  it('writes English ranges the British way', () => {
    expect(plain(formatDayRange('en', '2026-11-16', '2026-11-22'))).toBe('16–22 November 2026');
    expect(plain(formatDayRange('en', '2026-11-30', '2026-12-06'))).toBe('30 November – 6 December 2026');
  });
});
