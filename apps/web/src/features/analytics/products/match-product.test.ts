import { describe, expect, it } from 'vitest';
import { foldText, matchesProduct } from './match-product.ts';

describe('matchesProduct', () => {
  const product = { key: 'KAV-250', name: 'Káva Etiopie Yirgacheffe 250 g' };

  it('ignores case and diacritics', () => {
    expect(foldText('  Černý ČAJ ')).toBe('cerny caj');
    expect(matchesProduct(product, 'kava')).toBe(true);
    expect(matchesProduct(product, 'KÁVA')).toBe(true);
  });

  it('needs every word, in the name or the code', () => {
    expect(matchesProduct(product, 'etiopie 250')).toBe(true);
    expect(matchesProduct(product, 'kav-250')).toBe(true);
    expect(matchesProduct(product, 'kava brazilie')).toBe(false);
    expect(matchesProduct(product, '   ')).toBe(true);
  });
});
