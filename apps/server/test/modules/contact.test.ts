import { type Database, withScope } from '@ziskomer/db';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONTACT_PER_ADDRESS } from '../../src/modules/contact/contact-rate-limit.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { testEngines } from '../helpers/test-db.ts';

interface ErrorBody {
  error: { code: string; message: string; details?: { issues: { path: string; code: string }[] } };
}

const VALID = {
  name: 'Petra Nováková',
  email: 'petra@kava-shop.cz',
  subject: 'Propojení se Shoptetem',
  message: 'Dobrý den,\nzvládnete import z Shoptetu?\nDěkuji',
  page: 'support',
};

/** The stored messages, read as the table's owner: the app's own role may only insert them. */
async function storedMessages(db: Kysely<Database>) {
  return db.transaction().execute(async (trx) => {
    await sql`SET LOCAL ROLE NONE`.execute(trx);
    return trx.selectFrom('contact_messages').selectAll().orderBy('created_at').execute();
  });
}

describe.each(testEngines)('the contact form on %s', (engine) => {
  let t: TestApp;
  let address = 0;
  /** Each test writes from an address of its own, so the per-address limit of one does not touch another. */
  const from = () => ({ 'x-ziskomer-client-ip': `203.0.113.${address}` });

  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  beforeEach(() => {
    address += 1;
  });
  afterAll(() => t.close());

  const send = (body: unknown, headers: Record<string, string> = {}) =>
    t.call('POST', '/api/contact', { body, headers: { ...from(), ...headers } });

  it('stores the message and e-mails it to the operator, with a reply to the sender', async () => {
    const before = t.emails.length;
    const response = await send(VALID);
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ received: true });

    const stored = await storedMessages(t.deps.db);
    expect(stored.at(-1)).toMatchObject({
      name: VALID.name,
      email: VALID.email,
      subject: VALID.subject,
      message: VALID.message,
      page: 'support',
      language: 'cs',
    });
    const mail = t.emails.slice(before);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({
      to: 'operator@ziskomer.test',
      subject: 'Kontaktní formulář: Propojení se Shoptetem',
      headers: { 'Reply-To': VALID.email },
    });
    expect(mail[0]!.text).toContain('zvládnete import z Shoptetu?');
  });

  it('escapes the sender’s text in the HTML of the e-mail', async () => {
    const before = t.emails.length;
    await send({ ...VALID, name: '<b>Robot</b>', message: '<script>alert(1)</script>' });
    const html = t.emails.slice(before)[0]!.html;
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
  });

  it('answers a filled honeypot like any message, but stores and sends nothing', async () => {
    const stored = (await storedMessages(t.deps.db)).length;
    const before = t.emails.length;
    const response = await send({ ...VALID, website: 'https://spam.example' });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ received: true });
    expect(await storedMessages(t.deps.db)).toHaveLength(stored);
    expect(t.emails.length).toBe(before);
  });

  it('names every wrong field with a code and a Czech or English message', async () => {
    const response = await send({ name: ' ', email: 'petra@', subject: '', message: '' });
    expect(response.status).toBe(422);
    const body = (await response.json()) as ErrorBody;
    expect(body.error.code).toBe('contact_name_required');
    expect(body.error.message).toBe('Vyplňte své jméno.');
    expect(body.error.details!.issues.map((issue) => [issue.path, issue.code])).toEqual([
      ['name', 'contact_name_required'],
      ['email', 'contact_email_invalid'],
      ['subject', 'contact_subject_required'],
      ['message', 'contact_message_required'],
    ]);

    const english = await send({ ...VALID, email: 'nope' }, { 'accept-language': 'en' });
    expect(((await english.json()) as ErrorBody).error).toMatchObject({
      code: 'contact_email_invalid',
      message: 'Enter a valid e-mail address so that we can reply.',
    });
    const long = await send({ ...VALID, message: 'x'.repeat(5001) });
    expect(((await long.json()) as ErrorBody).error.code).toBe('contact_field_too_long');
  });

  it('refuses strange input with a 4xx, never a 500', async () => {
    for (const body of [null, [], 'text', { ...VALID, name: 42 }, { ...VALID, subject: 'a\u0000b' }]) {
      const response = await send(body);
      expect(response.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(response.status, JSON.stringify(body)).toBeLessThan(500);
    }
  });

  it('limits the messages from one address and says when to try again', async () => {
    for (let i = 0; i < CONTACT_PER_ADDRESS; i += 1) expect((await send(VALID)).status).toBe(202);
    const refused = await send(VALID);
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as ErrorBody).error.code).toBe('rate_limited');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address still gets through.
    expect(
      (
        await t.call('POST', '/api/contact', {
          body: VALID,
          headers: { 'x-ziskomer-client-ip': '198.51.100.7' },
        })
      ).status,
    ).toBe(202);
  });

  it('lets the app role add a message but not read one back', async () => {
    const rows = await withScope(t.deps.db, { userId: null }, (trx) =>
      trx.selectFrom('contact_messages').select('id').execute(),
    );
    expect(rows).toEqual([]);
  });
});
