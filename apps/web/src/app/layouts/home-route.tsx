import { lazy, Suspense } from 'react';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useSession } from '../../features/auth/use-session.ts';
import { useStartupPreload } from '../../lib/preload-routes.ts';
import { routeCatalogue } from '../route-catalogue.ts';

const LandingPage = lazy(() => import('../../features/landing/landing-page.tsx'));
const SignedInHome = lazy(() => import('../../features/home/signed-in-home.tsx'));

/** "/" (SPEC §2): the landing page for visitors, the dashboard for a signed-in user. */
export default function HomeRoute() {
  const { isAuthenticated, isInitialized } = useSession();
  if (!isInitialized) return null;
  if (!isAuthenticated) {
    return (
      <Suspense fallback={<div className="min-h-dvh" />}>
        <LandingPage />
      </Suspense>
    );
  }
  return <SignedInHomeScreen />;
}

function SignedInHomeScreen() {
  // SPEC §4/§9: once the home screen is up, the other screens are preloaded in priority order.
  useStartupPreload(routeCatalogue);
  return (
    <Suspense fallback={<HomeSkeleton />}>
      <SignedInHome />
    </Suspense>
  );
}

function HomeSkeleton() {
  return (
    <div className="space-y-6" aria-busy>
      <Skeleton className="h-8 w-64" />
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-32 rounded-xl" />
        ))}
      </div>
      <Skeleton className="h-80 rounded-xl" />
    </div>
  );
}
