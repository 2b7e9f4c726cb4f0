import { createHmac } from 'node:crypto';
import type { OrderEventList, OrderEventReceipt, TrackingKeys } from '@ziskomer/contracts';
import { withScope } from '@ziskomer/db';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_IP_HEADER } from '../../src/modules/auth/auth.ts';
import type { TestApp, TestUser } from '../helpers/test-app.ts';
import { createTestApp } from '../helpers/test-app.ts';
import { testEngines } from '../helpers/test-db.ts';
import { createShop, shareShop } from './imports-test-kit.ts';

interface ErrorBody {
  error: {
    code: string;
    message: string;
    details?: { issues: { path: string; code: string; message: string }[] };
  };
}

interface TrackOptions {
  /** Sign with this secret (server call); otherwise a browser call. */
  secret?: string;
  /** Unix seconds of the signature; the test clock when not given. */
  timestamp?: number;
  signature?: string;
  origin?: string;
  ip?: string;
  language?: string;
  contentType?: string;
}

/** The signature recipe of docs/API.md, written out here as the reference. */
const sign = (secret: string, timestamp: number, body: string) =>
  `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;

describe.each(testEngines)('order tracking on %s', (engine) => {
  let t: TestApp;
  let owner: TestUser;
  let viewer: TestUser;
  let stranger: TestUser;
  let shopId: string;
  let otherShop: string;
  let keys: TrackingKeys;
  let otherKeys: TrackingKeys;
  let origin: string;
  let clock = new Date('2025-03-10T09:00:00Z');
  const seconds = () => Math.floor(clock.getTime() / 1000);

  beforeAll(async () => {
    t = await createTestApp(engine, { now: () => clock });
    owner = await t.signUp(`track-owner-${engine}@example.cz`, 'Eva Majitelová');
    viewer = await t.signUp(`track-viewer-${engine}@example.cz`, 'Věra Čtenářová');
    stranger = await t.signUp(`track-stranger-${engine}@example.cz`, 'Cizí Uživatel');
    shopId = await createShop(t, owner, 'Kavarna');
    otherShop = await createShop(t, stranger, 'Cizi');
    await shareShop(t, owner, shopId, viewer.email, 'viewer');
  });
  afterAll(() => t.close());

  const keysPath = (shop = shopId) => `/api/shops/${shop}/order-tracking/keys`;

  const track = (publicKey: string, body: unknown, options: TrackOptions = {}) => {
    const raw = typeof body === 'string' ? body : JSON.stringify(body);
    const headers: Record<string, string> = {
      'content-type': options.contentType ?? 'application/json',
      'accept-language': options.language ?? 'en',
      [CLIENT_IP_HEADER]: options.ip ?? '203.0.113.7',
    };
    if (options.secret) {
      const timestamp = options.timestamp ?? seconds();
      headers['x-ziskomer-timestamp'] = String(timestamp);
      headers['x-ziskomer-signature'] = options.signature ?? sign(options.secret, timestamp, raw);
    }
    if (options.origin) headers.origin = options.origin;
    return t.app.request(`/api/track/${publicKey}/orders`, { method: 'POST', headers, body: raw });
  };
  const signed = (body: unknown, options: TrackOptions = {}) =>
    track(keys.publicKey!, body, { secret: keys.secret!, ...options });
  const failure = async (response: Response, status: number) => {
    expect(response.status, await response.clone().text()).toBe(status);
    return ((await response.json()) as ErrorBody).error;
  };
  const receipt = async (response: Response, status: number) => {
    expect(response.status, await response.clone().text()).toBe(status);
    return (await response.json()) as OrderEventReceipt;
  };
  const list = async (user: TestUser, query = '', shop = shopId) => {
    const response = await t.call('GET', `/api/shops/${shop}/order-events${query}`, { cookie: user.cookie });
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as OrderEventList;
  };
  const storedEvent = (eventId: string) =>
    withScope(t.deps.db, { userId: null, shopId }, (trx) =>
      trx.selectFrom('order_events').selectAll().where('event_id', '=', eventId).execute(),
    );

  it('creates the keys on an admin’s first visit, shows the secret only to admins', async () => {
    const before = await t.call('GET', keysPath(), { cookie: viewer.cookie });
    expect(await before.json()).toMatchObject({ publicKey: null, secret: null, canManage: false });
    expect((await t.call('POST', keysPath(), { cookie: viewer.cookie })).status).toBe(403);

    const created = await t.call('POST', keysPath(), { cookie: owner.cookie });
    expect(created.status).toBe(201);
    keys = (await created.json()) as TrackingKeys;
    expect(keys.publicKey).toMatch(/^zk_pub_[\w-]{24}$/);
    expect(keys.secret).toMatch(/^zk_sec_[\w-]{43}$/);
    expect(keys.canManage).toBe(true);
    origin = keys.allowedOrigins[0]!;
    expect(keys.allowedOrigins).toEqual([origin, origin.replace('https://', 'https://www.')]);

    const again = await t.call('POST', keysPath(), { cookie: owner.cookie });
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ publicKey: keys.publicKey, secret: keys.secret });

    const seenByViewer = (await (
      await t.call('GET', keysPath(), { cookie: viewer.cookie })
    ).json()) as TrackingKeys;
    expect(seenByViewer).toMatchObject({ publicKey: keys.publicKey, secret: null, canManage: false });

    // The secret is stored encrypted, never as issued.
    const stored = await withScope(t.deps.db, { userId: null, shopId }, (trx) =>
      trx.selectFrom('shop_tracking_keys').select('secret_encrypted').executeTakeFirstOrThrow(),
    );
    expect(stored.secret_encrypted).toMatch(/^v1\./);
    expect(stored.secret_encrypted).not.toContain(keys.secret!.slice(7));

    const otherCreated = await t.call('POST', keysPath(otherShop), { cookie: stranger.cookie });
    otherKeys = (await otherCreated.json()) as TrackingKeys;
  });

  it('accepts a correctly signed server call as a verified event', async () => {
    const body = { id: 'evt-signed-1', order_id: 'S-1', total_price: 100, currency: 'czk' };
    const answer = await receipt(await signed(body), 201);
    expect(answer).toMatchObject({ eventId: 'evt-signed-1', created: true, verified: true });
    const [row] = await storedEvent('evt-signed-1');
    expect(row).toMatchObject({ order_id: 'S-1', currency: 'CZK', is_verified: true });
    expect(row!.raw_data).toEqual(body);
  });

  it('refuses a wrong, malformed or missing signature', async () => {
    const body = { id: 'evt-bad-sig' };
    const wrongSecret = await signed(body, { secret: 'zk_sec_not-the-secret-not-the-secret-xxxxxxxxx' });
    expect((await failure(wrongSecret, 401)).code).toBe('tracking_signature_invalid');
    // The body was changed after signing.
    const tampered = await signed(
      { id: 'evt-bad-sig', total_price: 1 },
      { signature: sign(keys.secret!, seconds(), JSON.stringify(body)) },
    );
    expect((await failure(tampered, 401)).code).toBe('tracking_signature_invalid');
    const malformed = await signed(body, { signature: 'md5=abc' });
    expect((await failure(malformed, 401)).code).toBe('tracking_signature_invalid');
    const noTimestamp = await t.app.request(`/api/track/${keys.publicKey}/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-ziskomer-signature': sign(keys.secret!, 0, '{}') },
      body: '{}',
    });
    expect((await failure(noTimestamp, 401)).code).toBe('tracking_signature_invalid');
    expect(await storedEvent('evt-bad-sig')).toEqual([]);
  });

  it('accepts a signature up to 5 minutes old or ahead, and refuses one older or further ahead', async () => {
    await receipt(await signed({ id: 'evt-299-old' }, { timestamp: seconds() - 299 }), 201);
    await receipt(await signed({ id: 'evt-300-ahead' }, { timestamp: seconds() + 300 }), 201);
    const old = await signed({ id: 'evt-301-old' }, { timestamp: seconds() - 301 });
    expect((await failure(old, 401)).code).toBe('tracking_signature_expired');
    const ahead = await signed({ id: 'evt-301-ahead' }, { timestamp: seconds() + 301 });
    expect((await failure(ahead, 401)).code).toBe('tracking_signature_expired');
  });

  it('refuses a replayed signed request; a re-signed retry is idempotent on the event id', async () => {
    const body = JSON.stringify({ id: 'evt-replay', order_id: 'R-1' });
    const timestamp = seconds();
    await receipt(await signed(body, { timestamp }), 201);
    const replay = await signed(body, { timestamp });
    expect((await failure(replay, 409)).code).toBe('tracking_replayed');
    const retry = await receipt(await signed(body, { timestamp: timestamp + 1 }), 200);
    expect(retry).toMatchObject({ eventId: 'evt-replay', created: false });
    expect(await storedEvent('evt-replay')).toHaveLength(1);
  });

  it("takes browser calls only from the shop's origins, as unverified events with CORS for that origin", async () => {
    const ok = await track(
      keys.publicKey!,
      { id: 'evt-browser', order_id: 'B-1' },
      { origin, contentType: 'text/plain' },
    );
    expect(await receipt(ok, 201)).toMatchObject({ verified: false, created: true });
    expect(ok.headers.get('access-control-allow-origin')).toBe(origin);
    const www = origin.replace('https://', 'https://www.');
    await receipt(await track(keys.publicKey!, { id: 'evt-browser-www' }, { origin: www }), 201);

    for (const foreign of [
      'https://evil.example',
      origin.replace('https://', 'http://'),
      `${origin}.evil.example`,
    ]) {
      const refused = await track(keys.publicKey!, { id: 'evt-foreign' }, { origin: foreign });
      expect((await failure(refused, 403)).code).toBe('tracking_origin_refused');
      expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    }
    // Neither signed nor from a browser on the shop's site.
    const bare = await track(keys.publicKey!, { id: 'evt-foreign' });
    expect((await failure(bare, 403)).code).toBe('tracking_origin_refused');
    expect(await storedEvent('evt-foreign')).toEqual([]);
    const [row] = await storedEvent('evt-browser');
    expect(row!.is_verified).toBe(false);
  });

  it('answers the CORS preflight for the shop’s origins only', async () => {
    const preflight = (from: string, key = keys.publicKey!) =>
      t.app.request(`/api/track/${key}/orders`, {
        method: 'OPTIONS',
        headers: { origin: from, 'access-control-request-method': 'POST' },
      });
    const allowed = await preflight(origin);
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(origin);
    expect(allowed.headers.get('access-control-allow-headers')).toBe('Content-Type');
    const refused = await preflight('https://evil.example');
    expect(refused.status).toBe(403);
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    // Another shop's origin with this shop's key.
    expect((await preflight(otherKeys.allowedOrigins[0]!)).status).toBe(403);
    expect((await preflight(origin, 'zk_pub_unknownunknownunknown')).status).toBe(403);
  });

  it('takes browser calls from the extra origins an admin allows, normalised, and from them only', async () => {
    const originsPath = `/api/shops/${shopId}/order-tracking/origins`;
    const checkout = 'https://pokladna.kavarna-extra.cz';
    const put = (user: TestUser, origins: string[], language = 'cs') =>
      t.call('PUT', originsPath, {
        cookie: user.cookie,
        body: { origins },
        headers: { 'accept-language': language },
      });

    expect((await put(viewer, [checkout])).status).toBe(403);
    expect((await put(stranger, [checkout])).status).toBe(404);
    const invalid = await failure(await put(owner, [checkout, 'http://nezabezpecene.cz', 'x']), 422);
    expect(invalid.code).toBe('tracking_origin_invalid');
    expect(invalid.message).toBe('Zadejte adresu webu s https://, například https://pokladna.mujobchod.cz.');
    expect(invalid.details?.issues?.map((issue) => issue.path)).toEqual(['origins.1', 'origins.2']);
    const tooMany = await failure(
      await put(
        owner,
        Array.from({ length: 11 }, (_, i) => `https://s${i}.cz`),
        'en',
      ),
      422,
    );
    expect(tooMany.code).toBe('tracking_origins_over_limit');
    expect(tooMany.message).toBe('At most 10 extra addresses can be allowed.');

    // A pasted page address keeps its origin; duplicates and the shop's own address are dropped.
    const saved = await put(owner, [`${checkout.toUpperCase()}/dekujeme`, checkout, origin]);
    expect(saved.status).toBe(200);
    const withExtra = (await saved.json()) as TrackingKeys;
    expect(withExtra.extraOrigins).toEqual([checkout]);
    expect(withExtra.allowedOrigins).toEqual([...keys.allowedOrigins, checkout]);

    await receipt(await track(keys.publicKey!, { id: 'evt-checkout' }, { origin: checkout }), 201);
    const preflight = await t.app.request(`/api/track/${keys.publicKey}/orders`, {
      method: 'OPTIONS',
      headers: { origin: checkout, 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBe(checkout);

    // Removed again: refused at once.
    const cleared = (await (await put(owner, [])).json()) as TrackingKeys;
    expect(cleared.extraOrigins).toEqual([]);
    const refused = await track(keys.publicKey!, { id: 'evt-checkout-2' }, { origin: checkout });
    expect((await failure(refused, 403)).code).toBe('tracking_origin_refused');
  });

  it('rate limits browser calls per address: 20 a minute, then 429 until the minute passes', async () => {
    const ip = '198.51.100.20';
    for (let i = 0; i < 20; i += 1) {
      await receipt(
        await track(keys.publicKey!, { id: `evt-rate-${i}`, is_test: true }, { origin, ip }),
        201,
      );
    }
    const over = await track(keys.publicKey!, { id: 'evt-rate-20', is_test: true }, { origin, ip });
    expect((await failure(over, 429)).code).toBe('rate_limited');
    // Another address, and signed server calls, are not held back.
    await receipt(
      await track(keys.publicKey!, { id: 'evt-rate-other', is_test: true }, { origin, ip: '198.51.100.21' }),
      201,
    );
    await receipt(await signed({ id: 'evt-rate-signed', is_test: true }, { ip }), 201);
    clock = new Date(clock.getTime() + 60_000);
    await receipt(await track(keys.publicKey!, { id: 'evt-rate-20', is_test: true }, { origin, ip }), 201);
  });

  it('answers 404 for an unknown public key, signed or not', async () => {
    const unknown = 'zk_pub_AAAAAAAAAAAAAAAAAAAAAAAA';
    expect((await failure(await track(unknown, { id: 'x' }, { secret: keys.secret! }), 404)).code).toBe(
      'not_found',
    );
    expect((await failure(await track(unknown, { id: 'x' }, { origin }), 404)).code).toBe('not_found');
  });

  it('applies the SPEC defaults to an empty event', async () => {
    clock = new Date('2025-03-11T10:30:00Z');
    const answer = await receipt(await signed({}), 201);
    expect(answer.eventId).toMatch(/^unknown_[0-9a-f]{32}$/);
    const [row] = await storedEvent(answer.eventId);
    expect(row).toMatchObject({
      order_id: 'N/A',
      store_name: 'N/A',
      currency: 'N/A',
      source: 'N/A',
      products: [],
      tracking_id: null,
      gclid: null,
      fbclid: null,
      is_test: false,
    });
    expect(Number(row!.total_price)).toBe(0);
    expect(new Date(row!.order_date).toISOString()).toBe('2025-03-11T10:30:00.000Z');
    // Blank texts count as missing.
    const blank = await receipt(await signed({ id: '  ', order_id: ' ', source: '' }), 201);
    expect(blank.eventId).toMatch(/^unknown_/);
    expect((await storedEvent(blank.eventId))[0]).toMatchObject({ order_id: 'N/A', source: 'N/A' });
  });

  it('reads the order date from order_date, else timestamp; products as an array or a JSON string', async () => {
    clock = new Date('2025-03-11T10:30:00Z');
    await receipt(
      await signed({
        id: 'evt-dates-1',
        order_id: 12345,
        order_date: '2025-03-10 14:05',
        timestamp: 1_741_600_000,
        total_price: '1 234,50',
        products: JSON.stringify([
          { code: 'K-1', name: 'Káva Brazil', quantity: 2, price: 299 },
          { name: 'Hrnek' },
        ]),
        gclid: 'Cj0KCQ',
        fbclid: 'IwAR1',
        source: 'google',
        store_name: 'Kavárna',
        is_test: false,
      }),
      201,
    );
    const [first] = await storedEvent('evt-dates-1');
    // 14:05 in Prague (UTC+1 in March before DST) is 13:05 UTC.
    expect(new Date(first!.order_date).toISOString()).toBe('2025-03-10T13:05:00.000Z');
    expect(first).toMatchObject({
      order_id: '12345',
      gclid: 'Cj0KCQ',
      fbclid: 'IwAR1',
      source: 'google',
      store_name: 'Kavárna',
    });
    expect(Number(first!.total_price)).toBe(1234.5);
    expect(first!.products).toEqual([
      { code: 'K-1', name: 'Káva Brazil', quantity: 2, price: 299 },
      { code: 'N/A', name: 'Hrnek', quantity: 1, price: 0 },
    ]);

    await receipt(await signed({ id: 'evt-dates-2', timestamp: 1_741_600_000 }), 201);
    const [second] = await storedEvent('evt-dates-2');
    expect(new Date(second!.order_date).toISOString()).toBe(new Date(1_741_600_000 * 1000).toISOString());
    await receipt(await signed({ id: 'evt-dates-3', timestamp: '2025-03-09T08:00:00Z', products: [] }), 201);
    const [third] = await storedEvent('evt-dates-3');
    expect(new Date(third!.order_date).toISOString()).toBe('2025-03-09T08:00:00.000Z');
  });

  it('is idempotent on the event id: the second event with an id changes nothing', async () => {
    await receipt(await signed({ id: 'evt-idem', order_id: 'I-1', total_price: 100 }), 201);
    const second = await receipt(await signed({ id: 'evt-idem', order_id: 'I-2', total_price: 999 }), 200);
    expect(second).toMatchObject({ created: false, eventId: 'evt-idem' });
    const rows = await storedEvent('evt-idem');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ order_id: 'I-1' });
    expect(second.id).toBe(rows[0]!.id);
  });

  describe('bad input', () => {
    const issue = async (body: unknown, code: string, path: string | null, language = 'en') => {
      const error = await failure(await signed(body, { language }), 422);
      expect(error.code).toBe(code);
      if (path !== null) expect(error.details?.issues[0]?.path).toBe(path);
      return error;
    };

    it('refuses a body over 64 KB with 413', async () => {
      const big = JSON.stringify({ id: 'evt-big', note: 'x'.repeat(64 * 1024) });
      expect((await failure(await signed(big), 413)).code).toBe('payload_too_large');
      const exactly = JSON.stringify({ id: 'evt-64k', note: '' });
      const padded = JSON.stringify({ id: 'evt-64k', note: 'x'.repeat(64 * 1024 - exactly.length) });
      expect(padded.length).toBe(64 * 1024);
      await receipt(await signed(padded), 201);
    });

    it('names wrong types in Czech and English', async () => {
      const cs = await issue({ total_price: 'abc' }, 'tracking_total_invalid', 'total_price', 'cs');
      expect(cs.message).toBe('Celková cena musí být nezáporné číslo (např. 1234.50).');
      const en = await issue({ total_price: 'abc' }, 'tracking_total_invalid', 'total_price', 'en');
      expect(en.message).toBe('The total price must be a non-negative number (e.g. 1234.50).');
      expect(en.details?.issues[0]?.message).toBe(en.message);
      await issue({ total_price: -5 }, 'tracking_total_invalid', 'total_price');
      await issue({ total_price: true }, 'tracking_total_invalid', 'total_price');
      await issue({ is_test: 'yes' }, 'tracking_test_flag_invalid', 'is_test');
      await issue({ currency: 'Kč' }, 'tracking_currency_invalid', 'currency');
      await issue({ order_id: { nested: 1 } }, 'tracking_id_invalid', 'order_id');
      await issue({ order_id: 1.5 }, 'tracking_id_invalid', 'order_id');
      await issue({ gclid: 42 }, 'tracking_text_invalid', 'gclid');
      await issue({ order_id: 'x'.repeat(201) }, 'tracking_field_too_long', 'order_id');
      await issue({ products: { code: 'A' } }, 'tracking_products_invalid', 'products');
      await issue({ products: '[{"code": "A"' }, 'tracking_products_invalid', 'products');
      await issue(
        { products: [{ code: 'A', quantity: 'many' }] },
        'tracking_products_invalid',
        'products.0.quantity',
      );
      await issue({ order_date: '31.02.2025' }, 'tracking_date_invalid', 'order_date');
      await issue({ order_date: 'včera' }, 'tracking_date_invalid', 'order_date');
      await issue({ order_date: '2025-03-20' }, 'tracking_date_invalid', 'order_date');
      await issue({ timestamp: 1e20 }, 'tracking_date_invalid', 'timestamp');
    });

    it('refuses NUL bytes anywhere, unpaired surrogates, non-objects and deep nesting', async () => {
      await issue({ order_id: 'A\u0000B' }, 'tracking_text_invalid', 'order_id');
      await issue({ extra: { note: 'x\u0000' } }, 'tracking_text_invalid', 'extra.note');
      await issue({ 'k\u0000': 1 }, 'tracking_text_invalid', 'k\u0000');
      await issue('{"note": "\\ud800"}', 'tracking_text_invalid', 'note');
      await issue({ store_name: 'tab\there' }, 'tracking_text_invalid', 'store_name');
      await issue('not json', 'tracking_body_invalid', null);
      await issue('[1, 2]', 'tracking_body_invalid', null);
      await issue('null', 'tracking_body_invalid', null);
      await issue(`${'{"a":'.repeat(40)}1${'}'.repeat(40)}`, 'tracking_body_invalid', null);
    });

    it('refuses huge product arrays', async () => {
      const line = { code: 'A', quantity: 1, price: 1 };
      await receipt(
        await signed({ id: 'evt-500-lines', products: Array.from({ length: 500 }, () => line) }),
        201,
      );
      await issue(
        { products: Array.from({ length: 501 }, () => line) },
        'tracking_products_over_limit',
        'products',
      );
      await issue(
        { products: Array.from({ length: 20_000 }, () => 0) },
        'tracking_products_over_limit',
        'products',
      );
    });

    it('keeps nothing of a refused request, and a refused signed request does not use up its signature', async () => {
      const timestamp = seconds();
      const bad = JSON.stringify({ id: 'evt-refused', total_price: 'abc' });
      await failure(await signed(bad, { timestamp }), 422);
      await failure(await signed(bad, { timestamp }), 422);
      expect(await storedEvent('evt-refused')).toEqual([]);
    });
  });

  describe('pairing and margins', () => {
    let pairShop: string;
    let pairKeys: TrackingKeys;

    beforeAll(async () => {
      pairShop = await createShop(t, owner, 'Parovani');
      pairKeys = (await (
        await t.call('POST', keysPath(pairShop), { cookie: owner.cookie })
      ).json()) as TrackingKeys;
      const orders = [
        // Real margin: 363 of 1 210 → 30 %, COGS 847.
        { orderId: 'P-1', orderDate: '2025-03-01', revenue: 1210, margin: 363 },
        // No margin: the 30 % estimate, 450 of 1 500, COGS 1 050.
        { orderId: 'P-2', orderDate: '2025-03-02', revenue: 1500 },
        // Real margin 250 of 1 500 → 16.67 %, COGS 1 250.
        { orderId: 'P-3', orderDate: '2025-03-03', revenue: 1500, margin: 250 },
        // Imported but never tracked.
        { orderId: 'P-4', orderDate: '2025-03-04', revenue: 100 },
      ];
      for (const order of orders) {
        const response = await t.call('POST', `/api/shops/${pairShop}/orders`, {
          cookie: owner.cookie,
          body: order,
        });
        expect(response.status, await response.clone().text()).toBe(201);
      }
      const events = [
        { id: 'e1', order_id: 'P-1', total_price: 1210 },
        { id: 'e2', order_id: 'P-2', total_price: 1500 },
        { id: 'e3', order_id: 'P-3', total_price: 1500 },
        { id: 'e4', order_id: 'X-404', total_price: 50 },
        { id: 'e5', order_id: 'X-405', total_price: 60 },
        // Test rows: one pairs with a real order, one does not; neither counts.
        { id: 't1', order_id: 'P-1', is_test: true },
        { id: 't2', order_id: 'TEST', is_test: true },
      ];
      for (const [index, event] of events.entries()) {
        clock = new Date(Date.UTC(2025, 2, 12, 8, index));
        await receipt(await track(pairKeys.publicKey!, event, { secret: pairKeys.secret! }), 201);
      }
    });

    it('counts total, paired and unpaired without the test rows', async () => {
      const all = await list(owner, '', pairShop);
      expect(all.counts).toEqual({ total: 5, paired: 3, unpaired: 2, test: 2 });
      expect(all.matching).toBe(7);
      expect(all.items.map((event) => event.eventId)).toEqual(['t2', 't1', 'e5', 'e4', 'e3', 'e2', 'e1']);
    });

    it('filters paired, unpaired and test rows', async () => {
      const ids = async (filter: string) =>
        (await list(owner, `?filter=${filter}`, pairShop)).items.map((event) => event.eventId);
      expect(await ids('paired')).toEqual(['e3', 'e2', 'e1']);
      expect(await ids('unpaired')).toEqual(['e5', 'e4']);
      expect(await ids('test')).toEqual(['t2', 't1']);
      const bad = await t.call('GET', `/api/shops/${pairShop}/order-events?filter=nope`, {
        cookie: owner.cookie,
      });
      expect(bad.status).toBe(422);
    });

    it('derives margin, margin %, COGS and status from the paired order', async () => {
      const byId = new Map((await list(owner, '', pairShop)).items.map((event) => [event.eventId, event]));
      expect(byId.get('e1')).toMatchObject({
        paired: true,
        orderPriceWithVat: 1210,
        margin: 363,
        marginPercentage: 30,
        cogs: 847,
        marginStatus: 'calculated',
      });
      expect(byId.get('e2')).toMatchObject({
        paired: true,
        orderPriceWithVat: 1500,
        margin: 450,
        marginPercentage: 30,
        cogs: 1050,
        marginStatus: 'estimated',
      });
      expect(byId.get('e3')).toMatchObject({
        margin: 250,
        marginPercentage: 16.67,
        cogs: 1250,
        marginStatus: 'calculated',
      });
      expect(byId.get('e4')).toMatchObject({
        paired: false,
        orderPriceWithVat: null,
        margin: null,
        marginPercentage: null,
        cogs: null,
        marginStatus: 'unpaired',
      });
      expect(byId.get('t1')).toMatchObject({ isTest: true, paired: true, marginStatus: 'calculated' });
    });

    it('pairs an event with an order imported later', async () => {
      const response = await t.call('POST', `/api/shops/${pairShop}/orders`, {
        cookie: owner.cookie,
        body: { orderId: 'X-404', orderDate: '2025-03-05', revenue: 50, margin: 10 },
      });
      expect(response.status).toBe(201);
      const after = await list(owner, '', pairShop);
      expect(after.counts).toEqual({ total: 5, paired: 4, unpaired: 1, test: 2 });
      expect(after.items.find((event) => event.eventId === 'e4')).toMatchObject({
        margin: 10,
        marginPercentage: 20,
        cogs: 40,
      });
    });

    it('pages newest first, 50 a page, at most 1 000 events deep', async () => {
      await withScope(t.deps.db, { userId: null, shopId: pairShop }, (trx) =>
        sql`INSERT INTO order_events (shop_id, event_id, order_id, order_date, created_at)
            SELECT ${pairShop}::uuid, 'bulk-' || n, 'B-' || n, now(), timestamptz '2025-01-01' + n * interval '1 minute'
            FROM generate_series(1, 1100) AS n`.execute(trx),
      );
      const first = await list(owner, '?filter=unpaired', pairShop);
      expect(first.matching).toBe(1101);
      expect(first.pageCount).toBe(20);
      expect(first.items).toHaveLength(50);
      expect(first.items[0]!.eventId).toBe('e5');
      expect(first.items[1]!.eventId).toBe('bulk-1100');
      const last = await list(owner, '?filter=unpaired&page=20', pairShop);
      expect(last.items.at(-1)!.eventId).toBe(`bulk-${1100 - 998}`);
      const beyond = await t.call('GET', `/api/shops/${pairShop}/order-events?page=21`, {
        cookie: owner.cookie,
      });
      expect(beyond.status).toBe(422);
    });
  });

  describe('tenancy and rotation', () => {
    it("never shows one shop's events in another, and strangers get 404", async () => {
      await receipt(
        await track(otherKeys.publicKey!, { id: 'evt-other-shop' }, { secret: otherKeys.secret! }),
        201,
      );
      const mine = await list(owner);
      expect(mine.items.some((event) => event.eventId === 'evt-other-shop')).toBe(false);
      const theirs = await list(stranger, '', otherShop);
      expect(theirs.items.map((event) => event.eventId)).toEqual(['evt-other-shop']);
      for (const path of ['order-events', 'order-tracking/keys']) {
        expect(
          (await t.call('GET', `/api/shops/${shopId}/${path}`, { cookie: stranger.cookie })).status,
        ).toBe(404);
      }
      // Another shop's secret does not sign for this shop's key.
      const crossed = await track(keys.publicKey!, { id: 'evt-crossed' }, { secret: otherKeys.secret! });
      expect((await failure(crossed, 401)).code).toBe('tracking_signature_invalid');
    });

    it('rotates the secret and the public key; the old ones stop working at once', async () => {
      expect(
        (await t.call('POST', `${keysPath()}/rotate`, { cookie: viewer.cookie, body: { key: 'secret' } }))
          .status,
      ).toBe(403);
      const badKind = await t.call('POST', `${keysPath()}/rotate`, {
        cookie: owner.cookie,
        body: { key: 'both' },
      });
      expect(badKind.status).toBe(422);

      const oldSecret = keys.secret!;
      const rotated = await t.call('POST', `${keysPath()}/rotate`, {
        cookie: owner.cookie,
        body: { key: 'secret' },
      });
      expect(rotated.status).toBe(200);
      const afterSecret = (await rotated.json()) as TrackingKeys;
      expect(afterSecret.publicKey).toBe(keys.publicKey);
      expect(afterSecret.secret).not.toBe(oldSecret);
      expect(afterSecret.rotatedAt).not.toBeNull();
      const old = await track(keys.publicKey!, { id: 'evt-old-secret' }, { secret: oldSecret });
      expect((await failure(old, 401)).code).toBe('tracking_signature_invalid');
      await receipt(
        await track(keys.publicKey!, { id: 'evt-new-secret' }, { secret: afterSecret.secret! }),
        201,
      );

      const publicRotation = await t.call('POST', `${keysPath()}/rotate`, {
        cookie: owner.cookie,
        body: { key: 'public' },
      });
      const afterPublic = (await publicRotation.json()) as TrackingKeys;
      expect(afterPublic.publicKey).not.toBe(keys.publicKey);
      expect(afterPublic.secret).toBe(afterSecret.secret);
      expect((await track(keys.publicKey!, { id: 'evt-old-key' }, { origin })).status).toBe(404);
      await receipt(await track(afterPublic.publicKey!, { id: 'evt-new-key' }, { origin }), 201);
      keys = afterPublic;
    });
  });
});
