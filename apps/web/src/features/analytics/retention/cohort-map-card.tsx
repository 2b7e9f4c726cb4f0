import type { CustomerCohortsReport } from '@ziskomer/contracts';
import { Info } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ChartTheme, getHeatColours, tooltipBox } from '../../../components/charts/chart-style.ts';
import { type ChartOption, EChart } from '../../../components/charts/echart.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { Tooltip } from '../../../components/ui/tooltip.tsx';
import { formatMoney, formatNumber, formatPercent } from '../../../lib/format.ts';
import { useTheme } from '../../../lib/theme.ts';
import { SegmentedControl } from '../customers/segmented-control.tsx';
import { CsvButton } from '../shared/csv-button.tsx';
import { CohortTable } from './cohort-table.tsx';
import {
  COHORT_METRICS,
  type CohortMetric,
  cohortCellValue,
  cohortColumns,
  cohortCsvRows,
  cohortScale,
  isIncompleteCohortMonth,
} from './cohort-values.ts';
import { formatMonth, formatMonthGenitive } from './format-month.ts';
import { heatLabelColour } from './retention-look.ts';
import { useCohortFormat } from './use-cohort-format.ts';

/** Columns narrower than this would hide their labels: the map scrolls sideways instead. */
const CELL_WIDTH = 52;
const ROW_HEIGHT = 34;
const LABEL_WIDTH = 84;

/**
 * The cohort heatmap (ECharts heatmap with a visual map): a row per cohort month, a column per
 * month since the first order, coloured and labelled by the chosen measure. A wide history keeps
 * its cells readable by scrolling sideways (phones especially); the same numbers are a table away.
 */
export function CohortMapCard({
  data,
  currency,
  today,
}: {
  data: CustomerCohortsReport;
  currency: string;
  /** Today in the shop's zone (ReportMeta.today): the cells of its month are not finished. */
  today: string;
}) {
  const { t } = useTranslation('analyticsRetention');
  const { t: tAnalytics } = useTranslation('analytics');
  const { dark } = useTheme();
  const [metric, setMetric] = useState<CohortMetric>('retention');
  const [asTable, setAsTable] = useState(false);
  const format = useCohortFormat(metric, currency);
  const columns = cohortColumns(data.cohorts);
  const scale = useMemo(() => cohortScale(data.cohorts, metric), [data.cohorts, metric]);
  const title = t('cohorts.matrix.title');

  const build = useCallback(
    (theme: ChartTheme): ChartOption => {
      const rows = data.cohorts;
      const span = scale.max - scale.min || 1;
      const points = rows.flatMap((row, rowIndex) =>
        row.cells.map((cell) => {
          const value = cohortCellValue(cell, metric);
          const fraction = Math.min(1, Math.max(0, (value - scale.min) / span));
          const incomplete = isIncompleteCohortMonth(cell, today);
          return {
            value: [cell.offset, rowIndex, value],
            label: { color: heatLabelColour(incomplete ? 0 : fraction, dark, theme) },
            ...(incomplete && {
              itemStyle: { opacity: 0.35, borderType: 'dashed' as const, borderColor: theme.text },
            }),
          };
        }),
      );
      return {
        animationDuration: 250,
        grid: { left: 4, right: 8, top: 28, bottom: 4, containLabel: true },
        tooltip: {
          ...tooltipBox(theme),
          formatter: (item: { value: [number, number, number] }) => {
            const [offset, rowIndex] = item.value;
            const row = rows[rowIndex];
            const cell = row?.cells[offset];
            if (!row || !cell) return '';
            return [
              `<b>${t('cohorts.matrix.tooltipCohort', {
                cohort: formatMonth(row.cohortMonth, 'long'),
                offset,
                month: formatMonth(cell.month),
              })}</b>`,
              t('cohorts.matrix.tooltipActive', {
                active: formatNumber(cell.activeCustomers),
                size: formatNumber(row.customers),
                share: formatPercent(cell.retention, 1),
              }),
              `${t('cohorts.metrics.revenue')}: ${formatMoney(cell.revenue, currency)}`,
              `${t('cohorts.metrics.cumulative')}: ${formatMoney(cell.cumulativeRevenuePerCustomer, currency)}`,
              `${t('cohorts.metrics.margin')}: ${formatMoney(cell.margin, currency)}`,
              ...(isIncompleteCohortMonth(cell, today)
                ? [`<i>${tAnalytics('incompleteBucket.month')}</i>`]
                : []),
            ].join('<br/>');
          },
        },
        xAxis: {
          type: 'category',
          position: 'top',
          data: Array.from({ length: columns }, (_, offset) => t('cohorts.matrix.month', { offset })),
          axisLine: { show: false },
          axisTick: { show: false },
          splitArea: { show: false },
          axisLabel: { color: theme.text, fontSize: 11, interval: 0 },
        },
        yAxis: {
          type: 'category',
          inverse: true,
          data: rows.map((row) => formatMonth(row.cohortMonth)),
          axisLine: { show: false },
          axisTick: { show: false },
          axisLabel: {
            color: theme.text,
            fontSize: 11,
            fontWeight: 500,
            width: LABEL_WIDTH,
            overflow: 'truncate',
          },
        },
        visualMap: {
          show: false,
          type: 'continuous',
          min: scale.min,
          max: scale.max,
          dimension: 2,
          inRange: { color: getHeatColours(dark) },
        },
        series: [
          {
            type: 'heatmap',
            data: points,
            label: {
              show: true,
              fontSize: 10.5,
              fontWeight: 500,
              formatter: (item: { value: [number, number, number] }) => format(item.value[2], true),
            },
            itemStyle: { borderColor: theme.tooltipBg, borderWidth: 2, borderRadius: 4 },
            emphasis: { itemStyle: { borderColor: theme.accent, borderWidth: 2 } },
          },
        ],
      };
    },
    [data.cohorts, metric, scale, columns, dark, format, t, tAnalytics, currency, today],
  );

  const csvHeader = [
    t('cohorts.matrix.columns.cohort'),
    t('cohorts.matrix.columns.size'),
    t('cohorts.matrix.columns.offset'),
    t('cohorts.matrix.columns.month'),
    t('cohorts.matrix.columns.active'),
    t('cohorts.matrix.columns.retention'),
    t('cohorts.matrix.columns.orders'),
    t('cohorts.matrix.columns.revenue'),
    t('cohorts.matrix.columns.cumulative'),
    t('cohorts.matrix.columns.margin'),
  ];
  const chartWidth = LABEL_WIDTH + 24 + columns * CELL_WIDTH;
  const chartHeight = 40 + data.cohorts.length * ROW_HEIGHT;

  return (
    <Card className="min-w-0">
      <CardHeader
        title={
          <span className="flex items-center gap-1.5">
            {title}
            <Tooltip content={t('cohorts.matrix.definition')}>
              <button
                type="button"
                className="rounded text-muted/80 hover:text-fg"
                aria-label={tAnalytics('definitionOf', { metric: title })}
              >
                <Info aria-hidden className="h-4 w-4" />
              </button>
            </Tooltip>
          </span>
        }
        description={t('cohorts.matrix.description', {
          month: data.observedThrough ? formatMonthGenitive(data.observedThrough) : t('none'),
        })}
        actions={
          <>
            <CsvButton
              fileName={t('cohorts.matrix.csv')}
              header={csvHeader}
              rows={cohortCsvRows(data.cohorts)}
            />
            <Button
              variant="secondary"
              size="sm"
              aria-pressed={asTable}
              onClick={() => setAsTable((value) => !value)}
            >
              {asTable ? tAnalytics('showChart') : tAnalytics('showTable')}
            </Button>
          </>
        }
      />
      <div className="flex flex-wrap items-center justify-between gap-3 px-3 pt-3 sm:px-5">
        <SegmentedControl
          legend={t('cohorts.matrix.metric')}
          options={COHORT_METRICS.map((value) => ({ value, label: t(`cohorts.metrics.${value}`) }))}
          value={metric}
          onChange={setMetric}
        />
        {!asTable && <HeatLegend dark={dark} min={format(scale.min, true)} max={format(scale.max, true)} />}
        {!asTable &&
          data.cohorts.some((row) => row.cells.some((cell) => isIncompleteCohortMonth(cell, today))) && (
            <p className="flex items-center gap-1.5 text-xs text-muted" data-testid="cohort-incomplete-month">
              <span aria-hidden className="h-3 w-4 rounded-sm border border-dashed border-muted opacity-60" />
              {t('cohorts.matrix.incompleteMonth')}
            </p>
          )}
      </div>
      <div className="px-3 py-3 sm:px-5">
        {asTable ? (
          <CohortTable data={data} metric={metric} format={format} />
        ) : (
          <section
            aria-label={t('cohorts.matrix.scrollHint')}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
            tabIndex={0}
            className="overflow-x-auto overscroll-x-contain"
          >
            <div style={{ minWidth: chartWidth }}>
              <EChart build={build} height={chartHeight} label={t('cohorts.matrix.chartLabel')} />
            </div>
          </section>
        )}
      </div>
    </Card>
  );
}

/** "Méně ▭▭▭▭ Více" with the ends of the scale. */
function HeatLegend({ dark, min, max }: { dark: boolean; min: string; max: string }) {
  const { t } = useTranslation('analyticsRetention');
  return (
    <div className="flex items-center gap-2 text-xs text-muted">
      <span>
        {t('cohorts.matrix.less')} <span className="tabular">({min})</span>
      </span>
      <span aria-hidden className="flex gap-0.5">
        {getHeatColours(dark).map((colour) => (
          <span key={colour} className="h-3 w-4 rounded-sm" style={{ background: colour }} />
        ))}
      </span>
      <span>
        {t('cohorts.matrix.more')} <span className="tabular">({max})</span>
      </span>
    </div>
  );
}
