import { describe, expect, it } from 'vitest';
import {
  allocatedTotal,
  barWidth,
  buildSpendSeries,
  nextFreeChannel,
  parseAmount,
  readBudgetForm,
  suggestionChange,
  utilisationTone,
} from './budget-view.ts';

describe('utilisation', () => {
  it('turns to a warning at 80 % and to over at 100 %', () => {
    expect([null, 0, 79.9, 80, 99.9, 100, 140].map(utilisationTone)).toEqual([
      'none',
      'ok',
      'ok',
      'warning',
      'warning',
      'over',
      'over',
    ]);
    expect([null, -5, 45, 140].map(barWidth)).toEqual([0, 0, 45, 100]);
  });
});

describe('buildSpendSeries', () => {
  it('sums the spend day by day, leaves the coming days empty and spreads the budget evenly', () => {
    // A 4-day period, 2 days elapsed, 1 000 Kč planned: pace 250, 500, 750, 1 000.
    const series = buildSpendSeries({
      total: 1000,
      period: { from: '2025-03-01', to: '2025-03-04', days: 4, elapsedDays: 2 },
      daily: [
        { day: '2025-03-01', spent: 100, byChannel: { sklik: 100 } },
        { day: '2025-03-02', spent: 300.5, byChannel: { sklik: 300.5 } },
      ],
    });
    expect(series).toEqual({
      days: ['2025-03-01', '2025-03-02', '2025-03-03', '2025-03-04'],
      cumulative: [100, 400.5, null, null],
      pace: [250, 500, 750, 1000],
    });
  });
});

describe('the budget form', () => {
  const form = {
    name: 'Jaro',
    totalBudget: '12 500',
    periodType: 'monthly' as const,
    startDate: '2025-03-01',
    isActive: true,
    channels: [
      { channel: 'sklik' as const, allocated: '5 000,50', targetCpa: '', targetRoas: '4', isActive: true },
      { channel: 'meta' as const, allocated: '3000', targetCpa: '250', targetRoas: '', isActive: true },
    ],
  };

  it('reads amounts typed the Czech way into the request body', () => {
    expect(parseAmount('12 500,5')).toBe(12500.5);
    expect(parseAmount('12\u00a0500.5')).toBe(12500.5);
    expect(parseAmount('12 5OO')).toBeNaN();
    expect(readBudgetForm(form)).toEqual({
      errors: null,
      input: {
        name: 'Jaro',
        totalBudget: 12_500,
        periodType: 'monthly',
        startDate: '2025-03-01',
        isActive: true,
        channels: [
          { channel: 'sklik', allocated: 5000.5, targetCpa: null, targetRoas: 4, isActive: true },
          { channel: 'meta', allocated: 3000, targetCpa: 250, targetRoas: null, isActive: true },
        ],
      },
    });
    expect(allocatedTotal(form.channels)).toBe(8000.5);
  });

  it('names each invalid field with the API error code', () => {
    const result = readBudgetForm({
      ...form,
      name: ' ',
      totalBudget: 'deset',
      channels: [{ ...form.channels[0]!, allocated: '-1' }],
    });
    expect(result.errors).toEqual({
      name: 'budget_name_required',
      totalBudget: 'budget_total_invalid',
      'channels.0.allocated': 'budget_allocation_invalid',
    });
    const overAllocated = readBudgetForm({ ...form, totalBudget: '8000' });
    expect(overAllocated.errors).toEqual({ channels: 'budget_allocation_exceeds_total' });
  });

  it('offers the first channel not yet in the budget', () => {
    expect(nextFreeChannel(form.channels)).toBe('google_ads');
  });
});

describe('suggestionChange', () => {
  it('gives the change in money and as a share of the current amount', () => {
    expect(suggestionChange(4000, 4857)).toEqual({ amount: 857, share: 0.21425 });
    expect(suggestionChange(0, 500)).toEqual({ amount: 500, share: null });
  });
});
