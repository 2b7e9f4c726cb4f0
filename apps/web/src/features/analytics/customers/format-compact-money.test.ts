import { describe, expect, it } from 'vitest';
import { formatCompactMoney } from './format-compact-money.ts';

describe('formatCompactMoney', () => {
  it('writes millions short and smaller amounts in full', () => {
    expect(formatCompactMoney(15_619_465, 'CZK').replace(/\s/g, ' ')).toBe('15,6 mil. Kč');
    expect(formatCompactMoney(987_654, 'CZK').replace(/\s/g, ' ')).toBe('987 654 Kč');
  });
});
