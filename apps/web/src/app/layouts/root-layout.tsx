import { ScrollRestoration, useLocation } from 'react-router';
import { SkipLink } from '../../components/layout/skip-link.tsx';
import { Toaster } from '../../components/ui/toaster.tsx';
import { TooltipProvider } from '../../components/ui/tooltip.tsx';
import { useSession } from '../../features/auth/use-session.ts';
import { usePageHead } from '../../site/use-page-head.ts';
import { ROUTE_TABLE } from '../route-table.ts';
import { AppLayout } from './app-layout.tsx';
import { PublicLayout } from './public-layout.tsx';

/** Pages that keep the visitors' layout even for a signed-in user (signing in, resetting a password). */
function isBarePage(pathname: string): boolean {
  return pathname === '/auth' || pathname === '/auth/reset-password';
}

/**
 * The shell of every page: skip link, toasts, and the layout for who is looking: the app for a
 * signed-in user, the public site for visitors. Until the session is known nothing is shown,
 * so neither layout flashes for the wrong audience (the session check is one small request).
 * The head's description, canonical and Open Graph tags follow the page shown.
 */
export function RootLayout() {
  const { isAuthenticated, isInitialized } = useSession();
  const { pathname } = useLocation();
  usePageHead(ROUTE_TABLE);
  return (
    <TooltipProvider>
      <SkipLink />
      {isInitialized && (isAuthenticated && !isBarePage(pathname) ? <AppLayout /> : <PublicLayout />)}
      <Toaster />
      <ScrollRestoration />
    </TooltipProvider>
  );
}
