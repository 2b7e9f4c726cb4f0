import { hash, verify } from '@node-rs/argon2';

/**
 * Argon2id with the OWASP password-storage parameters (19 MiB, 2 passes, 1 lane). The PHC string
 * keeps the parameters beside the hash, so they can be raised later without breaking old hashes.
 */
const ARGON2ID = 2;
export const PASSWORD_HASH_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password.normalize('NFC'), PASSWORD_HASH_OPTIONS);
}

export function verifyPassword(data: { hash: string; password: string }): Promise<boolean> {
  return verify(data.hash, data.password.normalize('NFC')).catch(() => false);
}
