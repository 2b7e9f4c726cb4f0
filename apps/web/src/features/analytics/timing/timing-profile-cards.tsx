import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../../../components/charts/chart-card.tsx';
import { type ChartTheme, tooltipBox } from '../../../components/charts/chart-style.ts';
import { type ChartOption, EChart } from '../../../components/charts/echart.tsx';
import { formatMoney, formatNumber, formatPercent } from '../../../lib/format.ts';
import type { TimingMeasure, TimingProfile } from './timing-peaks.ts';
import { useTimingLabels } from './use-timing-labels.ts';

/** Totals per weekday and per hour of the day: the heatmap's margins, easier to read on a phone. */
export function TimingProfileCards({
  profile,
  measure,
  currency,
}: {
  profile: TimingProfile;
  measure: TimingMeasure;
  currency: string;
}) {
  const { t } = useTranslation('analyticsBehaviour');
  const labels = useTimingLabels();
  const format = (value: number) =>
    measure === 'orders' ? formatNumber(value) : formatMoney(value, currency);
  return (
    <div className="grid gap-6 lg:grid-cols-5">
      <ProfileCard
        className="lg:col-span-2"
        title={t('timing.profile.weekdays.title')}
        description={t('timing.profile.weekdays.description')}
        label={t('timing.profile.weekdays.chartLabel')}
        names={[1, 2, 3, 4, 5, 6, 7].map(labels.weekdayShort)}
        tooltipNames={[1, 2, 3, 4, 5, 6, 7].map(labels.weekdayTitle)}
        values={profile.weekdays}
        total={profile.total}
        format={format}
        valueLabel={t(`timing.measure.${measure}`)}
      />
      <ProfileCard
        className="lg:col-span-3"
        title={t('timing.profile.hours.title')}
        description={t('timing.profile.hours.description')}
        label={t('timing.profile.hours.chartLabel')}
        names={profile.hours.map((_, hour) => String(hour))}
        tooltipNames={profile.hours.map((_, hour) => labels.hourRange(hour))}
        values={profile.hours}
        total={profile.total}
        format={format}
        valueLabel={t(`timing.measure.${measure}`)}
      />
    </div>
  );
}

function ProfileCard({
  className,
  title,
  description,
  label,
  names,
  tooltipNames,
  values,
  total,
  format,
  valueLabel,
}: {
  className: string;
  title: string;
  description: string;
  label: string;
  names: string[];
  tooltipNames: string[];
  values: number[];
  total: number;
  format: (value: number) => string;
  valueLabel: string;
}) {
  const { t } = useTranslation('analyticsBehaviour');
  const best = values.indexOf(Math.max(...values));
  const build = useCallback(
    (theme: ChartTheme): ChartOption => ({
      animationDuration: 300,
      grid: { left: 4, right: 4, top: 12, bottom: 4, containLabel: true },
      tooltip: {
        trigger: 'axis',
        axisPointer: { type: 'shadow' },
        ...tooltipBox(theme),
        formatter: (items: { dataIndex: number }[]) => {
          const index = items[0]?.dataIndex ?? 0;
          const value = values[index] ?? 0;
          return `<b>${tooltipNames[index]}</b><br/>${format(value)} · ${formatPercent(total > 0 ? value / total : 0, 1)}`;
        },
      },
      xAxis: {
        type: 'category',
        data: names,
        axisLine: { lineStyle: { color: theme.grid } },
        axisTick: { show: false },
        axisLabel: { color: theme.text, fontSize: 11, interval: names.length > 12 ? 'auto' : 0 },
      },
      yAxis: {
        type: 'value',
        splitLine: { lineStyle: { color: theme.grid } },
        axisLabel: { color: theme.text, fontSize: 11, formatter: (value: number) => formatNumber(value) },
      },
      series: [
        {
          type: 'bar',
          barMaxWidth: 36,
          data: values.map((value, index) => ({
            value,
            itemStyle: { color: index === best ? theme.accent : theme.neutral, borderRadius: [4, 4, 0, 0] },
          })),
        },
      ],
    }),
    [names, tooltipNames, values, total, format, best],
  );
  return (
    <ChartCard
      className={className}
      title={title}
      description={description}
      chart={<EChart build={build} height={220} label={label} />}
      table={
        <table className="w-full text-sm">
          <thead className="sticky top-0 bg-surface text-xs text-muted">
            <tr>
              <th className="px-2 py-2 text-left font-medium">{title}</th>
              <th className="px-2 py-2 text-right font-medium">{t('timing.gaps.columns.share')}</th>
              <th className="px-2 py-2 text-right font-medium">{valueLabel}</th>
            </tr>
          </thead>
          <tbody>
            {values.map((value, index) => (
              <tr key={tooltipNames[index]} className="border-t border-border">
                <td className="px-2 py-1.5">{tooltipNames[index]}</td>
                <td className="px-2 py-1.5 text-right tabular">
                  {formatPercent(total > 0 ? value / total : 0, 1)}
                </td>
                <td className="px-2 py-1.5 text-right tabular">{format(value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    />
  );
}
