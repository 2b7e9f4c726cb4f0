import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * The tracking secret at rest (DESIGN §7: tokens encrypted with AES-256-GCM, key outside the
 * database, key version stored). HMAC needs the secret itself, so unlike API keys it cannot be
 * kept as a hash. The key is derived from the server's own secret (AUTH_SECRET or the generated
 * one in DATA_DIR) with HKDF, so a copy of the database alone does not reveal any secret; if that
 * server secret changes, the stored secrets can no longer be read and an admin rotates them.
 */
const VERSION = 'v1';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

function deriveKey(serverSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', serverSecret, 'ziskomer', 'tracking-secret v1', 32));
}

export function encryptTrackingSecret(secret: string, serverSecret: string): string {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', deriveKey(serverSecret), nonce);
  const encrypted = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return `${VERSION}.${Buffer.concat([nonce, cipher.getAuthTag(), encrypted]).toString('base64url')}`;
}

/** The secret, or null when it was encrypted under another key or version (it must be rotated). */
export function decryptTrackingSecret(stored: string, serverSecret: string): string | null {
  const [version, payload] = stored.split('.');
  if (version !== VERSION || !payload) return null;
  const bytes = Buffer.from(payload, 'base64url');
  if (bytes.length <= NONCE_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', deriveKey(serverSecret), bytes.subarray(0, NONCE_BYTES));
    decipher.setAuthTag(bytes.subarray(NONCE_BYTES, NONCE_BYTES + TAG_BYTES));
    return Buffer.concat([
      decipher.update(bytes.subarray(NONCE_BYTES + TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return null;
  }
}
