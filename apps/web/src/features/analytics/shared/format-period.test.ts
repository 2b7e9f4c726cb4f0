import { afterAll, describe, expect, it } from 'vitest';
import { i18next as i18n } from '../../../lib/i18n.ts';
import { formatPeriod } from './format-period.ts';

describe('the days a report covers', () => {
  afterAll(() => i18n.changeLanguage('cs'));

  it('are written in Czech as every other date on the screens, with spaces after the dots', async () => {
    await i18n.changeLanguage('cs');
    expect(formatPeriod({ from: '2025-11-29', to: '2026-11-28' })).toBe('29. 11. 2025 – 28. 11. 2026');
    expect(formatPeriod({ from: '2026-11-01', to: '2026-11-28' })).toBe('1. 11. 2026 – 28. 11. 2026');
    expect(formatPeriod({ from: '2026-11-28', to: '2026-11-28' })).toBe('28. 11. 2026');
  });

  it('and in English the same way', async () => {
    await i18n.changeLanguage('en');
    expect(formatPeriod({ from: '2025-11-29', to: '2026-11-28' })).toBe('29 Nov 2025 – 28 Nov 2026');
  });
});
