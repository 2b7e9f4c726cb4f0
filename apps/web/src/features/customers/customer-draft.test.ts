import { describe, expect, it } from 'vitest';
import { buildCustomerInput, EMPTY_CUSTOMER_DRAFT } from './customer-draft.ts';

describe('the customer sent to the API', () => {
  it('trims and lower-cases the e-mail and leaves out empty fields', () => {
    expect(
      buildCustomerInput({
        ...EMPTY_CUSTOMER_DRAFT,
        email: '  Jana.Novakova@Example.CZ ',
        name: ' Jana ',
        city: ' ',
      }),
    ).toEqual({ ok: true, input: { email: 'jana.novakova@example.cz', name: 'Jana' } });
  });

  it('keeps every field that is filled in', () => {
    const draft = {
      email: 'a@b.cz',
      name: 'A',
      phone: '+420 777 000 111',
      city: 'Brno',
      country: 'CZ',
      zip: '602 00',
    };
    expect(buildCustomerInput(draft)).toEqual({ ok: true, input: draft });
  });

  it('requires a valid e-mail', () => {
    expect(buildCustomerInput(EMPTY_CUSTOMER_DRAFT)).toEqual({ ok: false, issues: { email: 'required' } });
    expect(buildCustomerInput({ ...EMPTY_CUSTOMER_DRAFT, email: 'jana@' })).toEqual({
      ok: false,
      issues: { email: 'invalid_format' },
    });
  });

  it('names every field that is too long, also when the e-mail is missing', () => {
    expect(
      buildCustomerInput({ ...EMPTY_CUSTOMER_DRAFT, name: 'x'.repeat(201), zip: '1'.repeat(21) }),
    ).toEqual({
      ok: false,
      issues: { email: 'required', name: 'too_big', zip: 'too_big' },
    });
  });
});
