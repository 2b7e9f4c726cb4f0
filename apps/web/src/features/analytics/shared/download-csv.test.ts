import { describe, expect, it } from 'vitest';
import { toCsv } from './download-csv.ts';

describe('report CSV', () => {
  it('writes a BOM, quotes where needed and escapes formulas', () => {
    const csv = toCsv(
      ['Produkt', 'Tržby'],
      [
        ['Káva; 250 g', 1234.5],
        ['=HYPERLINK("x")', -5],
        [null, '@jana'],
      ],
    );
    expect(csv).toBe(
      '\uFEFFProdukt;Tržby\r\n"Káva; 250 g";1234.5\r\n"\'=HYPERLINK(""x"")";-5\r\n;\'@jana\r\n',
    );
  });
});
