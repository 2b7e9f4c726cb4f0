import { describe, expect, it } from 'vitest';
import { formatOrderMoney, formatOrderTotal, formatQuantity, formatTime } from './format-order-values.ts';

// Intl separates thousands with a no-break space in Czech; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('order values', () => {
  it('shows amounts to the haléř in the order’s currency', () => {
    expect(plain(formatOrderMoney(1234.5, 'CZK'))).toBe('1 234,50 Kč');
    expect(plain(formatOrderMoney(-40, 'EUR'))).toBe('-40,00 €');
  });

  it('lists order totals in whole korunas, like every report', () => {
    expect(plain(formatOrderTotal(1234.5, 'CZK'))).toBe('1 235 Kč');
    expect(plain(formatOrderTotal(961.86, 'CZK'))).toBe('962 Kč');
    expect(plain(formatOrderTotal(10, 'KČ'))).toBe('10 KČ');
  });

  it('still shows an amount whose currency code Intl refuses', () => {
    expect(plain(formatOrderMoney(10, 'KČ'))).toBe('10,00 KČ');
  });

  it('shows whole quantities without decimals and others with theirs', () => {
    expect(formatQuantity(3)).toBe('3');
    expect(formatQuantity(0.5)).toBe('0,5');
    expect(formatQuantity(1.255)).toBe('1,255');
    expect(formatQuantity(2.123456)).toBe('2,123');
  });

  it('shows the time of day in the shop’s time zone', () => {
    expect(formatTime('2024-07-01T20:05:00Z', 'Europe/Prague')).toBe('22:05');
    expect(formatTime('2024-01-01T20:05:00Z', 'Europe/Prague')).toBe('21:05');
  });
});
