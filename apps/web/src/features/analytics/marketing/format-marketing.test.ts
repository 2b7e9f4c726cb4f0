import { describe, expect, it } from 'vitest';
import { formatMultiple, formatPno } from './format-marketing.ts';

describe('marketing figures', () => {
  it('shows multiples and PNO in Czech, and a dash where a ratio does not exist', () => {
    expect(formatMultiple(3.24)).toBe('3,2×');
    expect(formatMultiple(12.6)).toBe('13×');
    expect(formatMultiple(null)).toBe('—');
    expect(formatPno(18.44)).toBe('18,4 %');
    expect(formatPno(null)).toBe('—');
  });
});
