import { describe, expect, it } from 'vitest';
import { categoryLabel, marginPercent, resolveMargin, splitVat } from '../src/order-rules.ts';

describe('order rules (SPEC §3, §9)', () => {
  it('splits revenue 80 / 20 into net and VAT that add up', () => {
    expect(splitVat(1210)).toEqual({ withoutVat: 968, vat: 242 });
    const { withoutVat, vat } = splitVat(99.99);
    expect(withoutVat + vat).toBeCloseTo(99.99, 10);
  });

  it('uses a 30 % estimate only when the margin is missing, and says so', () => {
    expect(resolveMargin(1000, null)).toEqual({ margin: 300, isEstimated: true });
    expect(resolveMargin(1000, undefined)).toEqual({ margin: 300, isEstimated: true });
    expect(resolveMargin(1000, 0)).toEqual({ margin: 0, isEstimated: false });
    expect(resolveMargin(1000, -50)).toEqual({ margin: -50, isEstimated: false });
  });

  it('margin percent is margin / revenue × 100 and undefined without revenue', () => {
    expect(marginPercent(250, 1000)).toBe(25);
    expect(marginPercent(10, 0)).toBeNull();
  });

  it("labels missing categories 'Nezařazeno'", () => {
    expect(categoryLabel(null)).toBe('Nezařazeno');
    expect(categoryLabel('  ')).toBe('Nezařazeno');
    expect(categoryLabel(' Káva ')).toBe('Káva');
  });
});
