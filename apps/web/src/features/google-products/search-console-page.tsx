import type { SearchConsoleOverview } from '@ziskomer/contracts';
import { FileText, Search, TrendingUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber, formatPercent } from '../../lib/format.ts';
import { MetricGrid, MetricTile } from '../analytics/shared/metric-tile.tsx';
import { useSelectedShop } from '../shops/use-selected-shop.ts';
import { type FigureColumn, FiguresTableCard } from './figures-table-card.tsx';
import { GoogleProductPage } from './google-product-page.tsx';
import { PeriodPicker, usePeriodDays } from './period-picker.tsx';
import { ProductTargetCard } from './product-target-card.tsx';
import { useSearchConsole } from './use-google-products.ts';

type Figures = SearchConsoleOverview['totals'];

/**
 * /search-console: the Search Console connection and its site, then clicks, impressions, CTR and
 * average position over the last 7, 30 or 90 days — in total, for the top queries and pages, and
 * by day.
 */
export default function SearchConsolePage() {
  const { t } = useTranslation('googleProducts');
  const [days, setDays] = usePeriodDays();
  const { shop } = useSelectedShop();
  const query = useSearchConsole(shop?.id, days);
  const figureColumns = <Row extends Figures>(): FigureColumn<Row>[] => [
    { label: t('searchConsole.totals.clicks'), numeric: true, render: (row) => formatNumber(row.clicks) },
    {
      label: t('searchConsole.totals.impressions'),
      numeric: true,
      render: (row) => formatNumber(row.impressions),
    },
    { label: t('searchConsole.totals.ctr'), numeric: true, render: (row) => formatPercent(row.ctr, 1) },
    {
      label: t('searchConsole.totals.position'),
      numeric: true,
      render: (row) => (row.position === null ? '—' : formatNumber(row.position, 1)),
    },
  ];
  return (
    <GoogleProductPage
      title={t('searchConsole.title')}
      description={t('searchConsole.description')}
      loadFailed={t('searchConsole.loadFailed')}
      controls={<PeriodPicker days={days} onChange={setDays} />}
      query={query}
    >
      {(data, shop) => (
        <>
          <ProductTargetCard shop={shop} product="searchConsole" head={data} />
          {data.connection && (
            <>
              <MetricGrid>
                <MetricTile
                  label={t('searchConsole.totals.clicks')}
                  definition={t('searchConsole.definitions.clicks')}
                  value={formatNumber(data.totals.clicks)}
                />
                <MetricTile
                  label={t('searchConsole.totals.impressions')}
                  definition={t('searchConsole.definitions.impressions')}
                  value={formatNumber(data.totals.impressions)}
                />
                <MetricTile
                  label={t('searchConsole.totals.ctr')}
                  definition={t('searchConsole.definitions.ctr')}
                  value={formatPercent(data.totals.ctr, 1)}
                />
                <MetricTile
                  label={t('searchConsole.totals.position')}
                  definition={t('searchConsole.definitions.position')}
                  value={data.totals.position === null ? '—' : formatNumber(data.totals.position, 1)}
                />
              </MetricGrid>
              <div className="grid min-w-0 gap-6 xl:grid-cols-2">
                <FiguresTableCard
                  title={t('searchConsole.queries.title')}
                  empty={t('searchConsole.queries.empty')}
                  icon={Search}
                  rows={data.topQueries}
                  rowKey={(row) => row.key}
                  columns={[
                    { label: t('searchConsole.queries.column'), render: (row) => row.key || '—' },
                    ...figureColumns<SearchConsoleOverview['topQueries'][number]>(),
                  ]}
                />
                <FiguresTableCard
                  title={t('searchConsole.pages.title')}
                  empty={t('searchConsole.pages.empty')}
                  icon={FileText}
                  rows={data.topPages}
                  rowKey={(row) => row.key}
                  columns={[
                    {
                      label: t('searchConsole.pages.column'),
                      render: (row) => (
                        <span className="break-all">{row.key.replace(/^https?:\/\//, '')}</span>
                      ),
                    },
                    ...figureColumns<SearchConsoleOverview['topPages'][number]>(),
                  ]}
                />
              </div>
              <FiguresTableCard
                title={t('searchConsole.byDay.title')}
                empty={t('searchConsole.byDay.empty')}
                icon={TrendingUp}
                rows={data.byDay}
                rowKey={(row) => row.day}
                columns={[
                  { label: t('searchConsole.day'), render: (row) => formatDate(row.day) },
                  ...figureColumns<SearchConsoleOverview['byDay'][number]>(),
                ]}
              />
            </>
          )}
        </>
      )}
    </GoogleProductPage>
  );
}
