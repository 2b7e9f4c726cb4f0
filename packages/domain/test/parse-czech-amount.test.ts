import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { detectDecimalSeparator, isScientificNotation, parseCzechAmount } from '../src/parse-czech-amount.ts';

describe('parseCzechAmount', () => {
  it.each([
    ['1 234,50', 1234.5],
    ['1\u00a0234,50', 1234.5],
    ['1\u202f234,50', 1234.5],
    ['1.234,50', 1234.5],
    ['1,234.50', 1234.5],
    ['-5', -5],
    ['\u22125,5', -5.5],
    ['0', 0],
    ['-0,00', 0],
    ['1234.5', 1234.5],
    ['12.5', 12.5],
    ['1.234', 1234],
    ['1 234 567,89 Kč', 1234567.89],
    ['CZK 99', 99],
    ['149,-', 149],
  ])('reads %j as %d', (text, value) => {
    expect(parseCzechAmount(text)).toEqual({ ok: true, value });
  });

  it('reads a lone separator by the file decimal', () => {
    expect(parseCzechAmount('1,234', ',')).toEqual({ ok: true, value: 1.234 });
    expect(parseCzechAmount('1,234', '.')).toEqual({ ok: true, value: 1234 });
    expect(parseCzechAmount('1.5', '.')).toEqual({ ok: true, value: 1.5 });
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['abc', 'not_a_number'],
    ['12a', 'not_a_number'],
    ['1,2,3', 'not_a_number'],
    ['1.23.4', 'not_a_number'],
    ['--5', 'not_a_number'],
    ['1,23E+11', 'scientific_notation'],
    ['5e3', 'scientific_notation'],
    ['1 000 000 000 000 000', 'out_of_range'],
  ])('refuses %j with %s', (text, code) => {
    expect(parseCzechAmount(text)).toEqual({ ok: false, code });
  });

  it('reads back what Intl writes for Czech, for any amount with two decimals', () => {
    const format = new Intl.NumberFormat('cs-CZ', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    fc.assert(
      fc.property(fc.integer({ min: -99_999_999_999, max: 99_999_999_999 }), (cents) => {
        const value = cents / 100;
        expect(parseCzechAmount(format.format(value))).toEqual({ ok: true, value: value === 0 ? 0 : value });
      }),
    );
  });

  it('reads back the English format too when told the decimal is a dot', () => {
    const format = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    fc.assert(
      fc.property(fc.integer({ min: -99_999_999_999, max: 99_999_999_999 }), (cents) => {
        const value = cents / 100;
        expect(parseCzechAmount(format.format(value), '.')).toEqual({
          ok: true,
          value: value === 0 ? 0 : value,
        });
      }),
    );
  });
});

describe('parseCzechAmount on plain numbers', () => {
  it('reads digits with one separator exactly as the general rules do (property)', () => {
    // A leading space keeps the quick path out, so the second reading goes through the general rules.
    const plain = fc
      .array(fc.constantFrom('0', '1', '5', '9', ',', '.', '-'), { maxLength: 12 })
      .map((chars) => chars.join(''));
    fc.assert(
      fc.property(plain, fc.constantFrom(',' as const, '.' as const), (text, decimal) => {
        expect(parseCzechAmount(text, decimal)).toEqual(parseCzechAmount(` ${text}`, decimal));
      }),
      { numRuns: 5000 },
    );
    for (const text of ['1.234', '1,234', '12345,678', '-0', '007', '9'.repeat(400), '1'.repeat(13)]) {
      for (const decimal of [',', '.'] as const) {
        expect(parseCzechAmount(text, decimal)).toEqual(parseCzechAmount(` ${text}`, decimal));
      }
    }
  });
});

describe('detectDecimalSeparator and isScientificNotation', () => {
  it('decides by the values that prove it', () => {
    expect(detectDecimalSeparator(['1 234,50', '99', '1.234'])).toBe(',');
    expect(detectDecimalSeparator(['1,234.50', '12.5', '7'])).toBe('.');
    expect(detectDecimalSeparator(['1.234', '5'])).toBe(',');
  });

  it('spots Excel scientific notation in IDs', () => {
    expect(isScientificNotation('1,23E+11')).toBe(true);
    expect(isScientificNotation('1.23e11')).toBe(true);
    expect(isScientificNotation('123000000000')).toBe(false);
    expect(isScientificNotation('E-2024-1')).toBe(false);
  });
});
