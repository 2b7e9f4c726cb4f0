import { describe, expect, it } from 'vitest';
import { parseTrackingOrigin } from '../src/parse-tracking-origin.ts';

describe('parseTrackingOrigin', () => {
  it('keeps the https origin of a host or of a pasted page address, lower case, as browsers send it', () => {
    expect(parseTrackingOrigin('pokladna.Kava-Shop.cz')).toBe('https://pokladna.kava-shop.cz');
    expect(parseTrackingOrigin(' https://pokladna.shop.cz/dekujeme?id=1#top ')).toBe(
      'https://pokladna.shop.cz',
    );
    expect(parseTrackingOrigin('https://shop.cz:8443')).toBe('https://shop.cz:8443');
    expect(parseTrackingOrigin('https://žluťoučký-kůň.cz')).toBe('https://xn--luouk-k-z2a6lsyxjlexh.cz');
  });

  it('refuses plain http, user names, IP addresses, bare names and other schemes', () => {
    for (const input of [
      '',
      'http://shop.cz',
      'https://user:pass@shop.cz',
      'https://192.168.1.10',
      'https://localhost',
      'javascript:alert(1)',
      'ftp://shop.cz',
      'shop',
      `https://${'a'.repeat(300)}.cz`,
    ]) {
      expect(parseTrackingOrigin(input), input).toBeNull();
    }
  });
});
