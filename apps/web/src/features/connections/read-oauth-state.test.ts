import { describe, expect, it } from 'vitest';
import { readOauthStateShop } from './read-oauth-state.ts';

const encode = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

describe('readOauthStateShop', () => {
  it('reads the shop of a state', () => {
    const shop = '0b8f1c2e-4d5a-4b6c-8d7e-9f0a1b2c3d4e';
    expect(readOauthStateShop(`${encode({ n: 'x', u: 'y', s: shop, p: 'google_ads', e: 1 })}.sig`)).toBe(
      shop,
    );
  });

  it('answers null for what is not a state', () => {
    expect(readOauthStateShop(null)).toBeNull();
    expect(readOauthStateShop('')).toBeNull();
    expect(readOauthStateShop('%%%.sig')).toBeNull();
    expect(readOauthStateShop(`${encode({ s: '../other' })}.sig`)).toBeNull();
  });
});
