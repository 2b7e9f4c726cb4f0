import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseDomain, parseStoreDomain } from '../src/normalise-domain.ts';

describe('normaliseDomain (SPEC §3)', () => {
  it.each([
    ['Kava-Shop.cz', 'kava_shop_cz'],
    ['https://www.Kava-Shop.cz/', 'https_www_kava_shop_cz'],
    ['__moje--obchod..cz__', 'moje_obchod_cz'],
    ['ŽLUŤOUČKÝ.cz', 'lu_ou_k_cz'],
    ['', ''],
  ])('%s → %s', (input, expected) => {
    expect(normaliseDomain(input)).toBe(expected);
  });

  it('only ever yields lower-case letters, digits and single inner underscores', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const result = normaliseDomain(input);
        expect(result).toMatch(/^([a-z0-9]+(_[a-z0-9]+)*)?$/);
        expect(normaliseDomain(result)).toBe(result);
      }),
    );
  });
});

describe('parseStoreDomain', () => {
  it.each([
    ['kavarna.cz', 'kavarna.cz', 'https://kavarna.cz'],
    ['https://www.Kavarna.cz/eshop?x=1', 'www.kavarna.cz', 'https://www.kavarna.cz'],
    ['http://obchod.example.com', 'obchod.example.com', 'http://obchod.example.com'],
  ])('%s → %s', (input, domain, url) => {
    expect(parseStoreDomain(input)).toEqual({ domain, url });
  });

  it.each([
    '',
    '   ',
    'not a domain',
    'ftp://shop.cz',
    'javascript:alert(1)',
    'localhost',
    'shop',
    '127.0.0.1',
  ])('refuses %j', (input) => {
    expect(parseStoreDomain(input)).toBeNull();
  });
});
