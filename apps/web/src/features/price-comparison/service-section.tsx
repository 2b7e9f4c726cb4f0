import type { PriceComparisonService, Shop } from '@ziskomer/contracts';
import { CalendarDays, Tags } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../../components/charts/chart-card.tsx';
import { formatCount, formatDate, formatMoney, formatNumber } from '../../lib/format.ts';
import { MetricGrid, MetricTile } from '../analytics/shared/metric-tile.tsx';
import { ApiKeyConnectionCard } from '../connections/api-key-connection-card.tsx';
import { ChannelDaysChart } from '../connections/channel-days-chart.tsx';
import { type FigureColumn, FiguresTableCard } from '../google-products/figures-table-card.tsx';
import { deriveFigures, sumFigures } from './price-comparison-figures.ts';

type Figures = Omit<PriceComparisonService['byDay'][number], 'day'>;

/** One price-comparison service on /heureka: its connection, totals, days and (Heureka) categories. */
export function ServiceSection({
  shop,
  service,
  days,
}: {
  shop: Shop;
  service: PriceComparisonService;
  days: number;
}) {
  const { t } = useTranslation('priceComparison');
  const name = t(`service.${service.connector}`);
  const money = (value: number | null) => (value === null ? '—' : formatMoney(value, shop.currency));
  const pno = (value: number | null) => (value === null ? '—' : `${formatNumber(value, 1)} %`);
  const columns = <Row extends Figures>(first: FigureColumn<Row>): FigureColumn<Row>[] => [
    first,
    { label: t('totals.cost'), numeric: true, render: (row) => money(row.cost) },
    { label: t('totals.clicks'), numeric: true, render: (row) => formatNumber(row.clicks) },
    { label: t('totals.orders'), numeric: true, render: (row) => formatCount(row.conversions) },
    {
      label: t('totals.costPerOrder'),
      numeric: true,
      render: (row) => money(deriveFigures(row).costPerOrder),
    },
    { label: t('totals.pno'), numeric: true, render: (row) => pno(deriveFigures(row).pno) },
  ];
  const totals = sumFigures(service.byDay);
  const derived = deriveFigures(totals);
  let content: ReactNode = null;
  if (service.connection || service.byDay.length > 0) {
    content = (
      <>
        <MetricGrid>
          <MetricTile label={t('totals.cost')} definition={t('hints.cost')} value={money(totals.cost)} />
          <MetricTile
            label={t('totals.orders')}
            definition={t('hints.orders')}
            value={formatCount(totals.conversions)}
          />
          <MetricTile
            label={t('totals.costPerOrder')}
            definition={t('hints.costPerOrder')}
            value={money(derived.costPerOrder)}
          />
          <MetricTile label={t('totals.pno')} definition={t('pnoHint')} value={pno(derived.pno)} />
        </MetricGrid>
        {service.byDay.length > 0 && (
          <ChartCard
            title={`${name} · ${t('byDay.title')}`}
            chart={
              <ChannelDaysChart
                days={service.byDay}
                currency={shop.currency}
                timeZone={shop.timeZone}
                labels={{ cost: t('chart.cost'), conversionValue: t('chart.revenue'), chart: name }}
              />
            }
          />
        )}
        {/* Side by side only where each half holds its table's width: at 1280 px the days were cut. */}
        <div className="grid min-w-0 gap-6 2xl:grid-cols-2">
          <FiguresTableCard
            title={t('byDay.title')}
            empty={t('noData', { days })}
            icon={CalendarDays}
            rows={[...service.byDay].reverse()}
            rowKey={(row) => row.day}
            columns={columns<PriceComparisonService['byDay'][number]>({
              label: t('byDay.day'),
              // A date never breaks over two lines (it did in the narrow first column on a phone).
              render: (row) => <span className="whitespace-nowrap">{formatDate(row.day)}</span>,
            })}
          />
          <FiguresTableCard
            title={t('byCategory.title')}
            description={service.connector === 'heureka' ? t('byCategory.description') : undefined}
            empty={
              service.connector === 'zbozi'
                ? t('byCategory.none')
                : service.byDay.length > 0
                  ? t('byCategory.noneHeureka')
                  : t('noData', { days })
            }
            icon={Tags}
            rows={service.byCategory}
            rowKey={(row) => row.category}
            columns={columns<PriceComparisonService['byCategory'][number]>({
              label: t('byCategory.category'),
              render: (row) => row.category,
            })}
          />
        </div>
      </>
    );
  }
  return (
    <section className="flex flex-col gap-6" aria-label={name}>
      <ApiKeyConnectionCard
        shop={shop}
        connector={service.connector}
        connection={service.connection}
        texts={{
          notConnectedTitle: t('notConnected.title', { name }),
          notConnectedDescription: t('notConnected.description'),
          firstSync: t('firstSync'),
        }}
      />
      {content}
    </section>
  );
}
