import { describe, expect, it } from 'vitest';
import { composeContactMailto, validateContactMessage } from './compose-contact-mail.ts';

const message = {
  name: 'Jana Nováková',
  email: 'jana@example.cz',
  subject: 'Dotaz na POAS',
  message: 'Dobrý den, …',
};

describe('contact form', () => {
  it('requires every field', () => {
    expect(validateContactMessage({ name: ' ', email: '', subject: '', message: '' })).toEqual({
      name: 'required',
      email: 'required',
      subject: 'required',
      message: 'required',
    });
    expect(validateContactMessage(message)).toEqual({});
  });

  it('rejects an address without the simple pattern', () => {
    expect(validateContactMessage({ ...message, email: 'jana@example' })).toEqual({ email: 'email' });
  });

  it('composes a mailto: link with the subject and a signed body', () => {
    const link = composeContactMailto('info@ziskomer.cz', message, 'Odesílatel');
    const url = new URL(link);
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe('info@ziskomer.cz');
    expect(url.searchParams.get('subject')).toBe('Dotaz na POAS');
    expect(url.searchParams.get('body')).toBe(
      'Dobrý den, …\n\n--\nOdesílatel: Jana Nováková <jana@example.cz>',
    );
  });
});
