import { describe, expect, it } from 'vitest';
import { deriveFigures, sumFigures } from './price-comparison-figures.ts';

describe('price-comparison figures', () => {
  it('derives cost per order and PNO, and none without orders or revenue', () => {
    expect(
      deriveFigures({ cost: 300, impressions: 0, clicks: 60, conversions: 3, conversionValue: 6000 }),
    ).toEqual({
      costPerOrder: 100,
      pno: 5,
    });
    expect(
      deriveFigures({ cost: 300, impressions: 0, clicks: 60, conversions: 0, conversionValue: 0 }),
    ).toEqual({
      costPerOrder: null,
      pno: null,
    });
  });
  it('sums days', () => {
    const day = { cost: 1.5, impressions: 2, clicks: 3, conversions: 1, conversionValue: 10 };
    expect(sumFigures([day, day])).toEqual({
      cost: 3,
      impressions: 4,
      clicks: 6,
      conversions: 2,
      conversionValue: 20,
    });
  });
});
