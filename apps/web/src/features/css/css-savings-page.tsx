import type { PeriodChoice } from '@ziskomer/contracts';
import { CSS_DISCOUNT, type CssSavingsEstimate, countDays, estimateCssSavings } from '@ziskomer/domain';
import { Info, Megaphone } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChartCard } from '../../components/charts/chart-card.tsx';
import { compactNumber } from '../../components/charts/chart-style.ts';
import { type ChartOption, EChart } from '../../components/charts/echart.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { formatMoney, formatPercent } from '../../lib/format.ts';
import { FirstComputationState, isFirstComputation } from '../analytics/shared/first-computation.tsx';
import { MetricGrid, MetricTile } from '../analytics/shared/metric-tile.tsx';
import { DEFAULT_REPORT_VIEW } from '../analytics/shared/report-view.ts';
import { useReport } from '../analytics/shared/use-report.ts';
import { SelectedShopGate } from '../shops/selected-shop-gate.tsx';

const PERIODS = ['30d', '60d', '6m', '1y'] as const satisfies readonly PeriodChoice[];

/** /css/calculator: what a CSS could save on the selected shop's own Google Ads Shopping spend. */
export default function CssSavingsPage() {
  const { t } = useTranslation('css');
  return (
    <SelectedShopGate
      skeleton={<Spinner />}
      texts={{
        shopsFailed: t('calculator.shopsFailed'),
        title: t('calculator.noShop.title'),
        description: t('calculator.noShop.description'),
        action: t('calculator.noShop.action'),
      }}
    >
      {(shop) => <Savings key={shop.id} shopId={shop.id} shopName={shop.name} />}
    </SelectedShopGate>
  );
}

function Savings({ shopId, shopName }: { shopId: string; shopName: string }) {
  const { t } = useTranslation('css');
  const [period, setPeriod] = useState<(typeof PERIODS)[number]>('60d');
  const report = useReport('marketing', shopId, { ...DEFAULT_REPORT_VIEW, period, granularity: 'month' });
  const range = `${formatPercent(CSS_DISCOUNT.low)}–${formatPercent(CSS_DISCOUNT.high)}`;
  return (
    <div className="space-y-4">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold text-fg">{t('calculator.title')}</h1>
          <p className="mt-1 max-w-3xl text-sm text-muted">{t('calculator.subtitle', { shop: shopName })}</p>
        </div>
        <SelectField
          className="w-48"
          label={t('calculator.period')}
          value={period}
          onChange={(event) => setPeriod(event.target.value as (typeof PERIODS)[number])}
          options={PERIODS.map((value) => ({ value, label: t(`calculator.periods.${value}`) }))}
        />
      </header>
      {report.isPending ? (
        <div className="space-y-4">
          <Skeleton className="h-28 w-full rounded-xl" />
          <Skeleton className="h-72 w-full rounded-xl" />
        </div>
      ) : report.isError ? (
        <Card>
          <LoadError
            title={t('calculator.loadFailed')}
            error={report.error}
            onRetry={() => report.refetch()}
          />
        </Card>
      ) : isFirstComputation(report.data.meta) ? (
        <FirstComputationState freshness={report.data.meta} compact />
      ) : (
        <Estimate
          estimate={estimateCssSavings(report.data.data, countDays(report.data.meta))}
          currency={report.data.meta.currency}
          range={range}
        />
      )}
      <p className="flex gap-2 rounded-lg bg-surface-2 px-3 py-2 text-xs text-muted">
        <Info className="mt-0.5 h-3.5 w-3.5 shrink-0" aria-hidden />
        {t('calculator.assumption', { range })}
      </p>
    </div>
  );
}

function Estimate({
  estimate,
  currency,
  range,
}: {
  estimate: CssSavingsEstimate;
  currency: string;
  range: string;
}) {
  const { t } = useTranslation('css');
  const money = (value: number) => formatMoney(value, currency);
  const build = useCallback(
    (theme: Parameters<Parameters<typeof EChart>[0]['build']>[0]): ChartOption => {
      const bars = [
        { label: t('calculator.chart.today'), value: estimate.spend, color: theme.neutral },
        { label: t('calculator.chart.low'), value: estimate.spend - estimate.low, color: theme.accent },
        { label: t('calculator.chart.high'), value: estimate.spend - estimate.high, color: theme.accent },
      ];
      return {
        animationDuration: 300,
        grid: { left: 8, right: 16, top: 8, bottom: 8, containLabel: true },
        tooltip: {
          trigger: 'axis',
          axisPointer: { type: 'shadow' },
          backgroundColor: theme.tooltipBg,
          borderColor: theme.grid,
          textStyle: { color: theme.tooltipText },
          valueFormatter: (value: unknown) => formatMoney(Number(value), currency),
        },
        xAxis: {
          type: 'value',
          splitLine: { lineStyle: { color: theme.grid } },
          axisLabel: {
            color: theme.text,
            formatter: (value: number) => compactNumber(value),
            hideOverlap: true,
          },
        },
        yAxis: {
          type: 'category',
          inverse: true,
          data: bars.map((bar) => bar.label),
          axisLine: { lineStyle: { color: theme.grid } },
          axisLabel: { color: theme.text },
          axisTick: { show: false },
        },
        series: [
          {
            type: 'bar',
            name: t('calculator.chart.series'),
            barMaxWidth: 28,
            data: bars.map((bar, index) => ({
              value: bar.value,
              itemStyle: { color: bar.color, opacity: index === 1 ? 0.55 : 1, borderRadius: [0, 4, 4, 0] },
            })),
          },
        ],
      };
    },
    [estimate, t, currency],
  );

  if (estimate.basis === 'none') {
    return (
      <Card>
        <EmptyState
          icon={Megaphone}
          title={t('calculator.empty.title')}
          description={t('calculator.empty.description')}
          action={
            <Button asChild variant="secondary">
              <Link to="/google-ads">{t('calculator.empty.action')}</Link>
            </Button>
          }
        />
      </Card>
    );
  }
  return (
    <>
      <MetricGrid>
        <MetricTile
          label={t(`calculator.tiles.spend.${estimate.basis}`)}
          definition={t(`calculator.basis.${estimate.basis}`)}
          value={money(estimate.spend)}
          detail={t('calculator.tiles.googleAds', { amount: money(estimate.googleAdsSpend) })}
        />
        <MetricTile
          label={t('calculator.tiles.period')}
          definition={t('calculator.tiles.periodDefinition', { range })}
          value={`${money(estimate.low)} – ${money(estimate.high)}`}
        />
        <MetricTile
          label={t('calculator.tiles.year')}
          definition={t('calculator.tiles.yearDefinition')}
          value={`${money(estimate.yearlyLow)} – ${money(estimate.yearlyHigh)}`}
        />
        <MetricTile
          label={t('calculator.tiles.discount')}
          definition={t('calculator.tiles.discountDefinition')}
          value={range}
        />
      </MetricGrid>
      <div className="grid gap-4 lg:grid-cols-2">
        <ChartCard
          title={t('calculator.chart.title')}
          description={t('calculator.chart.description', { range })}
          chart={<EChart build={build} height={200} label={t('calculator.chart.label')} />}
        />
        <Card>
          <CardHeader
            title={t(`calculator.campaigns.title`)}
            description={t(`calculator.basis.${estimate.basis}`)}
          />
          <CardBody>
            {estimate.campaigns.length === 0 ? (
              <p className="text-sm text-muted">{t('calculator.campaigns.none')}</p>
            ) : (
              <table className="w-full text-sm">
                <thead className="text-left text-xs text-muted">
                  <tr>
                    <th className="py-1.5 font-medium">{t('calculator.campaigns.name')}</th>
                    <th className="py-1.5 text-right font-medium">{t('calculator.campaigns.spend')}</th>
                    <th className="py-1.5 text-right font-medium">{t('calculator.campaigns.saving')}</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-border">
                  {estimate.campaigns.map((row) => (
                    <tr key={`${row.account}|${row.name}`}>
                      <td className="max-w-0 truncate py-1.5 pr-2 text-fg" title={row.name}>
                        {row.name}
                      </td>
                      <td className="py-1.5 text-right tabular-nums text-fg">{money(row.spend)}</td>
                      <td className="py-1.5 text-right tabular-nums text-accent">
                        {money(row.spend * CSS_DISCOUNT.low)} – {money(row.spend * CSS_DISCOUNT.high)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </CardBody>
        </Card>
      </div>
    </>
  );
}
