import { describe, expect, it } from 'vitest';
import { importDataFormula, lookerTableUrl, periodFor } from './looker-urls.ts';

describe('Looker table URLs', () => {
  it('puts the key in the query of CSV addresses only', () => {
    expect(lookerTableUrl('https://app.example', 'daily', 'csv', '30d', ' zk_live_abc ', 'KEY')).toBe(
      'https://app.example/api/v1/looker/daily/csv?period=30d&key=zk_live_abc',
    );
    expect(lookerTableUrl('https://app.example', 'daily', 'json', '1y', 'zk_live_abc', 'KEY')).toBe(
      'https://app.example/api/v1/looker/daily?period=1y',
    );
  });

  it('shows the placeholder until a key is given', () => {
    expect(lookerTableUrl('https://app.example', 'customers', 'csv', '6m', '', 'VAS_KLIC')).toContain(
      'key=VAS_KLIC',
    );
  });

  it('keeps channels and campaigns within the 92 days the server reads', () => {
    expect(periodFor('campaigns', '1y')).toBe('60d');
    expect(periodFor('channels', '6m')).toBe('60d');
    expect(periodFor('daily', '1y')).toBe('1y');
  });

  it('quotes the address in the IMPORTDATA formula', () => {
    expect(importDataFormula('https://a.example/x?q="1"')).toBe('=IMPORTDATA("https://a.example/x?q=""1""")');
  });
});
