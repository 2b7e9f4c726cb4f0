import { useTranslation } from 'react-i18next';
import { Card } from '../../components/ui/card.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { FirstComputationState, isFirstComputation } from '../analytics/shared/first-computation.tsx';
import { useSession } from '../auth/use-session.ts';
import { useSelectedShop } from '../shops/use-selected-shop.ts';
import { useProjects } from '../shops/use-shops.ts';
import { BenefitsCard } from './benefits-card.tsx';
import { getGreetingKey } from './get-greeting-key.ts';
import { HeadlineMetrics } from './headline-metrics.tsx';
import { LastImportCard } from './last-import-card.tsx';
import { OnboardingChecklist } from './onboarding-checklist.tsx';
import { QuickLinksCard } from './quick-links-card.tsx';
import { ReportShortcutsCard } from './report-shortcuts-card.tsx';
import { RevenueTrendCard } from './revenue-trend-card.tsx';
import { SelectedShopCard } from './selected-shop-card.tsx';
import { StartOnboardingCta } from './start-onboarding-cta.tsx';
import { useShopSummary } from './use-shop-summary.ts';

/** "/" for a signed-in user: a greeting, the selected shop and what to do next. */
export default function SignedInHome() {
  const { t } = useTranslation('home');
  const { user } = useSession();
  const { shop, shops } = useSelectedShop();
  const projects = useProjects();
  const summary = useShopSummary(shop?.id);
  const hasOrders = summary.data?.hasOrders ?? false;
  // The first refresh fills the rollups day by day: its half-done figures are not shown.
  const firstComputation = summary.data ? isFirstComputation(summary.data) : false;
  const showFigures = hasOrders && !firstComputation;
  const name = user?.firstName || user?.fullName || t('common:user');
  const failed = shops.isError ? shops : projects.isError ? projects : null;
  const loading = shops.isPending || projects.isPending;

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight text-fg">
          {t(`greeting.${getGreetingKey(new Date())}`, { name })}
        </h1>
        <p className="mt-1 text-sm text-muted">
          {loading ? (
            <Skeleton className="inline-block h-4 w-64 align-middle" />
          ) : shop ? (
            t('subtitleShop', { shop: shop.name })
          ) : (
            t('subtitleNoShop')
          )}
        </p>
      </header>

      {failed ? (
        <Card>
          <LoadError
            title={t('loadFailed')}
            error={failed.error}
            onRetry={() => failed.refetch()}
            retrying={failed.isFetching}
          />
        </Card>
      ) : loading ? (
        <div aria-busy className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <Skeleton className="h-72 rounded-xl" />
          <Skeleton className="h-56 rounded-xl" />
        </div>
      ) : (
        <>
          {!shop && <StartOnboardingCta hasProject={(projects.data?.length ?? 0) > 0} />}
          {summary.isPending && shop ? (
            <Skeleton className="h-32 rounded-xl" />
          ) : summary.data && firstComputation ? (
            <FirstComputationState freshness={summary.data} compact />
          ) : summary.data && showFigures ? (
            <HeadlineMetrics summary={summary.data} />
          ) : null}
          <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
            <div className="flex min-w-0 flex-col gap-6">
              {summary.data && showFigures && <RevenueTrendCard summary={summary.data} />}
              {showFigures && <ReportShortcutsCard />}
              {summary.isError && (
                <Card>
                  <LoadError
                    title={t('metrics.loadFailed')}
                    error={summary.error}
                    onRetry={() => summary.refetch()}
                    retrying={summary.isFetching}
                  />
                </Card>
              )}
              <OnboardingChecklist
                projectCount={projects.data?.length ?? 0}
                shopCount={shops.data?.length ?? 0}
                hasOrders={hasOrders}
                hasAdSpend={summary.data?.hasAdSpend ?? false}
              />
            </div>
            <div className="flex min-w-0 flex-col gap-6">
              {shop ? <SelectedShopCard shop={shop} /> : <BenefitsCard />}
              {shop && <LastImportCard shopId={shop.id} hasOrders={hasOrders} />}
              {shop && <QuickLinksCard />}
            </div>
          </div>
        </>
      )}
    </div>
  );
}
