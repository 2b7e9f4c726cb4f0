import { describe, expect, it } from 'vitest';
import { detectDelimiter } from '../src/detect-delimiter.ts';

describe('detectDelimiter', () => {
  it('finds semicolons in a Czech export with decimal commas', () => {
    expect(detectDelimiter('Číslo;Datum;Částka\n1;31.12.2024;1 234,50\n2;1.1.2025;99,90\n')).toBe(';');
  });

  it('finds commas, ignoring those inside quotes', () => {
    expect(detectDelimiter('Name,Email,Total\n#1001,"Nováková; Jana",10.5\n')).toBe(',');
  });

  it('finds tabs', () => {
    expect(detectDelimiter('order_id\torder_date\torder_revenue\n1\t2024-12-31\t10,5\n')).toBe('\t');
  });

  it('handles carriage-return-only line endings', () => {
    expect(detectDelimiter('a;b;c\r1;2,5;3\r4;5;6\r')).toBe(';');
  });

  it('looks below title lines for the header, as in a Google Ads download', () => {
    const text =
      'Přehled kampaní\n"1. prosince 2024 - 2. prosince 2024"\nDen,Kampaň,Cena\n2024-12-01,Brand,210.00\n';
    expect(detectDelimiter(text)).toBe(',');
  });
});
