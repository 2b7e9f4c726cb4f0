import type { CustomerJourneyReport, JourneySource } from '@ziskomer/contracts';
import { useTranslation } from 'react-i18next';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { formatNumber, formatPercent } from '../../../lib/format.ts';
import { useTheme } from '../../../lib/theme.ts';
import { CsvButton } from '../shared/csv-button.tsx';
import { formatDays } from '../timing/format-days.ts';
import { DefinitionHint } from './definition-hint.tsx';
import { getSourceColour } from './source-look.ts';
import { useSourceLabel } from './use-source-label.ts';

/** Per source of the first order: customers, how many came back, and the days to the second order. */
export function ReturnBySourceCard({
  data,
  sources,
}: {
  data: CustomerJourneyReport;
  sources: readonly JourneySource[];
}) {
  const { t } = useTranslation('analyticsBehaviour');
  const { dark } = useTheme();
  const label = useSourceLabel();
  const columns = {
    source: t('journey.bySource.columns.source'),
    customers: t('journey.bySource.columns.customers'),
    returned: t('journey.bySource.columns.returned'),
    returnedShare: t('journey.bySource.columns.returnedShare'),
    median: t('journey.bySource.columns.median'),
    mean: t('journey.bySource.columns.mean'),
  };
  const rows = [
    ...data.bySource.map((group) => ({
      key: JSON.stringify(group.source),
      name: label(group.source),
      group,
      total: false,
    })),
    { key: 'total', name: t('journey.bySource.total'), group: { ...data.totals, source: null }, total: true },
  ];
  const round = (days: number | null) => (days === null ? null : Math.round(days * 10) / 10);
  return (
    <Card className="min-w-0">
      <CardHeader
        title={
          <span className="flex items-center gap-1.5">
            {t('journey.bySource.title')}
            <DefinitionHint
              title={t('journey.bySource.title')}
              definition={t('journey.bySource.definition')}
            />
          </span>
        }
        description={t('journey.bySource.description')}
        actions={
          <CsvButton
            fileName={t('journey.bySource.csv')}
            header={Object.values(columns)}
            rows={rows.map(({ name, group }) => [
              name,
              group.customers,
              group.returned,
              group.returnedShare,
              round(group.medianDaysToSecond),
              round(group.meanDaysToSecond),
            ])}
          />
        }
      />
      <section
        aria-label={t('journey.bySource.title')}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
        tabIndex={0}
        className="overflow-x-auto"
      >
        <table className="w-full border-separate border-spacing-0 text-sm sm:min-w-[640px]">
          <thead className="text-xs text-muted">
            <tr>
              <th scope="col" className="sticky left-0 bg-surface py-2.5 pr-3 pl-5 text-left font-medium">
                {columns.source}
              </th>
              <th scope="col" className="px-3 py-2.5 text-right font-medium">
                {columns.customers}
              </th>
              <th scope="col" className="px-3 py-2.5 text-right font-medium">
                {columns.returnedShare}
              </th>
              <th scope="col" className="py-2.5 pr-4 pl-3 text-right font-medium sm:pr-3">
                {columns.median}
              </th>
              <th scope="col" className="hidden py-2.5 pr-5 pl-3 text-right font-medium sm:table-cell">
                {columns.mean}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ key, name, group, total }) => (
              <tr key={key} className={cn(total && 'font-semibold')}>
                <th
                  scope="row"
                  className={cn(
                    'sticky left-0 border-t border-border bg-surface py-2.5 pr-3 pl-5 text-left font-medium',
                    group.source === '' || (group.source === null && !total)
                      ? 'text-muted italic'
                      : 'text-fg',
                    total && 'font-semibold',
                  )}
                >
                  <span className="flex items-center gap-2 whitespace-nowrap">
                    {!total && (
                      <span
                        aria-hidden
                        className="h-2.5 w-2.5 shrink-0 rounded-sm"
                        style={{ background: getSourceColour(group.source, sources, dark) }}
                      />
                    )}
                    {name}
                  </span>
                </th>
                <td className="whitespace-nowrap border-t border-border px-3 py-2.5 text-right tabular">
                  {formatNumber(group.customers)}
                </td>
                <td className="border-t border-border px-3 py-2.5 text-right">
                  <span className="inline-flex items-center justify-end gap-2">
                    <span
                      aria-hidden
                      className="hidden h-1.5 w-20 overflow-hidden rounded-full bg-surface-2 sm:block"
                    >
                      <span
                        className="block h-full rounded-full bg-accent/80"
                        style={{ width: `${(group.returnedShare ?? 0) * 100}%` }}
                      />
                    </span>
                    <span className="w-14 tabular">
                      {group.returnedShare === null ? '—' : formatPercent(group.returnedShare, 1)}
                    </span>
                    <span className="hidden w-10 text-xs font-normal text-muted tabular sm:inline">
                      {formatNumber(group.returned)}
                    </span>
                  </span>
                </td>
                <td className="whitespace-nowrap border-t border-border py-2.5 pr-4 pl-3 text-right tabular sm:pr-3">
                  {formatDays(t, group.medianDaysToSecond)}
                </td>
                <td className="hidden whitespace-nowrap border-t border-border py-2.5 pr-5 pl-3 text-right tabular sm:table-cell">
                  {formatDays(t, group.meanDaysToSecond)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </Card>
  );
}
