import { createHmac } from 'node:crypto';

const HASHED = 'hmac-sha256:';

/**
 * Recovery codes are stored as keyed hashes, not in a form that can be turned back into the
 * codes. better-auth keeps the list as one JSON string and checks a code by exact membership, so
 * the list is hashed on the way in (`encrypt`), left as it is on the way out (`decrypt`), and the
 * submitted code is hashed the same way before better-auth compares (see auth-hooks.ts). Entries
 * already hashed pass through, because better-auth re-stores the remaining list after each use.
 */
export function createBackupCodeHasher(secret: string) {
  const hashCode = (code: string) =>
    HASHED + createHmac('sha256', secret).update(code.trim()).digest('base64url');
  return {
    hashCode,
    storeBackupCodes: {
      encrypt: async (json: string) =>
        JSON.stringify(
          (JSON.parse(json) as string[]).map((code) => (code.startsWith(HASHED) ? code : hashCode(code))),
        ),
      decrypt: async (stored: string) => stored,
    },
  };
}
