import { describe, expect, it } from 'vitest';
import {
  churnRisk,
  customerLifetimeValue,
  customerTier,
  isReturning,
  orderFrequency,
} from '../src/customer-rules.ts';

describe('customer rules (SPEC §9)', () => {
  it('CLV = average order value × orders × 1.5', () => {
    expect(customerLifetimeValue(1200, 3)).toBe(5400);
    expect(customerLifetimeValue(0, 0)).toBe(0);
    expect(customerLifetimeValue(333.33, 1)).toBe(500);
  });

  it.each([
    [50_001, 100, 'high'],
    [50_000, 100, 'medium'],
    [1000, 5001, 'high'],
    [10_001, 100, 'medium'],
    [500, 1001, 'medium'],
    [10_000, 1000, 'low'],
  ] as const)('tier of total %d, average %d is %s', (total, average, tier) => {
    expect(customerTier(total, average)).toBe(tier);
  });

  it.each([
    [29, 0.1, 'low'],
    [200, 2.1, 'low'],
    [30, 0.1, 'medium'],
    [89, 0, 'medium'],
    [200, 0.6, 'medium'],
    [90, 0.5, 'high'],
    [400, 0.2, 'high'],
  ] as const)('churn risk after %d days at %d orders/month is %s', (days, frequency, risk) => {
    expect(churnRisk(days, frequency)).toBe(risk);
  });

  it('frequency counts at least one month and is orders per 30 days', () => {
    const day = (n: number) => new Date(Date.UTC(2024, 0, 1) + n * 86_400_000);
    expect(orderFrequency(1, day(0), day(0))).toBe(1);
    expect(orderFrequency(4, day(0), day(10))).toBe(4);
    expect(orderFrequency(6, day(0), day(90))).toBe(2);
  });

  it('returning means more than one order', () => {
    expect(isReturning(1)).toBe(false);
    expect(isReturning(2)).toBe(true);
  });
});
