import { Menu } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppsMegaMenu } from '../../features/app-catalogue/apps-mega-menu.tsx';
import { NotificationBell } from '../../features/notifications/notification-bell.tsx';
import { cn } from '../ui/cn.ts';
import { BackgroundJobsIndicator } from './background-jobs-indicator.tsx';
import { Breadcrumbs } from './breadcrumbs.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { Logo } from './logo.tsx';
import { SearchButton } from './search-button.tsx';
import { ShopSelector } from './shop-selector.tsx';
import { useSidebarStore } from './sidebar-store.ts';
import { ThemeToggle } from './theme-toggle.tsx';
import { useHideOnScroll } from './use-hide-on-scroll.ts';
import { useShopChoice } from './use-shop-choice.ts';
import { UserMenu } from './user-menu.tsx';

/**
 * The signed-in top bar (SPEC §2): shop selector, search, notifications, language, theme and the
 * account menu, with breadcrumbs on wider screens. It slides away while scrolling down and comes
 * back on scroll up (or when something in it gets focus).
 */
export function AppHeader() {
  const { t } = useTranslation('shell');
  const hidden = useHideOnScroll();
  const setDrawerOpen = useSidebarStore((s) => s.setDrawerOpen);
  const choice = useShopChoice();

  return (
    <header
      className={cn(
        'sticky top-0 z-40 border-b border-border bg-surface/85 backdrop-blur-md transition-transform duration-200 supports-[backdrop-filter]:bg-surface/75',
        hidden && '-translate-y-full focus-within:translate-y-0',
      )}
    >
      <div className="flex h-14 items-center gap-2 px-3 sm:gap-3 sm:px-4 lg:px-6">
        <button
          type="button"
          onClick={() => setDrawerOpen(true)}
          aria-label={t('sidebar.openDrawer')}
          className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-lg text-muted hover:bg-surface-2 hover:text-fg md:hidden"
        >
          <Menu className="h-5 w-5" aria-hidden />
        </button>
        <Link
          to="/"
          className="hidden shrink-0 rounded-lg xs:inline-flex md:hidden"
          aria-label={t('nav.home')}
        >
          <Logo compact />
        </Link>
        <ShopSelector choice={choice} />
        <AppsMegaMenu />
        <div className="hidden min-w-0 flex-1 lg:block">
          <Breadcrumbs />
        </div>
        <div className="ml-auto flex shrink-0 items-center gap-0.5 sm:gap-1">
          <SearchButton />
          <BackgroundJobsIndicator />
          <NotificationBell shopId={choice.committedShop?.id ?? null} />
          <LanguageSwitch className="max-sm:hidden" />
          <ThemeToggle className="max-sm:hidden" />
          <div className="ml-1">
            <UserMenu />
          </div>
        </div>
      </div>
    </header>
  );
}
