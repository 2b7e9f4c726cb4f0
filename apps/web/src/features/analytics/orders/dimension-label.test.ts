import { describe, expect, it } from 'vitest';
import { labelDimension } from './dimension-label.ts';

describe('dimension labels', () => {
  it('calls an empty value "Neuvedeno" in every dimension', () => {
    for (const dimension of ['city', 'country', 'product', 'source', 'payment'] as const) {
      expect(labelDimension(dimension, { value: '', label: null }, 'Neuvedeno', 'cs-CZ')).toEqual({
        primary: 'Neuvedeno',
        secondary: null,
      });
    }
  });

  it('names a product and shows its code beside when they differ', () => {
    expect(labelDimension('product', { value: 'K1', label: 'Káva' }, '-', 'cs-CZ')).toEqual({
      primary: 'Káva',
      secondary: 'K1',
    });
    expect(labelDimension('product', { value: 'Hrnek', label: 'Hrnek' }, '-', 'cs-CZ')).toEqual({
      primary: 'Hrnek',
      secondary: null,
    });
  });

  it('names two-letter countries in the UI language and keeps other texts', () => {
    expect(labelDimension('country', { value: 'CZ', label: null }, '-', 'cs-CZ')).toEqual({
      primary: 'Česko',
      secondary: 'CZ',
    });
    expect(labelDimension('country', { value: 'SK', label: null }, '-', 'en-GB').primary).toBe('Slovakia');
    expect(labelDimension('country', { value: 'ČESKÁ REPUBLIKA', label: null }, '-', 'cs-CZ')).toEqual({
      primary: 'ČESKÁ REPUBLIKA',
      secondary: null,
    });
  });

  it('capitalises lower-cased sources', () => {
    expect(labelDimension('source', { value: 'google', label: null }, '-', 'cs-CZ').primary).toBe('Google');
  });
});
