import type { ChannelDay } from '@ziskomer/contracts';
import { describe, expect, it } from 'vitest';
import { chartTheme } from '../../components/charts/echart.tsx';
import { buildChannelDaysOption } from './channel-days-option.ts';

const day = (date: string, cost: number, conversionValue: number): ChannelDay => ({
  day: date,
  cost,
  impressions: 0,
  clicks: 0,
  conversions: 0,
  conversionValue,
});
const labels = {
  cost: 'Náklady',
  conversionValue: 'Hodnota konverzí',
  chart: 'Sklik',
  incompleteDay: 'Dnes – neúplný den',
};
type Series = { type: string; data: unknown[]; markArea?: { data: unknown[] } }[];

describe("a channel's days chart (Sklik, Heureka, Zboží.cz)", () => {
  const days = [day('2026-11-25', 400, 2000), day('2026-11-26', 380, 1900), day('2026-11-27', 35, 0)];

  it('marks today, synced with what came in so far, as an incomplete day', () => {
    const option = buildChannelDaysOption({
      days,
      currency: 'CZK',
      labels,
      today: '2026-11-27',
      theme: chartTheme(false),
    });
    const [bars, line] = option.series as Series;
    expect(bars!.data[2]).toEqual({ value: 35, itemStyle: { opacity: 0.4 } });
    expect(bars!.markArea!.data).toEqual([
      [expect.objectContaining({ xAxis: 2, name: 'Dnes – neúplný den' }), { xAxis: 2 }],
    ]);
    expect(line!.data[2]).toEqual({ value: 0, symbol: 'emptyCircle', symbolSize: 8 });
    expect(bars!.data.slice(0, 2)).toEqual([400, 380]);
  });

  it('draws every day as finished when the days end before today', () => {
    const option = buildChannelDaysOption({
      days,
      currency: 'CZK',
      labels,
      today: '2026-11-28',
      theme: chartTheme(true),
    });
    const [bars, line] = option.series as Series;
    expect(bars!.data).toEqual([400, 380, 35]);
    expect(bars!.markArea).toBeUndefined();
    expect(line!.data).toEqual([2000, 1900, 0]);
  });
});
