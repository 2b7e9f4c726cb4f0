import type { PeriodChoice, ReportData, ReportId, ReportMeta, Shop } from '@ziskomer/contracts';
import { getZonedDay } from '@ziskomer/domain';
import { BarChart3, Store, Upload } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useSelectedShop } from '../../shops/use-selected-shop.ts';
import { FirstComputationState, isFirstComputation } from './first-computation.tsx';
import { formatPeriod } from './format-period.ts';
import { ReportFreshness } from './report-freshness.tsx';
import { ReportToolbar } from './report-toolbar.tsx';
import type { ReportView } from './report-view.ts';
import { useReport, useReportView } from './use-report.ts';

export interface ReportRenderProps<T> {
  meta: ReportMeta;
  data: T;
  view: ReportView;
  shop: Shop;
}

/**
 * The frame of every analytics report: title and period, the period toolbar (kept in the URL),
 * then the report's own content once its data is there. It owns the states a report shares —
 * no shop yet, loading skeleton, error with retry, the shop's first computation (whose half-done
 * rollups would show zeros), and a shop without orders, which leads to the import — so a report
 * only renders its numbers.
 */
export function ReportPage<Id extends ReportId>({
  reportId,
  title,
  description,
  extra,
  actions,
  showGranularity,
  asOfToday = false,
  defaultPeriod,
  showCompare,
  skeleton,
  intro,
  withoutOrders = false,
  children,
}: {
  reportId: Id;
  title: string;
  description: string;
  /** The report's own API parameters (e.g. the chosen product). */
  extra?: Record<string, string>;
  actions?: (props: ReportRenderProps<ReportData<Id>>) => ReactNode;
  showGranularity?: boolean;
  /**
   * The report is as of today over the whole history (RFM, quintiles): no period toolbar, and the
   * header names the day instead of a period.
   */
  asOfToday?: boolean;
  /** The period when the URL names none (30 days unless a report needs a longer view). */
  defaultPeriod?: PeriodChoice;
  /** Hide the comparison switch of a report that does not compare periods. */
  showCompare?: boolean;
  /** The report's shape while it loads; cards of charts by default. */
  skeleton?: ReactNode;
  /** Shown under the header whatever the report's state (a connector's card above its figures). */
  intro?: ReactNode;
  /**
   * Show the figures even before the shop has orders, under a note that leads to the import: an
   * ad platform's page has its campaigns' spend to show the moment the platform is synced.
   */
  withoutOrders?: boolean;
  children: (props: ReportRenderProps<ReportData<Id>>) => ReactNode;
}) {
  const { t } = useTranslation('analytics');
  useDocumentTitle(title);
  const { shop, shops } = useSelectedShop();
  const { view, setView } = useReportView(defaultPeriod);
  const report = useReport(reportId, shop?.id, view, extra);
  const today = getZonedDay(new Date(), shop?.timeZone ?? 'Europe/Prague');

  if (shops.isError) {
    return (
      <Card>
        <LoadError title={t('states.shopsFailed')} error={shops.error} onRetry={() => shops.refetch()} />
      </Card>
    );
  }
  if (!shops.isPending && !shop) {
    return (
      <Card>
        <EmptyState
          icon={Store}
          title={t('states.noShop.title')}
          description={t('states.noShop.description')}
          action={
            <Button asChild>
              <Link to="/onboarding">{t('states.noShop.action')}</Link>
            </Button>
          }
        />
      </Card>
    );
  }

  const result = report.data;
  const props = result && shop ? { meta: result.meta, data: result.data, view, shop } : null;
  const firstComputation = props !== null && isFirstComputation(props.meta);

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <div className="min-w-0">
            <h1 className="text-2xl font-semibold tracking-tight text-fg">{title}</h1>
            <p className="mt-1 text-sm text-muted">
              {result
                ? `${asOfToday ? t('asOf', { day: formatPeriod({ from: today, to: today }) }) : formatPeriod(result.meta)} · ${description}`
                : description}
            </p>
            {result && <ReportFreshness meta={result.meta} />}
          </div>
          {props && actions && !firstComputation && (
            <div className="flex flex-wrap gap-2">{actions(props)}</div>
          )}
        </div>
        {!asOfToday && (
          <ReportToolbar
            view={view}
            onChange={setView}
            today={today}
            showGranularity={showGranularity}
            showCompare={showCompare}
          />
        )}
      </header>

      {intro}

      {report.isError && !result ? (
        <Card>
          <LoadError
            className="py-12"
            title={t('states.loadFailed')}
            error={report.error}
            onRetry={() => report.refetch()}
            retrying={report.isFetching}
          />
        </Card>
      ) : !props ? (
        (skeleton ?? <ReportSkeleton />)
      ) : firstComputation ? (
        <FirstComputationState freshness={props.meta} />
      ) : !props.meta.hasOrders && !withoutOrders ? (
        <Card>
          <EmptyState
            className="py-16"
            icon={BarChart3}
            title={t('states.noOrders.title')}
            description={t('states.noOrders.description')}
            action={<ImportOrdersButton label={t('states.noOrders.action')} />}
          />
        </Card>
      ) : (
        <div
          aria-busy={report.isPlaceholderData}
          className={cn('flex flex-col gap-6 transition-opacity', report.isPlaceholderData && 'opacity-60')}
        >
          {!props.meta.hasOrders && (
            <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <p className="text-sm font-semibold text-fg">{t('states.noOrders.title')}</p>
                <p className="text-sm text-muted">{t('states.noOrders.description')}</p>
              </div>
              <ImportOrdersButton label={t('states.noOrders.action')} variant="secondary" size="sm" />
            </Card>
          )}
          {children(props)}
        </div>
      )}
    </div>
  );
}

/** The way to the import from a shop without orders. */
function ImportOrdersButton({
  label,
  ...button
}: { label: string } & Pick<React.ComponentProps<typeof Button>, 'variant' | 'size'>) {
  return (
    <Button asChild {...button}>
      <Link to="/import">
        <Upload aria-hidden className="h-4 w-4" />
        {label}
      </Link>
    </Button>
  );
}

/** Metric tiles and two chart cards: the usual shape of a report while it loads. */
export function ReportSkeleton() {
  return (
    <div aria-busy className="flex flex-col gap-6">
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} className="h-24 rounded-xl" />
        ))}
      </div>
      <Skeleton className="h-80 rounded-xl" />
      <div className="grid gap-6 lg:grid-cols-2">
        <Skeleton className="h-64 rounded-xl" />
        <Skeleton className="h-64 rounded-xl" />
      </div>
    </div>
  );
}
