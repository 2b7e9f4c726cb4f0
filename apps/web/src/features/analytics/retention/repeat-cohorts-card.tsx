import type { CustomerRepeatOrdersReport } from '@ziskomer/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../../../components/charts/chart-card.tsx';
import { type ChartTheme, tooltipBox } from '../../../components/charts/chart-style.ts';
import { type ChartOption, EChart } from '../../../components/charts/echart.tsx';
import { findIncompleteBucket, markIncompleteBucket } from '../../../components/charts/incomplete-bucket.ts';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { formatNumber, formatPercent } from '../../../lib/format.ts';
import { CsvButton } from '../shared/csv-button.tsx';
import { formatMonth } from './format-month.ts';

/**
 * The share of each month's new customers who have ordered a second time so far. The month
 * holding today is marked as still under way: its customers are still arriving and have had the
 * least time to come back.
 */
export function RepeatCohortsCard({
  data,
  today,
}: {
  data: CustomerRepeatOrdersReport;
  /** Today in the shop's zone: its month is still under way and marked so. */
  today: string;
}) {
  const { t } = useTranslation(['analyticsRetention', 'analytics']);
  const cohorts = data.cohorts;
  const incomplete = findIncompleteBucket(
    cohorts.map((cohort) => cohort.cohortMonth),
    'month',
    today,
  );
  const rate = useCallback(
    (value: number | null) => (value === null ? t('none') : formatPercent(value, 1)),
    [t],
  );

  const build = useCallback(
    (theme: ChartTheme): ChartOption => ({
      animationDuration: 300,
      grid: { left: 8, right: 8, top: 16, bottom: 8, containLabel: true },
      tooltip: {
        ...tooltipBox(theme),
        trigger: 'axis',
        axisPointer: { type: 'shadow' },
        formatter: (items: { dataIndex: number }[]) => {
          const cohort = cohorts[items[0]?.dataIndex ?? -1];
          if (!cohort) return '';
          return [
            `<b>${formatMonth(cohort.cohortMonth, 'long')}</b>`,
            `${t('repeat.cohorts.repeatRate')}: ${rate(cohort.repeatRate)}`,
            `${t('repeat.cohorts.repeatCustomers')}: ${formatNumber(cohort.repeatCustomers)} / ${formatNumber(cohort.customers)}`,
          ].join('<br/>');
        },
      },
      xAxis: {
        type: 'category',
        data: cohorts.map((cohort) => formatMonth(cohort.cohortMonth)),
        axisLine: { lineStyle: { color: theme.grid } },
        axisTick: { show: false },
        axisLabel: { color: theme.text, fontSize: 11, hideOverlap: true },
      },
      yAxis: {
        type: 'value',
        min: 0,
        axisLabel: { color: theme.text, fontSize: 11, formatter: (value: number) => formatPercent(value) },
        splitLine: { lineStyle: { color: theme.grid } },
      },
      series: markIncompleteBucket(
        [
          {
            type: 'bar',
            barMaxWidth: 36,
            data: cohorts.map((cohort) => cohort.repeatRate ?? 0),
            itemStyle: { color: theme.accent, borderRadius: [4, 4, 0, 0] },
          },
        ],
        incomplete,
        theme,
        t('analytics:incompleteBucket.month'),
      ),
    }),
    [cohorts, t, rate, incomplete],
  );

  return (
    <ChartCard
      title={t('repeat.cohorts.title')}
      description={t('repeat.cohorts.description')}
      definition={t('repeat.cohorts.definition')}
      actions={
        <CsvButton
          fileName={t('repeat.cohorts.csv')}
          header={[
            t('repeat.cohorts.cohort'),
            t('repeat.cohorts.customers'),
            t('repeat.cohorts.repeatCustomers'),
            t('repeat.cohorts.repeatRate'),
          ]}
          rows={cohorts.map((cohort) => [
            cohort.cohortMonth.slice(0, 7),
            cohort.customers,
            cohort.repeatCustomers,
            cohort.repeatRate === null ? '' : Math.round(cohort.repeatRate * 10000) / 100,
          ])}
        />
      }
      chart={<EChart build={build} height={260} label={t('repeat.cohorts.chartLabel')} />}
      table={
        <DataTable
          label={t('repeat.cohorts.title')}
          minWidth={420}
          rows={cohorts}
          rowKey={(cohort) => cohort.cohortMonth}
          columns={[
            {
              id: 'cohort',
              header: t('repeat.cohorts.cohort'),
              cell: (cohort) => formatMonth(cohort.cohortMonth),
            },
            {
              id: 'customers',
              header: t('repeat.cohorts.customers'),
              numeric: true,
              cell: (cohort) => formatNumber(cohort.customers),
            },
            {
              id: 'repeat',
              header: t('repeat.cohorts.repeatCustomers'),
              numeric: true,
              cell: (cohort) => formatNumber(cohort.repeatCustomers),
            },
            {
              id: 'rate',
              header: t('repeat.cohorts.repeatRate'),
              numeric: true,
              cell: (cohort) => rate(cohort.repeatRate),
            },
          ]}
        />
      }
    />
  );
}
