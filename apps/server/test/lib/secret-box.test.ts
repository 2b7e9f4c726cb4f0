import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSecretBox, SecretBoxError } from '../../src/lib/secret-box/secret-box.ts';

const key = () => randomBytes(32).toString('base64');
const authSecret = 'test-secret-test-secret-test-secret-0123';

describe('secret box (connector tokens at rest)', () => {
  it('seals with a key derived from AUTH_SECRET (version 0) and opens only in the same context', () => {
    const box = createSecretBox({ encryptionKey: undefined, authSecret });
    const sealed = box.seal('1//refresh-token', 'shop-1:google_ads:refresh');
    expect(sealed).toMatch(/^v0\.[\w-]{16}\.[\w-]+$/);
    expect(sealed).not.toContain('refresh-token');
    expect(box.open(sealed, 'shop-1:google_ads:refresh')).toBe('1//refresh-token');
    // Another shop's or another kind's context does not open it.
    expect(() => box.open(sealed, 'shop-2:google_ads:refresh')).toThrow(SecretBoxError);
    expect(() => box.open(sealed, 'shop-1:google_ads:access')).toThrow(SecretBoxError);
    // Nor does a different AUTH_SECRET, or a changed byte.
    expect(() =>
      createSecretBox({ encryptionKey: undefined, authSecret: `${authSecret}x` }).open(
        sealed,
        'shop-1:google_ads:refresh',
      ),
    ).toThrow(SecretBoxError);
    const tampered = `${sealed.slice(0, -2)}${sealed.at(-2) === 'A' ? 'B' : 'A'}${sealed.at(-1)}`;
    expect(() => box.open(tampered, 'shop-1:google_ads:refresh')).toThrow(SecretBoxError);
    // Two seals of one value differ (a fresh IV each time).
    expect(box.seal('same', 'c')).not.toBe(box.seal('same', 'c'));
  });

  it('rotates: the first key of ENCRYPTION_KEY seals, the others still open older values', () => {
    const oldKey = key();
    const before = createSecretBox({ encryptionKey: oldKey, authSecret });
    expect(before.currentVersion).toBe(1);
    const old = before.seal('token', 'ctx');
    expect(old).toMatch(/^v1\./);
    const after = createSecretBox({ encryptionKey: `2:${key()},1:${oldKey}`, authSecret });
    expect(after.currentVersion).toBe(2);
    expect(after.open(old, 'ctx')).toBe('token');
    expect(after.seal('token', 'ctx')).toMatch(/^v2\./);
    // Once the old key is dropped, its values no longer open.
    const dropped = createSecretBox({ encryptionKey: `2:${key()}`, authSecret });
    expect(() => dropped.open(old, 'ctx')).toThrow(/no key of version 1/);
  });

  it('refuses a key that is not 32 bytes, or two keys of one version, at start', () => {
    expect(() => createSecretBox({ encryptionKey: 'c2hvcnQ=', authSecret })).toThrow(/32 bytes/);
    expect(() => createSecretBox({ encryptionKey: `1:${key()},1:${key()}`, authSecret })).toThrow(
      /same version/,
    );
    expect(() => createSecretBox({ encryptionKey: `0:${key()}`, authSecret })).toThrow(/version/);
  });
});
