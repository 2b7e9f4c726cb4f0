import type { OrderTimingReport } from '@ziskomer/contracts';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../../../components/charts/chart-card.tsx';
import { type ChartTheme, getHeatColours, tooltipBox } from '../../../components/charts/chart-style.ts';
import { type ChartOption, EChart } from '../../../components/charts/echart.tsx';
import { formatMoney, formatNumber } from '../../../lib/format.ts';
import { useTheme } from '../../../lib/theme.ts';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { CsvButton } from '../shared/csv-button.tsx';
import type { TimingMeasure } from './timing-peaks.ts';
import { useTimingLabels } from './use-timing-labels.ts';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7];
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/**
 * Weekday × hour heatmap. Wide screens put the hours across (7 rows of 24); phones turn it
 * (24 rows of 7), so every cell stays big enough to read and tap.
 */
export function TimingHeatmapCard({
  data,
  measure,
  currency,
  timeZone,
}: {
  data: OrderTimingReport;
  measure: TimingMeasure;
  currency: string;
  timeZone: string;
}) {
  const { t } = useTranslation('analyticsBehaviour');
  const { dark } = useTheme();
  const labels = useTimingLabels();
  const wide = useMediaQuery('(min-width: 640px)');
  const format = useCallback(
    (value: number) => (measure === 'orders' ? formatNumber(value) : formatMoney(value, currency)),
    [measure, currency],
  );
  const max = useMemo(() => Math.max(0, ...data.cells.map((cell) => cell[measure])), [data.cells, measure]);

  const build = useCallback(
    (theme: ChartTheme): ChartOption => {
      const weekdayAxis = {
        type: 'category' as const,
        data: WEEKDAYS.map(labels.weekdayShort),
        inverse: wide,
        axisLine: { show: false },
        axisTick: { show: false },
        axisLabel: { color: theme.text, fontSize: 12, fontWeight: 500 },
        position: wide ? undefined : ('top' as const),
      };
      const hourAxis = {
        type: 'category' as const,
        data: HOURS.map((hour) => (wide ? String(hour) : `${hour}:00`)),
        inverse: !wide,
        axisLine: { show: false },
        axisTick: { show: false },
        axisLabel: { color: theme.text, fontSize: 11, interval: 0 },
      };
      return {
        animationDuration: 300,
        grid: { left: 4, right: 4, top: wide ? 4 : 24, bottom: wide ? 4 : 4, containLabel: true },
        tooltip: {
          ...tooltipBox(theme),
          formatter: (item: { data: [number, number, number, number, number] }) => {
            const [, , , weekday, hour] = item.data;
            const cell = data.cells[(weekday - 1) * 24 + hour];
            if (!cell) return '';
            const days = data.weekdayDays[weekday - 1] ?? 0;
            const perDay =
              days > 0
                ? `<br/><span style="opacity:.75">${t('timing.heatmap.perDay', {
                    value:
                      measure === 'orders'
                        ? formatNumber(cell.orders / days, 1)
                        : format(cell.revenue / days),
                    days,
                  })}</span>`
                : '';
            return `<b>${labels.weekdayTitle(weekday)} · ${labels.hourRange(hour)}</b><br/>${t('orders', {
              count: cell.orders,
              value: formatNumber(cell.orders),
            })} · ${formatMoney(cell.revenue, currency)}${perDay}`;
          },
        },
        xAxis: wide ? hourAxis : weekdayAxis,
        yAxis: wide ? weekdayAxis : hourAxis,
        visualMap: {
          show: false,
          min: 0,
          max: Math.max(max, 1),
          dimension: 2,
          inRange: { color: getHeatColours(dark) },
        },
        series: [
          {
            type: 'heatmap',
            // [x, y, value, weekday, hour]: the last two let the tooltip find the cell either way round.
            data: data.cells.map((cell) => {
              const x = wide ? cell.hour : cell.weekday - 1;
              const y = wide ? cell.weekday - 1 : cell.hour;
              return [x, y, cell[measure], cell.weekday, cell.hour];
            }),
            itemStyle: { borderColor: theme.tooltipBg, borderWidth: 2, borderRadius: 5 },
            emphasis: { itemStyle: { borderColor: theme.accent, borderWidth: 2 } },
          },
        ],
      };
    },
    [data, measure, max, wide, dark, labels, currency, format, t],
  );

  const csvRows = data.cells.map((cell) => [
    labels.weekdayTitle(cell.weekday),
    labels.hourRange(cell.hour),
    cell.orders,
    cell.revenue,
  ]);
  return (
    <ChartCard
      title={t('timing.heatmap.title')}
      description={t('timing.heatmap.description', { zone: timeZone })}
      definition={t('timing.heatmap.definition')}
      actions={
        <CsvButton
          fileName={t('timing.heatmap.csv')}
          header={[
            t('timing.heatmap.columns.weekday'),
            t('timing.heatmap.columns.hour'),
            t('timing.heatmap.columns.orders'),
            t('timing.heatmap.columns.revenue'),
          ]}
          rows={csvRows}
        />
      }
      chart={
        <div>
          <EChart build={build} height={wide ? 316 : 600} label={t('timing.heatmap.chartLabel')} />
          <HeatLegend dark={dark} max={format(max)} />
        </div>
      }
      table={<HeatmapTable data={data} measure={measure} format={format} />}
    />
  );
}

/** "Méně ▭▭▭▭ Více": what the shades mean, with the top of the scale. */
function HeatLegend({ dark, max }: { dark: boolean; max: string }) {
  const { t } = useTranslation('analyticsBehaviour');
  const colours = getHeatColours(dark);
  return (
    <div className="mt-2 flex items-center justify-end gap-2 px-1 text-xs text-muted">
      <span>{t('timing.heatmap.less')}</span>
      <span aria-hidden className="flex gap-0.5">
        {colours.map((colour) => (
          <span key={colour} className="h-3 w-5 rounded-sm" style={{ background: colour }} />
        ))}
      </span>
      <span>
        {t('timing.heatmap.more')} <span className="tabular">({max})</span>
      </span>
    </div>
  );
}

/** The same numbers as a table: weekdays down, hours across (scrolls sideways on phones). */
function HeatmapTable({
  data,
  measure,
  format,
}: {
  data: OrderTimingReport;
  measure: TimingMeasure;
  format: (value: number) => string;
}) {
  const { t } = useTranslation('analyticsBehaviour');
  const labels = useTimingLabels();
  return (
    <table className="w-full min-w-[960px] border-separate border-spacing-0 text-xs">
      <thead className="sticky top-0 bg-surface text-muted">
        <tr>
          <th scope="col" className="sticky left-0 bg-surface px-2 py-2 text-left font-medium">
            {t('timing.heatmap.columns.weekday')}
          </th>
          {HOURS.map((hour) => (
            <th key={hour} scope="col" className="px-1.5 py-2 text-right font-medium tabular">
              {hour}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {WEEKDAYS.map((weekday) => (
          <tr key={weekday}>
            <th
              scope="row"
              className="sticky left-0 border-t border-border bg-surface px-2 py-1.5 text-left font-medium text-fg"
            >
              {labels.weekdayTitle(weekday)}
            </th>
            {HOURS.map((hour) => {
              const value = data.cells[(weekday - 1) * 24 + hour]?.[measure] ?? 0;
              return (
                <td
                  key={hour}
                  className={`border-t border-border px-1.5 py-1.5 text-right tabular ${value === 0 ? 'text-muted/60' : 'text-fg'}`}
                >
                  {measure === 'orders' ? format(value) : formatNumber(value)}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
