import { getReturnPath } from '../../app/guards/return-path.ts';

/**
 * Where to go after signing in: the `?redirect=` path, else the page the access guard remembered
 * (`location.state.from`), else '/'. Only paths of this site are followed, never another origin.
 */
export function getSignInTarget(state: unknown, redirect: string | null, origin: string): string {
  if (redirect) {
    try {
      const url = new URL(redirect, origin);
      if (url.origin === origin) {
        return getReturnPath({ from: { pathname: url.pathname, search: url.search, hash: url.hash } });
      }
    } catch {
      // An unparsable redirect is ignored like a foreign one.
    }
  }
  return getReturnPath(state);
}
