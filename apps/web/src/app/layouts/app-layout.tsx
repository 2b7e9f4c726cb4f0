import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { AppHeader } from '../../components/layout/app-header.tsx';
import { MobileNavSheet } from '../../components/layout/mobile-nav-sheet.tsx';
import { PageErrorBoundary } from '../../components/layout/page-error-boundary.tsx';
import { Sidebar } from '../../components/layout/sidebar.tsx';
import { CommandPalette } from '../../features/command-palette/command-palette.tsx';
import { useGlobalShortcuts } from '../../features/command-palette/use-global-shortcuts.ts';
import { useShopFromLink } from '../../features/shops/use-shop-from-link.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { findCatalogueRoute } from '../route-catalogue.ts';

/**
 * The signed-in app: sidebar (a drawer on phones), top bar, and the page in a boundary that
 * keeps the chrome usable when the page fails. Also hosts the command palette and shortcuts, and
 * opens the shop a link names.
 */
export function AppLayout() {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  const route = findCatalogueRoute(pathname);
  useGlobalShortcuts();
  useShopFromLink();
  useDocumentTitle(route ? t(route.titleKey) : null);

  return (
    <div className="flex min-h-dvh bg-bg">
      <Sidebar />
      <div className="flex min-w-0 flex-1 flex-col">
        <AppHeader />
        <main id="main" tabIndex={-1} className="flex-1 px-4 py-6 focus:outline-none sm:px-6 lg:px-8 lg:py-8">
          <div className="mx-auto w-full max-w-[1600px]">
            <PageErrorBoundary resetKey={pathname}>
              <Outlet />
            </PageErrorBoundary>
          </div>
        </main>
      </div>
      <MobileNavSheet />
      <CommandPalette />
    </div>
  );
}
