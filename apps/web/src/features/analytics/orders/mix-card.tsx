import type { DimensionTop, OrdersMixDimension } from '@ziskomer/contracts';
import { PieChart } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../../../components/charts/chart-card.tsx';
import { type ChartOption, EChart } from '../../../components/charts/echart.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { formatMoney, formatNumber, formatPercent } from '../../../lib/format.ts';
import { getLanguage } from '../../../lib/i18n.ts';
import { useTheme } from '../../../lib/theme.ts';
import { labelDimension } from './dimension-label.ts';
import { type MixSlice, toMixSlices } from './mix-slices.ts';

/** Slices a donut shows before the rest becomes "other": more are not told apart at a glance. */
const DONUT_SLICES = 5;

/**
 * Distinct hues for the donut, emerald first (the app's accent), and slate for "other". Two
 * sets: the dark one is lighter so that slices stay apart on the dark surface.
 */
const PALETTE = {
  light: ['#047857', '#0ea5e9', '#6366f1', '#f59e0b', '#ec4899'],
  dark: ['#34d399', '#38bdf8', '#818cf8', '#fbbf24', '#f472b6'],
};
const OTHER = { light: '#94a3b8', dark: '#64748b' };

/** Payment or shipping methods as a donut of order shares, with a legend and a table of all. */
export function MixCard({
  dimension,
  top,
  currency,
}: {
  dimension: OrdersMixDimension;
  top: DimensionTop;
  currency: string;
}) {
  const { t } = useTranslation('analyticsOrders');
  const { dark } = useTheme();
  const slices = useMemo(() => toMixSlices(top, DONUT_SLICES), [top]);
  const locale = getLanguage() === 'en' ? 'en-GB' : 'cs-CZ';
  const name = useCallback(
    (slice: Pick<MixSlice, 'value'>) =>
      slice.value === null
        ? t('mix.other')
        : labelDimension(dimension, { value: slice.value, label: null }, t('notGiven'), locale).primary,
    [dimension, locale, t],
  );
  const colour = useCallback(
    (index: number, slice: MixSlice) =>
      slice.value === null
        ? OTHER[dark ? 'dark' : 'light']
        : (PALETTE[dark ? 'dark' : 'light'][index % DONUT_SLICES] ?? OTHER.light),
    [dark],
  );

  const build = useCallback(
    (theme: Parameters<Parameters<typeof EChart>[0]['build']>[0]): ChartOption => ({
      animationDuration: 300,
      tooltip: {
        trigger: 'item',
        backgroundColor: theme.tooltipBg,
        borderColor: theme.grid,
        textStyle: { color: theme.tooltipText, fontSize: 12 },
        formatter: (item: { dataIndex: number }) => {
          const slice = slices[item.dataIndex];
          if (!slice) return '';
          return `<b>${escapeHtml(name(slice))}</b><br/>${formatNumber(slice.orders)} · ${formatPercent(slice.share, 1)}<br/>${formatMoney(slice.revenue, currency)}`;
        },
      },
      series: [
        {
          type: 'pie',
          radius: ['58%', '88%'],
          center: ['50%', '50%'],
          avoidLabelOverlap: true,
          label: { show: false },
          labelLine: { show: false },
          itemStyle: { borderColor: theme.tooltipBg, borderWidth: 2, borderRadius: 4 },
          emphasis: { scale: true, scaleSize: 4 },
          data: slices.map((slice, index) => ({
            value: slice.orders,
            name: name(slice),
            itemStyle: { color: colour(index, slice) },
          })),
        },
      ],
    }),
    [slices, name, currency, colour],
  );

  const empty = top.rows.length === 0;
  return (
    <ChartCard
      title={t(`mix.${dimension}.title`)}
      description={t('mix.description')}
      definition={t('mix.definition')}
      chart={
        empty ? (
          <EmptyState icon={PieChart} title={t('mix.empty')} />
        ) : (
          <div className="flex flex-col items-center gap-4 sm:flex-row sm:gap-6">
            <div className="w-44 shrink-0">
              <EChart build={build} height={176} label={t(`mix.${dimension}.chartLabel`)} />
            </div>
            <ul className="flex w-full min-w-0 flex-col gap-2">
              {slices.map((slice, index) => (
                <li key={slice.value ?? '\u0000other'} className="flex items-center gap-2 text-sm">
                  <span
                    aria-hidden
                    className="h-2.5 w-2.5 shrink-0 rounded-sm"
                    style={{ background: colour(index, slice) }}
                  />
                  <span className={slice.value === '' ? 'truncate text-muted italic' : 'truncate text-fg'}>
                    {name(slice)}
                  </span>
                  <span className="ml-auto shrink-0 text-muted tabular">{formatNumber(slice.orders)}</span>
                  <span className="w-14 shrink-0 text-right font-medium text-fg tabular">
                    {formatPercent(slice.share, 1)}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        )
      }
      table={empty ? undefined : <MixTable dimension={dimension} top={top} currency={currency} />}
    />
  );
}

/** Every listed method (up to 10) with the rest as "other". */
function MixTable({
  dimension,
  top,
  currency,
}: {
  dimension: OrdersMixDimension;
  top: DimensionTop;
  currency: string;
}) {
  const { t } = useTranslation('analyticsOrders');
  const locale = getLanguage() === 'en' ? 'en-GB' : 'cs-CZ';
  const slices = toMixSlices(top, top.rows.length);
  return (
    <table className="w-full text-sm">
      <thead className="sticky top-0 bg-surface text-xs text-muted">
        <tr>
          <th className="px-2 py-2 text-left font-medium">{t('mix.columns.method')}</th>
          <th className="px-2 py-2 text-right font-medium">{t('mix.columns.orders')}</th>
          <th className="px-2 py-2 text-right font-medium">{t('mix.columns.share')}</th>
          <th className="px-2 py-2 text-right font-medium">{t('mix.columns.revenue')}</th>
        </tr>
      </thead>
      <tbody>
        {slices.map((slice) => (
          <tr key={slice.value ?? '\u0000other'} className="border-t border-border">
            <td className="px-2 py-1.5">
              {slice.value === null
                ? t('mix.other')
                : labelDimension(dimension, { value: slice.value, label: null }, t('notGiven'), locale)
                    .primary}
            </td>
            <td className="px-2 py-1.5 text-right tabular">{formatNumber(slice.orders)}</td>
            <td className="px-2 py-1.5 text-right tabular">{formatPercent(slice.share, 1)}</td>
            <td className="px-2 py-1.5 text-right tabular">{formatMoney(slice.revenue, currency)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
