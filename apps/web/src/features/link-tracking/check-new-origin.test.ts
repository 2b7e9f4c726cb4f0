import { describe, expect, it } from 'vitest';
import { checkNewOrigin } from './check-new-origin.ts';

const allowed = ['https://kavarna.cz', 'https://www.kavarna.cz', 'https://pokladna.kavarna.cz'];

describe('checkNewOrigin', () => {
  it('gives the https origin of a host or a pasted page address', () => {
    expect(checkNewOrigin('platby.kavarna.cz', allowed, 1)).toEqual({
      ok: true,
      origin: 'https://platby.kavarna.cz',
    });
    expect(checkNewOrigin('https://Platby.kavarna.cz/dekujeme', allowed, 1)).toEqual({
      ok: true,
      origin: 'https://platby.kavarna.cz',
    });
  });

  it('says why an address cannot be added', () => {
    expect(checkNewOrigin('http://platby.kavarna.cz', allowed, 1)).toEqual({ ok: false, reason: 'invalid' });
    expect(checkNewOrigin('www.kavarna.cz', allowed, 1)).toEqual({ ok: false, reason: 'duplicate' });
    expect(checkNewOrigin('https://jina.cz', allowed, 10)).toEqual({ ok: false, reason: 'too_many' });
  });
});
