/** Short addresses of the legal pages (SPEC §2), each leading to its page under /legal. */
export const LEGAL_ALIASES: Record<string, string> = {
  '/privacy': '/legal/privacy',
  '/terms': '/legal/terms',
  '/cookies': '/legal/cookies',
  '/google-api-policy': '/legal/google-api-policy',
  '/facebook-data-deletion': '/legal/facebook-data-deletion',
};
