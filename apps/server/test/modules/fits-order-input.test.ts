import { type OrderInput, orderInputSchema } from '@ziskomer/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fitsOrderInput } from '../../src/modules/imports/fits-order-input.ts';

/** Mostly ordinary values (so that whole orders pass), sometimes ones at or over the schema's limits. */
const text = fc.oneof(
  { weight: 30, arbitrary: fc.constantFrom('Káva', 'CZK', 'x', 'jiri@example.cz') },
  { weight: 1, arbitrary: fc.constantFrom('', ' ', ' Káva', 'Káva ', 'czk', 'EU', 'EURO', '\tx') },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 520 }).map((length) => 'x'.repeat(length)) },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
);
const nullish = <T>(value: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 8, arbitrary: value }, fc.constant(null), fc.constant(undefined));
const number = fc.oneof(
  { weight: 30, arbitrary: fc.double({ min: 0.01, max: 1e6, noNaN: true }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      0,
      -0,
      1,
      -1,
      1_000_000,
      1_000_000.01,
      1_000_000_000,
      1_000_000_000.01,
      -1_000_000_000.01,
    ),
  },
  { weight: 1, arbitrary: fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY) },
  { weight: 1, arbitrary: fc.double({ min: -2e9, max: 2e9, noNaN: true }) },
);
const item = fc.record(
  {
    productCode: nullish(text),
    productName: text,
    category: nullish(text),
    quantity: fc.oneof({ weight: 8, arbitrary: number }, fc.constant(undefined)),
    unitPrice: number,
    margin: nullish(number),
  },
  { requiredKeys: ['productName', 'unitPrice'] },
);
const order = fc.record(
  {
    orderId: text,
    orderDate: fc.oneof({ weight: 8, arbitrary: fc.constant('2024-03-31T01:30:00.000Z') }, text),
    customerEmail: nullish(text),
    customerName: nullish(text),
    customerPhone: nullish(text),
    customerCity: nullish(text),
    customerCountry: nullish(text),
    customerZip: nullish(text),
    revenue: number,
    margin: nullish(number),
    currency: fc.oneof({ weight: 8, arbitrary: fc.constant('CZK') }, text, fc.constant(undefined)),
    paid: nullish(fc.boolean()),
    online: nullish(fc.boolean()),
    cancelled: fc.oneof({ weight: 8, arbitrary: fc.boolean() }, fc.constant(undefined)),
    status: nullish(text),
    paymentMethod: nullish(text),
    shippingMethod: nullish(text),
    acquisitionSource: nullish(text),
    acquisitionCampaign: nullish(text),
    items: fc.oneof({ weight: 8, arbitrary: fc.array(item, { maxLength: 3 }) }, fc.constant(undefined)),
  },
  { requiredKeys: ['orderId', 'orderDate', 'revenue'] },
) as fc.Arbitrary<OrderInput>;

describe('fitsOrderInput', () => {
  it('accepts exactly the orders the schema accepts and returns unchanged (property)', () => {
    let accepted = 0;
    fc.assert(
      fc.property(order, (candidate) => {
        const parsed = orderInputSchema.safeParse(candidate);
        const unchanged = parsed.success && isDeepEqual(parsed.data, candidate);
        expect(fitsOrderInput(candidate)).toBe(unchanged);
        if (unchanged) accepted++;
      }),
      { numRuns: 5000 },
    );
    // Both outcomes were exercised, not only refusals.
    expect(accepted).toBeGreaterThan(100);
  });

  it('accepts a typical imported order and refuses one over a limit', () => {
    const typical: OrderInput = {
      orderId: '2024000001',
      orderDate: '2024-03-31T01:30:00.000Z',
      customerEmail: 'jiri@example.cz',
      customerName: 'Jiří Novák',
      customerPhone: null,
      customerCity: 'Brno',
      customerCountry: 'CZ',
      customerZip: '602 00',
      revenue: 1234.5,
      margin: null,
      currency: 'CZK',
      paid: true,
      online: null,
      cancelled: false,
      status: 'Vyřízena',
      paymentMethod: 'Kartou',
      shippingMethod: null,
      acquisitionSource: null,
      acquisitionCampaign: null,
      items: [
        {
          productCode: null,
          productName: 'Káva',
          category: null,
          quantity: 2,
          unitPrice: 617.25,
          margin: null,
        },
      ],
    };
    expect(fitsOrderInput(typical)).toBe(true);
    expect(fitsOrderInput({ ...typical, orderId: 'x'.repeat(101) })).toBe(false);
    expect(fitsOrderInput({ ...typical, items: [{ ...typical.items![0]!, quantity: 0 }] })).toBe(false);
  });
});

/** Deep equality where an absent key and an undefined value are the same (as zod treats them). */
function isDeepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) {
    if (!isDeepEqual((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key])) return false;
  }
  return true;
}
