/**
 * The origins the browser snippet may send from: the shop's own address over HTTPS, with and
 * without 'www.', plus any origins stored for the shop. A browser sets Origin itself and a page of
 * another site cannot forge it; a script outside a browser can, which is why such events count as
 * unverified (docs/SECURITY.md).
 */
export function listAllowedOrigins(storeDomain: string, extra: readonly string[]): string[] {
  const host = storeDomain.toLowerCase();
  const bare = host.startsWith('www.') ? host.slice(4) : host;
  const origins = new Set([`https://${bare}`, `https://www.${bare}`]);
  for (const origin of extra) origins.add(origin.toLowerCase());
  return [...origins];
}

/** Whether a request's Origin header is one of the allowed origins (exact match, no wildcards). */
export function isAllowedOrigin(origin: string | undefined, allowed: readonly string[]): origin is string {
  if (!origin) return false;
  return allowed.includes(origin.toLowerCase());
}
