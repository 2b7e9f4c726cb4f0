import { useSession } from '../auth/use-session.ts';
import type { CatalogueApp } from './catalogue-apps.ts';

/**
 * Where an app's "open" button leads: into the app for a signed-in user; for a visitor the route
 * asks to sign in first (the guard remembers the page), so the same link serves both.
 */
export function useAppLink(app: CatalogueApp): { to: string; signedIn: boolean } | null {
  const { isAuthenticated } = useSession();
  if (!app.path) return null;
  return { to: app.path, signedIn: isAuthenticated };
}
