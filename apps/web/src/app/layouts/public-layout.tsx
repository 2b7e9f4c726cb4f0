import { Outlet, useLocation } from 'react-router';
import { MobileCtaBar } from '../../components/layout/mobile-cta-bar.tsx';
import { PageErrorBoundary } from '../../components/layout/page-error-boundary.tsx';
import { PublicFooter } from '../../components/layout/public-footer.tsx';
import { PublicHeader } from '../../components/layout/public-header.tsx';
import { cn } from '../../components/ui/cn.ts';

/** Pages for visitors: the public header and footer, plus the call-to-action bar on phones and tablets. */
export function PublicLayout() {
  const { pathname } = useLocation();
  const onAuth = pathname === '/auth' || pathname.startsWith('/auth/');
  return (
    <div className={cn('flex min-h-dvh flex-col bg-bg', !onAuth && 'pb-20 lg:pb-0')}>
      <PublicHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <PageErrorBoundary resetKey={pathname}>
          <Outlet />
        </PageErrorBoundary>
      </main>
      <PublicFooter />
      {!onAuth && <MobileCtaBar />}
    </div>
  );
}
