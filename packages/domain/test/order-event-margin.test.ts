import { describe, expect, it } from 'vitest';
import { deriveOrderEventMargin } from '../src/marketing/order-event-margin.ts';

describe('deriveOrderEventMargin', () => {
  it('reads an unpaired event as having no margin', () => {
    expect(deriveOrderEventMargin(null)).toEqual({
      orderPriceWithVat: null,
      margin: null,
      marginPercentage: null,
      cogs: null,
      marginStatus: 'unpaired',
    });
  });

  it("takes the paired order's own margin: 1 210 Kč with VAT, margin 363 → 30 %, COGS 847", () => {
    expect(deriveOrderEventMargin({ revenue: 1210, margin: 363, marginEstimated: false })).toEqual({
      orderPriceWithVat: 1210,
      margin: 363,
      marginPercentage: 30,
      cogs: 847,
      marginStatus: 'calculated',
    });
  });

  it('marks the 30 % estimate as estimated: 999.90 with VAT, margin 299.97 → COGS 699.93', () => {
    const derived = deriveOrderEventMargin({ revenue: 999.9, margin: 299.97, marginEstimated: true });
    expect(derived.marginStatus).toBe('estimated');
    expect(derived.cogs).toBe(699.93);
    expect(derived.marginPercentage).toBe(30);
  });

  it('rounds the margin % to two decimals: 250 of 1 500 → 16.67 %', () => {
    expect(
      deriveOrderEventMargin({ revenue: 1500, margin: 250, marginEstimated: false }).marginPercentage,
    ).toBe(16.67);
  });

  it('has no margin % for a free order, and a negative margin stays negative', () => {
    expect(
      deriveOrderEventMargin({ revenue: 0, margin: 0, marginEstimated: false }).marginPercentage,
    ).toBeNull();
    const loss = deriveOrderEventMargin({ revenue: 400, margin: -100, marginEstimated: false });
    expect(loss).toMatchObject({ marginPercentage: -25, cogs: 500 });
  });
});
