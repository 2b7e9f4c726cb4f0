import type { JourneyLink, JourneySource } from '@ziskomer/contracts';
import { format } from 'echarts/core';
import { Route } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../../../components/charts/chart-card.tsx';
import { type ChartTheme, tooltipBox } from '../../../components/charts/chart-style.ts';
import { type ChartOption, EChart } from '../../../components/charts/echart.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { useTheme } from '../../../lib/theme.ts';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { CsvButton } from '../shared/csv-button.tsx';
import { buildJourneyGraph, type JourneyNode } from './journey-sankey.ts';
import { getSourceColour } from './source-look.ts';
import { useSourceLabel } from './use-source-label.ts';

/** Room right of the last step for its names, on wide screens. */
const RIGHT_LABELS = 132;

interface SankeyTooltipItem {
  dataType: 'node' | 'edge';
  data: { name?: string; source?: string; target?: string; value?: number };
  value: number;
}

/**
 * Sources of the 1st → 2nd → 3rd order of the cohort's returning customers. Each step has its own
 * nodes (the same source twice is two nodes), which keeps the graph free of cycles.
 */
export function JourneySankeyCard({
  links,
  sources,
}: {
  links: JourneyLink[];
  sources: readonly JourneySource[];
}) {
  const { t } = useTranslation('analyticsBehaviour');
  const { dark } = useTheme();
  const wide = useMediaQuery('(min-width: 640px)');
  const label = useSourceLabel();
  const graph = useMemo(() => buildJourneyGraph(links), [links]);
  const byName = useMemo(() => new Map(graph.nodes.map((node) => [node.name, node])), [graph]);
  const customers = useCallback(
    (count: number) => t('customers', { count, value: formatNumber(count) }),
    [t],
  );
  const lastStep = graph.nodes.some((node) => node.step === 3) ? 3 : 2;

  const build = useCallback(
    (theme: ChartTheme): ChartOption => ({
      animationDuration: 300,
      tooltip: {
        trigger: 'item',
        ...tooltipBox(theme),
        formatter: (item: SankeyTooltipItem) => {
          if (item.dataType === 'edge') {
            const from = byName.get(item.data.source ?? '');
            const to = byName.get(item.data.target ?? '');
            if (!from || !to) return '';
            return `<b>${format.encodeHTML(t('journey.sankey.flow', { from: label(from.source), to: label(to.source) }))}</b><br/>${t(
              `journey.sankey.stepName.${from.step}`,
            )}<br/>${customers(item.value)}`;
          }
          const node = byName.get(item.data.name ?? '');
          if (!node) return '';
          return `<b>${format.encodeHTML(label(node.source))}</b><br/>${t(`journey.sankey.step.${node.step}`)}<br/>${customers(node.customers)}`;
        },
      },
      series: [
        {
          type: 'sankey',
          left: 4,
          right: wide ? RIGHT_LABELS : 8,
          top: 8,
          bottom: 8,
          nodeWidth: wide ? 14 : 10,
          nodeGap: wide ? 12 : 14,
          nodeAlign: 'left',
          layoutIterations: 0,
          draggable: false,
          emphasis: { focus: 'adjacency' },
          lineStyle: { color: 'gradient', curveness: 0.5, opacity: dark ? 0.35 : 0.3 },
          itemStyle: { borderWidth: 0, borderRadius: 3 },
          label: {
            color: theme.tooltipText,
            fontSize: wide ? 12 : 10,
            // On a phone the names of neighbouring steps share the room between them.
            ...(wide ? {} : { width: 64, overflow: 'truncate' }),
            formatter: (item: { name: string }) => {
              const node = byName.get(item.name);
              if (!node) return '';
              // Braces would start rich-text markup: a source's name must not.
              const name = label(node.source).replace(/[{}|]/g, '');
              return wide ? `${name}  {count|${formatNumber(node.customers)}}` : name;
            },
            rich: { count: { color: theme.text, fontSize: 12 } },
          },
          data: graph.nodes.map((node: JourneyNode) => ({
            name: node.name,
            depth: node.step - 1,
            itemStyle: { color: getSourceColour(node.source, sources, dark) },
            // On a phone the last step's names go inside, so the flows get the whole width.
            ...(!wide && node.step === lastStep ? { label: { position: 'left' } } : {}),
          })),
          links: graph.links.map((link) => ({ source: link.source, target: link.target, value: link.value })),
        },
      ],
    }),
    [graph, byName, label, customers, sources, dark, wide, lastStep, t],
  );

  const steps = lastStep === 3 ? [1, 2, 3] : [1, 2];
  const nodesInTallestStep = Math.max(
    ...steps.map((step) => graph.nodes.filter((node) => node.step === step).length),
  );
  const height = Math.max(wide ? 320 : 360, nodesInTallestStep * (wide ? 52 : 50));
  const empty = links.length === 0;
  return (
    <ChartCard
      title={t('journey.sankey.title')}
      description={t('journey.sankey.description')}
      definition={t('journey.sankey.definition')}
      actions={
        empty ? undefined : (
          <CsvButton
            fileName={t('journey.sankey.csv')}
            header={[
              t('journey.sankey.columns.step'),
              t('journey.sankey.columns.from'),
              t('journey.sankey.columns.to'),
              t('journey.sankey.columns.customers'),
            ]}
            rows={links.map((link) => [
              t(`journey.sankey.stepName.${link.step}`),
              label(link.from),
              label(link.to),
              link.customers,
            ])}
          />
        )
      }
      chart={
        empty ? (
          <EmptyState
            className="py-12"
            icon={Route}
            title={t('journey.sankey.empty')}
            description={t('journey.sankey.emptyDescription')}
          />
        ) : (
          <div>
            <div
              aria-hidden
              className="flex justify-between pb-2 text-xs font-medium text-muted"
              style={{ paddingRight: wide ? RIGHT_LABELS : 8 }}
            >
              {steps.map((step) => (
                <span key={step}>{t(`journey.sankey.step.${step}`)}</span>
              ))}
            </div>
            <EChart build={build} height={height} label={t('journey.sankey.chartLabel')} />
          </div>
        )
      }
      table={
        empty ? undefined : (
          <table className="w-full text-sm">
            <thead className="sticky top-0 bg-surface text-xs text-muted">
              <tr>
                <th className="px-2 py-2 text-left font-medium">{t('journey.sankey.columns.step')}</th>
                <th className="px-2 py-2 text-left font-medium">{t('journey.sankey.columns.from')}</th>
                <th className="px-2 py-2 text-left font-medium">{t('journey.sankey.columns.to')}</th>
                <th className="px-2 py-2 text-right font-medium">{t('journey.sankey.columns.customers')}</th>
              </tr>
            </thead>
            <tbody>
              {links.map((link) => (
                <tr
                  key={`${link.step}:${JSON.stringify([link.from, link.to])}`}
                  className="border-t border-border"
                >
                  <td className="px-2 py-1.5 text-muted">{t(`journey.sankey.stepName.${link.step}`)}</td>
                  <td className="px-2 py-1.5">{label(link.from)}</td>
                  <td className="px-2 py-1.5">{label(link.to)}</td>
                  <td className="px-2 py-1.5 text-right tabular">{formatNumber(link.customers)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )
      }
    />
  );
}
