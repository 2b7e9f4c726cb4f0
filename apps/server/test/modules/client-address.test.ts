import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getClientAddress } from '../../src/http/client-address.ts';
import { serveTestApp } from '../helpers/serve-test-app.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { testEngines } from '../helpers/test-db.ts';

describe('the client address behind trusted proxies', () => {
  it('ignores X-Forwarded-For without trusted proxies', () => {
    expect(getClientAddress('10.0.0.5', '203.0.113.7', 0)).toBe('10.0.0.5');
  });

  it('counts trusted hops from the right, so entries the client wrote are never used', () => {
    // nginx appended the address it saw (198.51.100.2) to what the client sent.
    expect(getClientAddress('10.0.0.5', '1.2.3.4, 198.51.100.2', 1)).toBe('198.51.100.2');
    // A CDN, then nginx: the CDN appended the client, nginx the CDN's edge.
    expect(getClientAddress('10.0.0.5', '1.2.3.4,198.51.100.2 , 192.0.2.9', 2)).toBe('198.51.100.2');
  });

  it('takes the furthest address known when the header has fewer entries than hops', () => {
    expect(getClientAddress('10.0.0.5', '198.51.100.2', 3)).toBe('198.51.100.2');
    expect(getClientAddress('10.0.0.5', ' , ', 1)).toBe('10.0.0.5');
    expect(getClientAddress('10.0.0.5', undefined, 1)).toBe('10.0.0.5');
  });
});

/**
 * Over a real socket, the sign-in limit is counted for the address TRUST_PROXY_HOPS picks: the
 * peer's (127.0.0.1) when 0, whatever X-Forwarded-For and the internal header claim; the proxy's
 * entry when 1.
 */
describe.each(testEngines.flatMap((engine) => [0, 1].map((hops) => [engine, hops] as const)))(
  'sign-in limits on %s keyed with TRUST_PROXY_HOPS=%i',
  (engine, hops) => {
    let t: TestApp;
    let server: Awaited<ReturnType<typeof serveTestApp>>;

    beforeAll(async () => {
      t = await createTestApp(engine, { rateLimit: true, trustProxyHops: hops });
      server = await serveTestApp(t);
    });
    afterAll(async () => {
      await server.close();
      await t.close();
    });

    it('counts the attempt for the chosen address', async () => {
      const response = await fetch(`${server.origin}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: t.deps.config.appUrl,
          'x-forwarded-for': '6.6.6.6, 198.51.100.23',
          'x-ziskomer-client-ip': '7.7.7.7',
        },
        body: JSON.stringify({ email: `nikdo-${hops}@example.cz`, password: 'spatne heslo' }),
      });
      expect(response.status).toBe(401);
      const keys = (await t.deps.db.selectFrom('rate_limits').select('key').execute()).map((row) => row.key);
      const expected = hops === 0 ? '127.0.0.1' : '198.51.100.23';
      expect(
        keys.some((key) => key.includes(expected)),
        keys.join(' '),
      ).toBe(true);
      for (const spoofed of ['6.6.6.6', '7.7.7.7', ...(hops === 0 ? ['198.51.100.23'] : [])]) {
        expect(
          keys.some((key) => key.includes(spoofed)),
          keys.join(' '),
        ).toBe(false);
      }
    });
  },
);
