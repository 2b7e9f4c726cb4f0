import { describe, expect, it } from 'vitest';
import { checkPassword } from '../src/password-policy.ts';

describe('checkPassword', () => {
  it('keeps the SPEC minimum of 6 characters', () => {
    expect(checkPassword('abc12')).toBe('too_short');
    expect(checkPassword('kytka7')).toBeNull();
  });

  it('refuses the most common passwords and runs of one character', () => {
    expect(checkPassword('password123')).toBe('too_common');
    expect(checkPassword('Heslo123')).toBe('too_common');
    expect(checkPassword('aaaaaaa')).toBe('too_common');
  });

  it('needs no digits or symbols, and takes long and Unicode passphrases', () => {
    expect(checkPassword('correcthorsebatterystaple')).toBeNull();
    expect(checkPassword('Příliš žluťoučký kůň')).toBeNull();
    expect(checkPassword(`${'x'.repeat(63)}y`)).toBeNull();
    expect(checkPassword('ab'.repeat(64))).toBeNull();
    expect(checkPassword(`${'ab'.repeat(64)}c`)).toBe('too_long');
  });
});
