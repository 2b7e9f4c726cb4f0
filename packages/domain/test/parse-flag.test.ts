import { describe, expect, it } from 'vitest';
import { getCustomerKey } from '../src/customer-key.ts';
import { getPaidFromStatus, isCancelledStatus, parseFlag } from '../src/parse-flag.ts';

describe('parseFlag and status words', () => {
  it('reads Czech and English yes/no and payment states', () => {
    expect(parseFlag('Ano')).toEqual({ ok: true, value: true });
    expect(parseFlag('ne')).toEqual({ ok: true, value: false });
    expect(parseFlag('paid')).toEqual({ ok: true, value: true });
    expect(parseFlag('pending')).toEqual({ ok: true, value: false });
    expect(parseFlag('')).toEqual({ ok: true, value: null });
    expect(parseFlag('možná')).toEqual({ ok: false, code: 'invalid_flag' });
  });

  it('reads cancellation and payment from statuses', () => {
    expect(isCancelledStatus('Stornována')).toBe(true);
    expect(isCancelledStatus('cancelled')).toBe(true);
    expect(isCancelledStatus('Vyřízena')).toBe(false);
    expect(getPaidFromStatus('Nezaplacena')).toBe(false);
    expect(getPaidFromStatus('Zaplacena')).toBe(true);
    expect(getPaidFromStatus('completed')).toBe(true);
    expect(getPaidFromStatus('Nová')).toBeNull();
  });
});

describe('getCustomerKey', () => {
  it('normalises e-mails to NFC, trimmed and lower-case', () => {
    expect(getCustomerKey(' C\u030cERNY@Example.CZ ', null)).toBe('černy@example.cz');
    expect(getCustomerKey('\u010cerny@example.cz', '777')).toBe(
      getCustomerKey('C\u030cerny@example.cz', null),
    );
  });

  it('falls back to phone digits, then to no key', () => {
    expect(getCustomerKey(null, '+420 777 123 456')).toBe('tel:420777123456');
    expect(getCustomerKey('', '777 123 456')).toBe('tel:420777123456');
    expect(getCustomerKey('  ', '00420777123456')).toBe('tel:420777123456');
    expect(getCustomerKey(null, '12')).toBeNull();
    expect(getCustomerKey(null, null)).toBeNull();
  });
});
