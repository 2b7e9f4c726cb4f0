import { describe, expect, it } from 'vitest';
import { getSignInTarget } from './get-sign-in-target.ts';
import { validateNewPassword, validateSignIn, validateSignUp } from './validate-auth-form.ts';

describe('SPEC §5 form rules', () => {
  const valid = {
    email: 'jana@eshop.cz',
    password: 'tajne heslo',
    confirmPassword: 'tajne heslo',
    fullName: 'Jana',
  };

  it('accepts a complete, valid sign-up', () => {
    expect(validateSignUp(valid)).toEqual({});
  });

  it('names each broken sign-up field', () => {
    expect(
      validateSignUp({ email: 'jana@eshop', password: '12345', confirmPassword: '1234', fullName: ' J ' }),
    ).toEqual({
      email: 'invalidEmail',
      password: 'passwordTooShort',
      confirmPassword: 'passwordsMismatch',
      fullName: 'nameTooShort',
    });
  });

  it('counts the name after trimming and allows exactly 6 and 128 password characters', () => {
    expect(validateSignUp({ ...valid, fullName: '  Jo  ' })).toEqual({});
    expect(validateNewPassword({ password: '123456', confirmPassword: '123456' })).toEqual({});
    const long = 'x'.repeat(128);
    expect(validateNewPassword({ password: long, confirmPassword: long })).toEqual({});
    expect(validateNewPassword({ password: `${long}x`, confirmPassword: `${long}x` })).toEqual({
      password: 'passwordTooLong',
    });
  });

  it('checks only the address pattern at sign-in', () => {
    expect(validateSignIn({ email: ' jana@eshop.cz ', password: 'x' })).toEqual({});
    expect(validateSignIn({ email: 'jana eshop.cz', password: 'x' })).toEqual({ email: 'invalidEmail' });
  });
});

describe('where signing in leads', () => {
  const origin = 'https://app.ziskomer.cz';

  it('follows ?redirect= within the site, else the remembered page, else /', () => {
    expect(getSignInTarget(null, '/settings?tab=profile', origin)).toBe('/settings?tab=profile');
    expect(getSignInTarget({ from: { pathname: '/import', search: '', hash: '' } }, null, origin)).toBe(
      '/import',
    );
    expect(getSignInTarget(null, null, origin)).toBe('/');
  });

  it('never leaves the site', () => {
    expect(getSignInTarget(null, 'https://evil.example/x', origin)).toBe('/');
    expect(getSignInTarget(null, '//evil.example/x', origin)).toBe('/');
    expect(getSignInTarget(null, '/auth', origin)).toBe('/');
  });
});
