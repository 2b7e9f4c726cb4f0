import { describe, expect, it } from 'vitest';
import { validateScheduleForm } from './validate-schedule-form.ts';

describe('validateScheduleForm', () => {
  const url = 'https://www.mujeshop.cz/export/objednavky.csv';

  it('accepts a name and a full http(s) address', () => {
    expect(validateScheduleForm({ name: 'Shoptet', url })).toEqual({});
    expect(validateScheduleForm({ name: 'Shoptet', url: 'http://export.cz:8080/a.csv?token=abc' })).toEqual(
      {},
    );
  });

  it('needs a name of at most 120 characters', () => {
    expect(validateScheduleForm({ name: '   ', url }).name).toBe('form.nameRequired');
    expect(validateScheduleForm({ name: 'x'.repeat(121), url }).name).toBe('form.nameTooLong');
  });

  it.each([
    ['', 'form.urlRequired'],
    ['www.mujeshop.cz/export.csv', 'form.urlInvalid'],
    ['ftp://mujeshop.cz/export.csv', 'form.urlInvalid'],
    ['file:///etc/passwd', 'form.urlInvalid'],
    [`https://mujeshop.cz/${'a'.repeat(2100)}`, 'form.urlInvalid'],
    ['https://jana:heslo@mujeshop.cz/export.csv', 'form.urlCredentials'],
  ])('refuses the address %s', (value, error) => {
    expect(validateScheduleForm({ name: 'Shoptet', url: value }).url).toBe(error);
  });
});
