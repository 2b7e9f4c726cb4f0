import { describe, expect, it } from 'vitest';
import { fillDays } from './fill-days.ts';

describe('fillDays', () => {
  it('gives every day of the period, zero where the shop had no orders', () => {
    const days = fillDays({
      from: '2024-03-30',
      to: '2024-04-02',
      daily: [{ day: '2024-03-31', revenue: 100, orders: 1, margin: 30 }],
    });
    expect(days.map((d) => [d.day, d.orders])).toEqual([
      ['2024-03-30', 0],
      ['2024-03-31', 1],
      ['2024-04-01', 0],
      ['2024-04-02', 0],
    ]);
  });
});
