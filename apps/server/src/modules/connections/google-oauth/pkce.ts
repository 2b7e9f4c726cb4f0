import { createHash, randomBytes } from 'node:crypto';

/** RFC 7636: a random verifier kept on the server, and its S256 challenge sent to Google. */
export function createPkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}
