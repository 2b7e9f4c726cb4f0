import { getZonedDay } from '@ziskomer/domain';
import { Building2, Plus } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { cn } from '../../components/ui/cn.ts';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { BREAKPOINTS, useMediaQuery } from '../../lib/use-media-query.ts';
import { formatMultiple } from '../analytics/marketing/format-marketing.ts';
import { CsvButton } from '../analytics/shared/csv-button.tsx';
import { formatPeriod } from '../analytics/shared/format-period.ts';
import { ReportToolbar } from '../analytics/shared/report-toolbar.tsx';
import { useReportView } from '../analytics/shared/use-report.ts';
import { AgencyCards } from './agency-cards.tsx';
import { AgencySkeleton } from './agency-skeleton.tsx';
import { AgencyTable } from './agency-table.tsx';
import { AgencyTotals } from './agency-totals.tsx';
import {
  type AgencySort,
  type AgencySortKey,
  nextAgencySort,
  readAgencySort,
  sortAgencyRows,
  writeAgencySort,
} from './sort-agency-rows.ts';
import { useAgencyOverview } from './use-agency.ts';
import { useAgencyCsv } from './use-agency-csv.ts';
import { useOpenShop } from './use-open-shop.ts';

/**
 * /agency: every shop the user reaches, side by side (`getAgencyOverview`). The period works as in the
 * analytics reports and stays in the URL with the sort; a click on a shop makes it the current
 * shop and opens its marketing report. A wide table on desktops, cards on phones and tablets.
 */
export default function AgencyPage() {
  const { t } = useTranslation('agency');
  useDocumentTitle(t('title'));
  const { view, setView } = useReportView();
  const [params, setParams] = useSearchParams();
  const sort = readAgencySort(params);
  const setSort = (next: AgencySort) =>
    setParams((current) => writeAgencySort(next, current), { preventScrollReset: true, replace: true });
  const overview = useAgencyOverview(view);
  const openShop = useOpenShop(view);
  // The table needs the width of a desktop beside the sidebar; phones and tablets get cards.
  const wide = useMediaQuery(`(min-width: ${BREAKPOINTS.xl}px)`);

  const data = overview.data;
  const rows = useMemo(() => (data ? sortAgencyRows(data.shops, sort) : []), [data, sort]);
  const csv = useAgencyCsv(rows);
  // Every shop resolves the period in its own zone; the header names it when they all agree.
  const period = data?.shops[0]?.period;
  const samePeriod =
    period && data.shops.every((row) => row.period.from === period.from && row.period.to === period.to);

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <div className="min-w-0">
            <h1 className="text-2xl font-semibold tracking-tight text-fg">{t('title')}</h1>
            <p className="mt-1 text-sm text-muted">
              {samePeriod ? `${formatPeriod(period)} · ${t('description')}` : t('description')}
            </p>
          </div>
          {data && data.shops.length > 0 && (
            <CsvButton fileName={csv.fileName} header={csv.header} rows={csv.rows} />
          )}
        </div>
        <ReportToolbar
          view={view}
          onChange={setView}
          today={getZonedDay(new Date(), 'Europe/Prague')}
          showGranularity={false}
          showCompare={false}
        />
      </header>

      {overview.isError && !data ? (
        <Card>
          <LoadError
            className="py-12"
            title={t('states.loadFailed')}
            error={overview.error}
            onRetry={() => overview.refetch()}
            retrying={overview.isFetching}
          />
        </Card>
      ) : !data ? (
        <AgencySkeleton />
      ) : data.shops.length === 0 ? (
        <Card>
          <EmptyState
            className="py-16"
            icon={Building2}
            title={t('states.noShops.title')}
            description={t('states.noShops.description')}
            action={
              <Button asChild>
                <Link to="/onboarding">
                  <Plus aria-hidden className="h-4 w-4" />
                  {t('states.noShops.action')}
                </Link>
              </Button>
            }
          />
        </Card>
      ) : (
        <div
          aria-busy={overview.isPlaceholderData}
          className={cn('flex flex-col gap-6 transition-opacity', overview.isPlaceholderData && 'opacity-60')}
        >
          <AgencyTotals overview={data} />
          {wide ? (
            <Card className="min-w-0 overflow-hidden">
              <AgencyTable
                overview={data}
                rows={rows}
                sort={sort}
                onSort={(column: AgencySortKey) => setSort(nextAgencySort(sort, column))}
                onOpen={openShop}
              />
            </Card>
          ) : (
            <AgencyCards overview={data} rows={rows} sort={sort} onSortChange={setSort} onOpen={openShop} />
          )}
          <p className="text-xs leading-relaxed text-muted">
            {t('legend', { breakEven: formatMultiple(data.breakEvenPoas) })}
          </p>
        </div>
      )}
    </div>
  );
}
