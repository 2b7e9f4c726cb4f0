import type { ClvForecastData } from '@ziskomer/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../../../components/charts/chart-card.tsx';
import { type ChartTheme, tooltipBox, tooltipLine } from '../../../components/charts/chart-style.ts';
import { type ChartOption, EChart } from '../../../components/charts/echart.tsx';
import { formatNumber, formatPercent } from '../../../lib/format.ts';
import { useTheme } from '../../../lib/theme.ts';
import { customerPalette } from '../customers/customer-palette.ts';
import { aliveLevel } from './format-clv.ts';

type Alive = ClvForecastData['probabilityAlive'];

/**
 * Repeat customers by P(alive) in ten ranges, coloured from red (likely gone) to green (likely
 * still buying); one-time buyers, whom BG/NBD always counts as alive, are named below instead.
 */
export function ClvAliveCard({ probabilityAlive }: { probabilityAlive: Alive }) {
  const { t } = useTranslation('analyticsClv');
  const { dark } = useTheme();
  const { ranges } = probabilityAlive;

  const build = useCallback(
    (theme: ChartTheme): ChartOption => {
      const churn = customerPalette(dark).churn;
      return {
        animationDuration: 300,
        grid: { left: 8, right: 8, top: 16, bottom: 4, containLabel: true },
        tooltip: {
          trigger: 'axis',
          axisPointer: { type: 'shadow', shadowStyle: { opacity: 0.3 } },
          ...tooltipBox(theme),
          formatter: (items: { dataIndex: number; color: string }[]) => {
            const range = ranges[items[0]?.dataIndex ?? 0];
            if (!range) return '';
            return tooltipLine(
              items[0]!.color,
              `${t('alive.range')} ${label(range)}`,
              formatNumber(range.customers),
            );
          },
        },
        xAxis: {
          type: 'category',
          data: ranges.map((range) => formatPercent(range.from, 0)),
          axisLine: { lineStyle: { color: theme.grid } },
          axisTick: { show: false },
          axisLabel: { color: theme.text, fontSize: 10, interval: 1 },
        },
        yAxis: {
          type: 'value',
          minInterval: 1,
          splitLine: { lineStyle: { color: theme.grid } },
          axisLabel: { color: theme.text, fontSize: 11 },
        },
        series: [
          {
            type: 'bar',
            barCategoryGap: '18%',
            data: ranges.map((range) => ({
              value: range.customers,
              itemStyle: { color: aliveColour(range, churn), borderRadius: [3, 3, 0, 0] },
            })),
          },
        ],
      };
    },
    [ranges, t, dark],
  );

  const table = (
    <table className="w-full text-sm">
      <thead className="text-left text-xs text-muted">
        <tr>
          <th className="py-1.5 font-medium">{t('alive.range')}</th>
          <th className="py-1.5 text-right font-medium">{t('alive.customers')}</th>
        </tr>
      </thead>
      <tbody>
        {ranges.map((range) => (
          <tr key={range.from} className="border-t border-border">
            <td className="py-1.5">{label(range)}</td>
            <td className="py-1.5 text-right">{formatNumber(range.customers)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );

  return (
    <ChartCard
      title={t('alive.title')}
      description={
        probabilityAlive.averageAmongRepeat === null
          ? t('alive.description')
          : t('alive.average', { value: formatPercent(probabilityAlive.averageAmongRepeat, 0) })
      }
      definition={t('definitions.probabilityAlive')}
      chart={
        probabilityAlive.repeatCustomers === 0 ? (
          <p className="py-10 text-center text-sm text-muted">{t('alive.empty')}</p>
        ) : (
          <div className="flex flex-col gap-2">
            <EChart build={build} height={220} label={t('alive.chartLabel')} />
            <p className="px-1 text-xs text-muted">
              {t('alive.oneTime', {
                count: probabilityAlive.oneTimeCustomers,
                formatted: formatNumber(probabilityAlive.oneTimeCustomers),
              })}
            </p>
          </div>
        )
      }
      table={table}
    />
  );
}

/** "40 %–50 %". */
function label(range: Alive['ranges'][number]): string {
  return `${formatPercent(range.from, 0)}–${formatPercent(range.to, 0)}`;
}

/** Red → amber → green along P(alive) (a range by its middle): the churn-risk colours. */
function aliveColour(
  range: Alive['ranges'][number],
  churn: ReturnType<typeof customerPalette>['churn'],
): string {
  const level = aliveLevel((range.from + range.to) / 2);
  return level === 'low' ? churn.high : level === 'medium' ? churn.medium : churn.low;
}
