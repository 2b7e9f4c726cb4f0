import { afterEach, describe, expect, it } from 'vitest';
import { i18next } from '../../../lib/i18n.ts';
import { formatMonth, formatMonthGenitive } from './format-month.ts';

describe('month names', () => {
  afterEach(() => i18next.changeLanguage('cs'));

  it('uses the genitive after a Czech preposition ("Sledováno do listopadu 2026")', () => {
    expect(formatMonth('2026-11-01', 'long')).toBe('listopad 2026');
    expect(formatMonthGenitive('2026-11-01')).toBe('listopadu 2026');
    expect(formatMonthGenitive('2026-01')).toBe('ledna 2026');
    expect(formatMonthGenitive('2025-09-15')).toBe('září 2025');
  });

  it('has no case in English', async () => {
    await i18next.changeLanguage('en');
    expect(formatMonthGenitive('2026-11-01')).toBe('November 2026');
  });
});
