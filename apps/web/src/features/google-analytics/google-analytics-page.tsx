import { Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { cn } from '../../components/ui/cn.ts';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { LoadError } from '../settings/ui/load-error.tsx';
import { useSelectedShop } from '../shops/use-selected-shop.ts';
import { Ga4ComparisonCard } from './ga4-comparison-card.tsx';
import { Ga4ConnectionCard } from './ga4-connection-card.tsx';
import { useGoogleAnalytics } from './use-google-analytics.ts';

const PERIODS = [7, 30, 90] as const;

/**
 * /google-analytics: the GA4 connection, then GA4 beside the shop's own orders by source and by
 * day over the last 7, 30 or 90 days (kept in ?days=), so the user sees where they disagree.
 */
export default function GoogleAnalyticsPage() {
  const { t } = useTranslation('googleAnalytics');
  useDocumentTitle(t('title'));
  const { shop, shops } = useSelectedShop();
  const [params, setParams] = useSearchParams();
  const requested = Number(params.get('days'));
  const days = (PERIODS as readonly number[]).includes(requested) ? requested : 30;
  const overview = useGoogleAnalytics(shop?.id, days);

  if (!shops.isPending && !shop) {
    return (
      <Card>
        <EmptyState
          icon={Store}
          title={t('noShop.title')}
          description={t('noShop.description')}
          action={
            <Button asChild>
              <Link to="/onboarding">{t('noShop.action')}</Link>
            </Button>
          }
        />
      </Card>
    );
  }

  const data = overview.data;
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-fg">{t('title')}</h1>
          <p className="mt-1 text-sm text-muted">{t('description')}</p>
        </div>
        <fieldset className="flex w-fit rounded-lg border border-border bg-surface p-0.5">
          <legend className="sr-only">{t('days.label')}</legend>
          {PERIODS.map((value) => (
            <label
              key={value}
              className={cn(
                'cursor-pointer rounded-md px-3 py-1.5 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring/50',
                value === days ? 'bg-surface-2 font-medium text-fg shadow-sm' : 'text-muted hover:text-fg',
              )}
            >
              <input
                type="radio"
                name="ga4-days"
                className="sr-only"
                checked={value === days}
                onChange={() => setParams(value === 30 ? {} : { days: String(value) }, { replace: true })}
              />
              {t(`days.${value}` as 'days.30')}
            </label>
          ))}
        </fieldset>
      </header>
      {overview.isError && !data ? (
        <Card>
          <LoadError title={t('loadFailed')} error={overview.error} onRetry={() => overview.refetch()} />
        </Card>
      ) : !data || !shop ? (
        <div aria-busy className="flex flex-col gap-6">
          <Skeleton className="h-32 rounded-xl" />
          <Skeleton className="h-64 rounded-xl" />
        </div>
      ) : (
        <>
          <Ga4ConnectionCard shop={shop} overview={data} />
          {data.connection && (
            <>
              <Ga4ComparisonCard
                kind="source"
                title={t('bySource.title')}
                description={t('bySource.description')}
                empty={t('bySource.empty')}
                rows={data.bySource.map((row) => ({ ...row, day: '' }))}
                currency={shop.currency}
              />
              <Ga4ComparisonCard
                kind="day"
                title={t('byDay.title')}
                description={t('byDay.description')}
                empty={t('byDay.empty')}
                rows={data.byDay}
                currency={shop.currency}
              />
            </>
          )}
        </>
      )}
    </div>
  );
}
