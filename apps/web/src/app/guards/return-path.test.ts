import { describe, expect, it } from 'vitest';
import { getReturnPath } from './return-path.ts';

describe('getReturnPath', () => {
  it('returns the remembered in-app page with its query and hash', () => {
    expect(getReturnPath({ from: { pathname: '/settings', search: '?tab=projects-shops', hash: '' } })).toBe(
      '/settings?tab=projects-shops',
    );
  });

  it.each([
    [null],
    [undefined],
    [{}],
    [{ from: { pathname: 'https://evil.example' } }],
    [{ from: { pathname: '//evil.example/x' } }],
    [{ from: { pathname: '/auth' } }],
    [{ from: { pathname: 42 } }],
  ])('falls back to / for %j', (state) => {
    expect(getReturnPath(state)).toBe('/');
  });
});
