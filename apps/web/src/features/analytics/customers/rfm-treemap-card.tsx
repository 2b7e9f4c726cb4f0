import type { RfmSegment, RfmSegmentSummary } from '@ziskomer/contracts';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../../../components/charts/chart-card.tsx';
import { type ChartTheme, tooltipBox } from '../../../components/charts/chart-style.ts';
import { type ChartOption, EChart } from '../../../components/charts/echart.tsx';
import { formatMoney, formatPercent } from '../../../lib/format.ts';
import { SEGMENT_COLOURS } from './customer-palette.ts';
import { SegmentedControl } from './segmented-control.tsx';

type SizeBy = 'customers' | 'revenue';

/**
 * The segments as a treemap sized by customers or revenue; a tile selects its segment. The same
 * numbers are in the segments table below it.
 */
export function RfmTreemapCard({
  segments,
  currency,
  selected,
  onSelect,
}: {
  segments: RfmSegmentSummary[];
  currency: string;
  selected: RfmSegment | null;
  onSelect: (segment: RfmSegment) => void;
}) {
  const { t } = useTranslation('analyticsCustomers');
  const [sizeBy, setSizeBy] = useState<SizeBy>('customers');
  const shown = segments.filter((row) => row[sizeBy] > 0);

  const build = useCallback(
    (theme: ChartTheme): ChartOption => {
      return {
        animationDuration: 300,
        tooltip: {
          ...tooltipBox(theme),
          formatter: (item: { dataIndex: number; data?: { segment?: RfmSegment } }) => {
            const row = shown.find((candidate) => candidate.segment === item.data?.segment);
            if (!row) return '';
            return (
              `<div style="font-weight:600;margin-bottom:2px">${t(`rfm.segments.${row.segment}.name`)}</div>` +
              `<div>${t('rfm.treemap.tooltip', {
                customers: t('customersCount', { count: row.customers }),
                share: formatPercent(row.customerShare, 1),
                revenue: formatMoney(row.revenue, currency),
              })}</div>`
            );
          },
        },
        series: [
          {
            type: 'treemap',
            roam: false,
            nodeClick: false,
            breadcrumb: { show: false },
            width: '100%',
            height: '100%',
            top: 0,
            left: 0,
            squareRatio: 0.9,
            itemStyle: { borderColor: theme.tooltipBg, borderWidth: 2, gapWidth: 2 },
            label: {
              show: true,
              overflow: 'truncate',
              formatter: (item: { data: { segment: RfmSegment; share: number } }) =>
                `{name|${t(`rfm.segments.${item.data.segment}.name`)}}\n{share|${formatPercent(item.data.share, 1)}}`,
              rich: {
                name: { fontSize: 13, fontWeight: 600, lineHeight: 18 },
                share: { fontSize: 12, lineHeight: 16, opacity: 0.85 },
              },
            },
            data: shown.map((row) => {
              const colour = SEGMENT_COLOURS[row.segment];
              const isSelected = row.segment === selected;
              const share = sizeBy === 'customers' ? row.customerShare : row.revenueShare;
              return {
                name: row.segment,
                segment: row.segment,
                value: row[sizeBy],
                share,
                itemStyle: {
                  color: colour.fill,
                  borderColor: isSelected ? theme.tooltipText : theme.tooltipBg,
                  borderWidth: isSelected ? 3 : 2,
                },
                // Tiles under 2.5 % are too small for a readable label; the tooltip names them.
                label: { color: colour.text, show: share >= 0.025 },
              };
            }),
          },
        ],
      };
    },
    [shown, sizeBy, selected, currency, t],
  );

  return (
    <ChartCard
      title={t('rfm.treemap.title')}
      description={t('rfm.treemap.description')}
      definition={t('rfm.definitions.treemap')}
      actions={
        <SegmentedControl
          legend={t('rfm.treemap.sizeBy')}
          value={sizeBy}
          onChange={setSizeBy}
          options={[
            { value: 'customers', label: t('rfm.treemap.customers') },
            { value: 'revenue', label: t('rfm.treemap.revenue') },
          ]}
        />
      }
      chart={
        <EChart
          build={build}
          height={380}
          label={t('rfm.treemap.chartLabel')}
          onItemClick={(item) => {
            const segment = (item.data as { segment?: RfmSegment } | undefined)?.segment;
            if (segment) onSelect(segment);
          }}
        />
      }
    />
  );
}
