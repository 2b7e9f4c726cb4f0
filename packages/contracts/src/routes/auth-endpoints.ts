/**
 * The authentication endpoints the web app calls. better-auth serves them under its base path
 * and validates them itself, so they are not routes of the app's registry nor of its OpenAPI
 * document; the server mounts better-auth at `AUTH_BASE_PATH` and the web app calls `authUrl`.
 */
export const AUTH_BASE_PATH = '/api/auth';

export const authEndpoints = [
  '/sign-in/email',
  '/sign-up/email',
  '/sign-out',
  '/send-verification-email',
  '/request-password-reset',
  '/reset-password',
  '/change-password',
  '/two-factor/enable',
  '/two-factor/disable',
  '/two-factor/verify-totp',
  '/two-factor/verify-backup-code',
] as const;
export type AuthEndpoint = (typeof authEndpoints)[number];

export function authUrl(endpoint: AuthEndpoint): string {
  return `${AUTH_BASE_PATH}${endpoint}`;
}
