import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitizeCsvCell } from '../src/sanitize-csv-cell.ts';

const TRIGGERS = ['=', '+', '-', '@', '\t', '\r'];
const PLAIN_NUMBER = /^-?\d+(?:[.,]\d+)?$/;

describe('sanitizeCsvCell', () => {
  it('escapes formula leads', () => {
    expect(sanitizeCsvCell('=HYPERLINK("http://x","y")')).toBe(`'=HYPERLINK("http://x","y")`);
    for (const lead of TRIGGERS) expect(sanitizeCsvCell(`${lead}cmd`)).toBe(`'${lead}cmd`);
    expect(sanitizeCsvCell('-2+3')).toBe("'-2+3");
  });

  it('keeps numbers numeric, including negative ones written as text', () => {
    expect(sanitizeCsvCell(-5)).toBe('-5');
    expect(sanitizeCsvCell('-5')).toBe('-5');
    expect(sanitizeCsvCell('-1234,50')).toBe('-1234,50');
    expect(sanitizeCsvCell(null)).toBe('');
    expect(sanitizeCsvCell('Jiří')).toBe('Jiří');
  });

  it('is idempotent and never leaves a formula lead (plain numbers aside)', () => {
    const cell = fc.oneof(
      fc.string(),
      fc.constantFrom(...TRIGGERS).chain((lead) => fc.string().map((rest) => lead + rest)),
    );
    fc.assert(
      fc.property(cell, (value) => {
        const once = sanitizeCsvCell(value);
        expect(sanitizeCsvCell(once)).toBe(once);
        if (!PLAIN_NUMBER.test(once)) expect(TRIGGERS).not.toContain(once[0]);
      }),
    );
  });
});
