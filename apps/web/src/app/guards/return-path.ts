/**
 * The page RequireAuth remembered in the navigation state, or '/'. Only in-app paths are
 * accepted, so the state can never send the user to another site.
 */
export function getReturnPath(state: unknown): string {
  const from = (state as { from?: { pathname?: unknown; search?: unknown; hash?: unknown } } | null)?.from;
  if (
    !from ||
    typeof from.pathname !== 'string' ||
    !from.pathname.startsWith('/') ||
    from.pathname.startsWith('//')
  ) {
    return '/';
  }
  if (from.pathname === '/auth' || from.pathname.startsWith('/auth/')) return '/';
  const search = typeof from.search === 'string' ? from.search : '';
  const hash = typeof from.hash === 'string' ? from.hash : '';
  return `${from.pathname}${search}${hash}`;
}
