import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Seals secrets that must be stored (connector refresh and access tokens) with AES-256-GCM.
 * A sealed value is `v<version>.<iv>.<ciphertext+tag>` (base64url), so the key that sealed it is
 * known when it is opened: keys rotate by putting a new one first in ENCRYPTION_KEY and keeping
 * the old ones after it until every row was sealed again (a reconnect or token refresh re-seals).
 * `context` is bound as additional authenticated data: a value sealed for one connection does not
 * open as another's.
 */
export interface SecretBox {
  seal(plain: string, context: string): string;
  open(sealed: string, context: string): string;
  /** The version new values are sealed with. */
  readonly currentVersion: number;
}

const IV_BYTES = 12;
const TAG_BYTES = 16;
/** The version of the key derived from AUTH_SECRET when ENCRYPTION_KEY is not set. */
export const DERIVED_KEY_VERSION = 0;

export class SecretBoxError extends Error {}

/**
 * `encryptionKey` is ENCRYPTION_KEY: one base64 key of 32 bytes (version 1), or a list
 * `3:<base64>,2:<base64>` whose first entry seals. Without it a key is derived from the auth secret
 * (HKDF-SHA256), version 0. A key of the wrong length stops the server at start.
 */
export function createSecretBox(options: {
  encryptionKey: string | undefined;
  authSecret: string;
}): SecretBox {
  const keys = options.encryptionKey
    ? parseKeys(options.encryptionKey)
    : [
        {
          version: DERIVED_KEY_VERSION,
          key: Buffer.from(hkdfSync('sha256', options.authSecret, 'ziskomer', 'connector-tokens', 32)),
        },
      ];
  const byVersion = new Map(keys.map((entry) => [entry.version, entry.key]));
  const current = keys[0]!;
  return {
    currentVersion: current.version,
    seal(plain, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', current.key, iv);
      cipher.setAAD(Buffer.from(context));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
      return `v${current.version}.${iv.toString('base64url')}.${body.toString('base64url')}`;
    },
    open(sealed, context) {
      const match = /^v(\d+)\.([\w-]+)\.([\w-]+)$/.exec(sealed);
      if (!match) throw new SecretBoxError('not a sealed value');
      const key = byVersion.get(Number(match[1]));
      if (!key) throw new SecretBoxError(`no key of version ${match[1]}`);
      const iv = Buffer.from(match[2]!, 'base64url');
      const body = Buffer.from(match[3]!, 'base64url');
      if (iv.length !== IV_BYTES || body.length < TAG_BYTES) throw new SecretBoxError('not a sealed value');
      const decipher = createDecipheriv('aes-256-gcm', key, iv);
      decipher.setAAD(Buffer.from(context));
      decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
      try {
        return Buffer.concat([
          decipher.update(body.subarray(0, body.length - TAG_BYTES)),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        throw new SecretBoxError('the sealed value does not open with its key');
      }
    },
  };
}

function parseKeys(value: string): { version: number; key: Buffer }[] {
  const entries = value.split(',').map((part) => part.trim());
  const keys = entries.map((entry, index) => {
    const [versionText, keyText] = entry.includes(':') ? entry.split(':', 2) : ['1', entry];
    const version = Number(versionText);
    if (!Number.isInteger(version) || version < 1)
      throw new Error(`ENCRYPTION_KEY entry ${index + 1}: the version must be a whole number from 1`);
    const key = Buffer.from(keyText ?? '', 'base64');
    if (key.length !== 32)
      throw new Error(
        `ENCRYPTION_KEY entry ${index + 1}: the key must be 32 bytes in base64 (openssl rand -base64 32)`,
      );
    return { version, key };
  });
  if (new Set(keys.map((entry) => entry.version)).size !== keys.length)
    throw new Error('ENCRYPTION_KEY: two keys have the same version');
  return keys;
}
