import type { OrderTimingCell } from '@ziskomer/contracts';
import { describe, expect, it } from 'vitest';
import { describeHour, getTimingProfile } from './timing-peaks.ts';

const grid = (filled: Record<string, [number, number]>): OrderTimingCell[] =>
  Array.from({ length: 168 }, (_, index) => {
    const weekday = Math.floor(index / 24) + 1;
    const hour = index % 24;
    const [orders, revenue] = filled[`${weekday}/${hour}`] ?? [0, 0];
    return { weekday, hour, orders, revenue };
  });

describe('order timing profile', () => {
  const cells = grid({ '2/20': [5, 1000], '2/9': [1, 3000], '6/20': [2, 100], '7/3': [2, 100] });

  it('finds the busiest hour of the week, day and hour of the day for orders', () => {
    const profile = getTimingProfile(cells, 'orders')!;
    // 10 orders: Tuesday 20–21 h holds 5.
    expect(profile.total).toBe(10);
    expect(profile.slot).toEqual({ key: { weekday: 2, hour: 20 }, value: 5, share: 0.5 });
    expect(profile.bestDay).toEqual({ key: 2, value: 6, share: 0.6 });
    // Monday, Wednesday, Thursday and Friday are all 0: the earliest (Monday) is the weakest.
    expect(profile.worstDay.key).toBe(1);
    expect(profile.bestHour).toEqual({ key: 20, value: 7, share: 0.7 });
    expect(profile.quietHour.key).toBe(0);
    expect(profile.weekdays).toEqual([0, 6, 0, 0, 0, 2, 2]);
  });

  it('ranks by revenue when asked', () => {
    const profile = getTimingProfile(cells, 'revenue')!;
    expect(profile.slot.key).toEqual({ weekday: 2, hour: 9 });
    expect(profile.bestHour.key).toBe(9);
  });

  it('has nothing to rank in an empty period', () => {
    expect(getTimingProfile(grid({}), 'orders')).toBeNull();
  });

  it('says midnight at the ends of the day', () => {
    expect(describeHour(0).key).toBe('hour.betweenFromMidnight');
    expect(describeHour(20)).toEqual({ key: 'hour.between', values: { from: 20, to: 21 } });
    expect(describeHour(23).key).toBe('hour.betweenToMidnight');
  });
});
