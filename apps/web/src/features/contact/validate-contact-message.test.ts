import { describe, expect, it } from 'vitest';
import { validateContactMessage } from './validate-contact-message.ts';

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
});
