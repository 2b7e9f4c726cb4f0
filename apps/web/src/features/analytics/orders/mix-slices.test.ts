import type { DimensionTop } from '@ziskomer/contracts';
import { describe, expect, it } from 'vitest';
import { toMixSlices } from './mix-slices.ts';

const row = (value: string, orders: number, revenue: number) => ({
  value,
  label: null,
  orders,
  revenue,
  margin: 0,
  estimatedMargin: 0,
  quantity: 0,
  share: orders / 20,
});

const top: DimensionTop = {
  rows: [row('Karta', 10, 5000), row('Dobírka', 5, 2000), row('Převod', 3, 900)],
  // Two more orders (300 Kč) in methods beyond the report's list.
  total: { orders: 20, revenue: 8200, margin: 0, values: 5 },
};

describe('mix slices', () => {
  it('keeps the largest methods and folds the rest, listed or not, into "other"', () => {
    expect(toMixSlices(top, 2)).toEqual([
      { value: 'Karta', orders: 10, revenue: 5000, share: 0.5 },
      { value: 'Dobírka', orders: 5, revenue: 2000, share: 0.25 },
      { value: null, orders: 5, revenue: 1200, share: 0.25 },
    ]);
  });

  it('has no "other" slice when every order is shown', () => {
    const whole = { ...top, total: { ...top.total, orders: 18, revenue: 7900 } };
    expect(toMixSlices(whole, 5).map((slice) => slice.value)).toEqual(['Karta', 'Dobírka', 'Převod']);
  });
});
