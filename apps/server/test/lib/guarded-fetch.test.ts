import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statusOf } from '../../src/http/error-status.ts';
import { checkOutboundUrl } from '../../src/lib/guarded-fetch/check-outbound-url.ts';
import { downloadToFile } from '../../src/lib/guarded-fetch/download-to-file.ts';
import { type GuardedFetchOptions, guardedFetch } from '../../src/lib/guarded-fetch/guarded-fetch.ts';
import { GuardedFetchError } from '../../src/lib/guarded-fetch/guarded-fetch-error.ts';
import { formatIpAddress, parseIpAddress } from '../../src/lib/guarded-fetch/ip-address.ts';
import { isPublicAddress } from '../../src/lib/guarded-fetch/is-public-address.ts';
import type { AddressPolicy } from '../../src/lib/guarded-fetch/resolve-outbound-address.ts';
import { type FakeFileServer, startFakeFileServer } from '../fakes/fake-file-server.ts';

/**
 * The guarded outbound client (DESIGN §7). Traffic goes to the local fake server only: the strict
 * default policy refuses before any connection or lookup, and the tests that do connect allow
 * 127.0.0.1 — and nothing else — with the injectable rule.
 */

/** The strict rule plus the fake server's address: what the tests that connect use. */
const allowFakeServer: Partial<AddressPolicy> = {
  isAddressAllowed: (address) => address === '127.0.0.1' || isPublicAddress(address),
};

/** A lookup that fails the test if called: literal addresses and 'localhost' need no DNS. */
const noLookup: Partial<AddressPolicy> = {
  lookup: () => Promise.reject(new Error('the guard must not resolve this host')),
};

const caps = { maxBytes: 1024 * 1024, timeoutMs: 5000 };

async function failureOf(promise: Promise<unknown>): Promise<GuardedFetchError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(GuardedFetchError);
    return error as GuardedFetchError;
  }
  throw new Error('expected the fetch to fail');
}

async function readText(url: string, options: GuardedFetchOptions): Promise<{ text: string; url: string }> {
  const response = await guardedFetch(url, options);
  const chunks: Buffer[] = [];
  for await (const chunk of response.body) chunks.push(chunk);
  return { text: Buffer.concat(chunks).toString('utf8'), url: response.url };
}

describe('IP address spellings', () => {
  it.each([
    ['127.0.0.1', '127.0.0.1'],
    ['2130706433', '127.0.0.1'],
    ['0177.0.0.1', '127.0.0.1'],
    ['0x7f.1', '127.0.0.1'],
    ['0x7f000001', '127.0.0.1'],
    ['017700000001', '127.0.0.1'],
    ['127.1', '127.0.0.1'],
    ['127.0.1', '127.0.0.1'],
    ['127.0.0.1.', '127.0.0.1'],
    ['0', '0.0.0.0'],
    ['[::1]', '::1'],
    ['0:0:0:0:0:0:0:1', '::1'],
    ['::ffff:127.0.0.1', '::ffff:7f00:1'],
    ['[::ffff:7f00:1]', '::ffff:7f00:1'],
    ['64:ff9b::10.0.0.1', '64:ff9b::a00:1'],
    ['fe80::1%eth0', 'fe80::1'],
    ['2001:db8:0:0:1:0:0:1', '2001:db8::1:0:0:1'],
  ])('reads %s as %s', (text, canonical) => {
    const ip = parseIpAddress(text);
    expect(ip).not.toBeNull();
    expect(formatIpAddress(ip!)).toBe(canonical);
  });

  it.each([
    'example.cz',
    'shop.127.0.0.1.nip.io',
    '1.2.3.4.5',
    '256.1.1.1',
    '0x1g.0.0.1',
    '1:2:3',
    '1::2::3',
    '',
  ])('does not read the host name %s as an address', (text) => {
    expect(parseIpAddress(text)).toBeNull();
  });
});

describe('the strict address rule', () => {
  it.each([
    '0.0.0.0',
    '0.1.2.3',
    '10.0.0.1',
    '10.255.255.255',
    '100.64.0.1',
    '100.100.100.200',
    '100.127.255.254',
    '127.0.0.1',
    '127.255.255.254',
    '169.254.0.1',
    '169.254.169.254',
    '172.16.0.1',
    '172.31.255.255',
    '192.0.0.1',
    '192.0.2.1',
    '192.168.0.1',
    '198.18.0.1',
    '198.51.100.7',
    '203.0.113.9',
    '224.0.0.1',
    '239.255.255.250',
    '240.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '::ffff:169.254.169.254',
    '::127.0.0.1',
    '64:ff9b::127.0.0.1',
    '64:ff9b::10.0.0.1',
    '64:ff9b::169.254.169.254',
    '64:ff9b:1::1',
    '2002:7f00:1::1',
    '2002:a00:1::1',
    'fc00::1',
    'fd00:ec2::254',
    'fe80::1',
    'febf::1',
    'ff02::1',
    '100::1',
    '2001::1',
    '2001:db8::1',
    'not an address',
  ])('blocks %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    '8.8.8.8',
    '93.184.216.34',
    '172.32.0.1',
    '100.128.0.1',
    '2606:4700:4700::1111',
    '2a00:1450:4014:80d::200e',
    '64:ff9b::808:808',
    '2002:808:808::1',
  ])('allows the public address %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe('guardedFetch refusals before any connection', () => {
  it.each([
    'http://127.0.0.1/',
    'http://127.0.0.1:8080/orders.csv',
    'http://2130706433/',
    'http://0177.0.0.1/',
    'http://0x7f.1/',
    'http://0x7f000001/',
    'http://017700000001/',
    'http://127.1/',
    'http://127.0.0.1./',
    'http://①②⑦.0.0.1/',
    'http://0/',
    'http://0.0.0.0/',
    'http://[::1]/',
    'http://[::]/',
    'http://[0:0:0:0:0:0:0:1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::ffff:7f00:1]/',
    'http://[::ffff:a9fe:a9fe]/latest/meta-data/',
    'http://[64:ff9b::10.0.0.1]/',
    'http://[64:ff9b::7f00:1]/',
    'http://[2002:7f00:1::]/',
    'http://10.0.0.1/',
    'http://172.16.0.1/',
    'http://192.168.1.1/',
    'http://169.254.169.254/latest/meta-data/',
    'http://100.64.0.1/',
    'http://100.100.100.200/',
    'http://224.0.0.1/',
    'http://240.0.0.1/',
    'http://255.255.255.255/',
    'http://[fc00::1]/',
    'http://[fd00:ec2::254]/',
    'http://[fe80::1]/',
    'http://[ff02::1]/',
    'http://localhost/',
    'http://LOCALHOST/',
    'http://localhost./',
    'http://localhost:3000/export.csv',
    'http://api.localhost/',
    'http://eshop.localhost./',
    'https://127.0.0.1/',
    'https://[::1]:8443/',
  ])('refuses %s with address_blocked', async (url) => {
    const error = await failureOf(guardedFetch(url, { ...caps, policy: noLookup }));
    expect(error.code).toBe('address_blocked');
    expect(statusOf(error.code)).toBe(422);
  });

  it('refuses a name when any of its addresses is private, loopback or mapped', async () => {
    for (const addresses of [
      ['93.184.216.34', '10.0.0.1'],
      ['::1'],
      ['2606:4700:4700::1111', 'fd00::1'],
      ['::ffff:127.0.0.1'],
      ['169.254.169.254'],
    ]) {
      const lookup = async () =>
        addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }) as const);
      const error = await failureOf(
        guardedFetch('https://export.example.cz/orders.csv', { ...caps, policy: { lookup } }),
      );
      expect(error.code, addresses.join(',')).toBe('address_blocked');
    }
  });

  it('refuses a POST to a private host before sending it, as a GET', async () => {
    const post = { ...caps, method: 'POST' as const, body: '{"query":"{ shop { name } }"}' };
    for (const url of ['http://127.0.0.1/graphql.json', 'http://[::1]/', 'http://169.254.169.254/latest']) {
      const error = await failureOf(guardedFetch(url, { ...post, anyStatus: true, policy: noLookup }));
      expect(error.code, url).toBe('address_blocked');
    }
    for (const address of ['127.0.0.1', '10.0.0.1', '169.254.169.254']) {
      const lookup = async () => [{ address, family: 4 as const }];
      const error = await failureOf(
        guardedFetch('https://shop.myshopify.com/admin/api/2025-01/graphql.json', {
          ...post,
          policy: { lookup },
        }),
      );
      expect(error.code, address).toBe('address_blocked');
    }
  });

  it.each([
    ['ftp://example.cz/orders.csv', 'url_scheme'],
    ['file:///etc/passwd', 'url_scheme'],
    ['gopher://example.cz/', 'url_scheme'],
    ['javascript:alert(1)', 'url_scheme'],
    ['data:text/csv,a;b', 'url_scheme'],
    ['http://user:secret@example.cz/orders.csv', 'url_credentials'],
    ['https://token@example.cz/orders.csv', 'url_credentials'],
    ['not a url', 'url_invalid'],
    ['http://', 'url_invalid'],
    ['', 'url_invalid'],
  ])('refuses %s with %s', async (url, code) => {
    const error = await failureOf(guardedFetch(url, { ...caps, policy: noLookup }));
    expect(error.code).toBe(code);
  });

  it('refuses a URL longer than 2048 characters', async () => {
    const error = await failureOf(
      guardedFetch(`https://example.cz/${'a'.repeat(2100)}`, { ...caps, policy: noLookup }),
    );
    expect(error.code).toBe('url_invalid');
  });

  it('answers host_not_found when the name does not resolve', async () => {
    const lookup = () =>
      Promise.reject(Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' }));
    const error = await failureOf(
      guardedFetch('https://neexistuje.example.cz/', { ...caps, policy: { lookup } }),
    );
    expect(error.code).toBe('host_not_found');
  });

  it('checks a URL at save time without sending anything', async () => {
    await expect(checkOutboundUrl('http://169.254.169.254/latest', noLookup)).rejects.toMatchObject({
      code: 'address_blocked',
    });
    await expect(checkOutboundUrl('http://10.0.0.1/orders.csv', noLookup)).rejects.toMatchObject({
      code: 'address_blocked',
    });
    await expect(
      checkOutboundUrl('HTTPS://Export.Example.CZ/a b.csv', {
        lookup: async () => [{ address: '93.184.216.34', family: 4 }],
      }),
    ).resolves.toBe('https://export.example.cz/a%20b.csv');
  });
});

describe('guardedFetch against a local fake server', () => {
  let server: FakeFileServer;
  let dir: string;
  const options = (extra: Partial<GuardedFetchOptions> = {}): GuardedFetchOptions => ({
    ...caps,
    policy: allowFakeServer,
    ...extra,
  });

  beforeAll(async () => {
    server = await startFakeFileServer();
    server.setFile('/orders.csv', 'order_id;order_date;order_revenue\r\nA-1;31.12.2024;1 234,50\r\n');
    dir = mkdtempSync(join(tmpdir(), 'guarded-fetch-'));
  });
  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('fetches a file from the allowed address', async () => {
    const { text, url } = await readText(`${server.origin}/orders.csv`, options());
    expect(text).toBe('order_id;order_date;order_revenue\r\nA-1;31.12.2024;1 234,50\r\n');
    expect(url).toBe(`${server.origin}/orders.csv`);
  });

  it('still refuses the fake server under the strict default', async () => {
    const before = server.requests.length;
    const error = await failureOf(guardedFetch(`${server.origin}/orders.csv`, caps));
    expect(error.code).toBe('address_blocked');
    expect(server.requests.length).toBe(before);
  });

  it('connects to the vetted address with the Host header kept, resolving once per hop', async () => {
    const port = new URL(server.origin).port;
    let lookups = 0;
    // A rebinding resolver: the first answer passes the check, later ones point elsewhere.
    const lookup = async () => {
      lookups++;
      return [{ address: lookups === 1 ? '127.0.0.1' : '10.0.0.1', family: 4 as const }];
    };
    const { text } = await readText(
      `http://eshop.example.cz:${port}/host`,
      options({ policy: { ...allowFakeServer, lookup } }),
    );
    expect(text).toBe(`eshop.example.cz:${port}`);
    expect(lookups).toBe(1);
  });

  it('sends a POST with its body to the vetted address, resolving once', async () => {
    const port = new URL(server.origin).port;
    let lookups = 0;
    // A rebinding resolver: the first answer is the one checked; a second would point inside.
    const lookup = async () => {
      lookups++;
      return [{ address: lookups === 1 ? '127.0.0.1' : '169.254.169.254', family: 4 as const }];
    };
    const body = JSON.stringify({ query: '{ shop { name } }', note: 'Žluťoučký kůň' });
    const { text } = await readText(
      `http://shop.ziskomer.test:${port}/echo`,
      options({
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json' },
        policy: { ...allowFakeServer, lookup },
      }),
    );
    expect(JSON.parse(text)).toEqual({
      method: 'POST',
      host: `shop.ziskomer.test:${port}`,
      contentLength: String(Buffer.byteLength(body)),
      body,
    });
    expect(lookups).toBe(1);
  });

  it('hands back a non-2xx answer with its body when asked', async () => {
    const response = await guardedFetch(`${server.origin}/status/404`, options({ anyStatus: true }));
    expect(response.status).toBe(404);
    const chunks: Buffer[] = [];
    for await (const chunk of response.body) chunks.push(chunk);
    expect(Buffer.concat(chunks).toString('utf8')).toBe('error page');

    const post = await readText(
      `${server.origin}/status/503`,
      options({ method: 'POST', body: '{}', anyStatus: true }),
    );
    expect(post.text).toBe('error page');
  });

  it("does not follow a POST's redirect: refused, or handed back when every answer is asked for", async () => {
    const before = server.requests.length;
    const error = await failureOf(
      guardedFetch(`${server.origin}/redirect?to=/echo`, options({ method: 'POST', body: 'secret=1' })),
    );
    expect(error.code).toBe('too_many_redirects');
    expect(error.details).toEqual({ max: 0 });

    const response = await guardedFetch(
      `${server.origin}/redirect?to=/echo`,
      options({ method: 'POST', body: 'secret=1', anyStatus: true }),
    );
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe('/echo');
    response.cancel();
    // Two requests to /redirect; the body was never sent on to /echo.
    expect(server.requests.slice(before).map((request) => request.path)).toEqual([
      '/redirect?to=/echo',
      '/redirect?to=/echo',
    ]);
  });

  it('hands back a GET redirect past its limit when every answer is asked for', async () => {
    const response = await guardedFetch(
      `${server.origin}/chain/2`,
      options({ maxRedirects: 0, anyStatus: true }),
    );
    expect(response.status).toBe(302);
    expect(response.url).toBe(`${server.origin}/chain/2`);
    response.cancel();
  });

  it('follows redirects, checking each hop', async () => {
    const { text, url } = await readText(`${server.origin}/redirect?to=/chain/2`, options());
    expect(text).toBe('end');
    expect(url).toBe(`${server.origin}/chain/0`);
  });

  it('follows at most five redirects', async () => {
    expect((await readText(`${server.origin}/chain/5`, options())).text).toBe('end');
    const error = await failureOf(guardedFetch(`${server.origin}/chain/6`, options()));
    expect(error.code).toBe('too_many_redirects');
  });

  it.each([
    ['http://169.254.169.254/latest/meta-data/iam/', 'address_blocked'],
    ['http://10.0.0.1/orders.csv', 'address_blocked'],
    ['http://[::1]/orders.csv', 'address_blocked'],
    ['http://localhost/orders.csv', 'address_blocked'],
    // Other spellings of blocked addresses (127.0.0.1 itself is allowed here, for the fake server).
    ['http://167772161/orders.csv', 'address_blocked'],
    ['http://0xa9.0xfe.0xa9.0xfe/latest/meta-data/', 'address_blocked'],
    ['file:///etc/passwd', 'url_scheme'],
    ['http://admin:admin@127.0.0.1/', 'url_credentials'],
  ])('refuses a redirect to %s', async (target, code) => {
    const before = server.requests.length;
    const error = await failureOf(
      guardedFetch(`${server.origin}/redirect?to=${encodeURIComponent(target)}`, options()),
    );
    expect(error.code).toBe(code);
    // Only the redirecting request reached the fake server; the refused hop was never sent.
    expect(server.requests.length).toBe(before + 1);
  });

  it('answers http_status for an error page', async () => {
    const error = await failureOf(guardedFetch(`${server.origin}/status/404`, options()));
    expect(error.code).toBe('http_status');
    expect(error.details).toEqual({ status: 404 });
  });

  it('cuts a body off past the byte cap', async () => {
    const error = await failureOf(readText(`${server.origin}/big?bytes=${3 * 1024 * 1024}`, options()));
    expect(error.code).toBe('too_large');
    expect(error.details).toEqual({ maxBytes: caps.maxBytes });
    expect((await readText(`${server.origin}/big?bytes=${caps.maxBytes}`, options())).text.length).toBe(
      caps.maxBytes,
    );
  });

  it('refuses a declared Content-Length over the cap before reading the body', async () => {
    const error = await failureOf(
      guardedFetch(`${server.origin}/declared?bytes=${10 * 1024 * 1024}`, options()),
    );
    expect(error.code).toBe('too_large');
  });

  it('times out a server that never answers', async () => {
    const started = Date.now();
    const error = await failureOf(guardedFetch(`${server.origin}/hang`, options({ timeoutMs: 300 })));
    expect(error.code).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('times out a body that never ends', async () => {
    const error = await failureOf(readText(`${server.origin}/trickle`, options({ timeoutMs: 400 })));
    expect(error.code).toBe('timeout');
  });

  it('answers fetch_failed when nothing listens', async () => {
    const closed = await startFakeFileServer();
    const origin = closed.origin;
    await closed.close();
    const error = await failureOf(guardedFetch(`${origin}/orders.csv`, options()));
    expect(error.code).toBe('fetch_failed');
  });

  it('downloads into a file, and leaves no partial file behind', async () => {
    const path = join(dir, 'ok.csv');
    const download = await downloadToFile(`${server.origin}/orders.csv`, path, options());
    expect(download.bytes).toBe(readFileSync(path).length);
    expect(download.contentType).toBe('text/csv; charset=utf-8');

    const partial = join(dir, 'big.csv');
    const error = await failureOf(
      downloadToFile(`${server.origin}/big?bytes=${3 * 1024 * 1024}`, partial, options()),
    );
    expect(error.code).toBe('too_large');
    expect(existsSync(partial)).toBe(false);
  });
});
