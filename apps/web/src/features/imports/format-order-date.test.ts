import { describe, expect, it } from 'vitest';
import { formatOrderDate, isMidnight } from './format-order-date.ts';

describe('formatOrderDate', () => {
  it('shows the time only when the date had one, in the shop time zone', () => {
    // 15.01.2024 in Prague is 14.01.2024 23:00 UTC.
    expect(isMidnight('2024-01-14T23:00:00.000Z', 'Europe/Prague')).toBe(true);
    expect(formatOrderDate('2024-01-14T23:00:00.000Z', 'Europe/Prague')).toBe('15. 1. 2024');
    expect(formatOrderDate('2024-01-16T13:05:00.000Z', 'Europe/Prague')).toBe('16. 1. 2024 14:05');
    expect(isMidnight('2024-01-15T00:00:00.000Z', 'Europe/Prague')).toBe(false);
  });
});
