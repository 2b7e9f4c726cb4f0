import { ORDERS_TOP_DIMENSIONS, type OrdersReport, type OrdersTopDimension } from '@ziskomer/contracts';
import { Info } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { Tooltip } from '../../../components/ui/tooltip.tsx';
import { formatMoney, formatNumber, formatPercent } from '../../../lib/format.ts';
import { getLanguage } from '../../../lib/i18n.ts';
import { CsvButton } from '../shared/csv-button.tsx';
import { labelDimension } from './dimension-label.ts';

/** Dimensions whose rows come from order lines: they have units sold. */
const LINE_DIMENSIONS: readonly OrdersTopDimension[] = ['product', 'category'];

/**
 * The six top lists of SPEC §9 (cities, countries, products, categories, channels, campaigns),
 * 10 rows each by revenue, one tab at a time, with a share bar per row and CSV of the open tab.
 */
export function TopListsCard({
  top,
  currency,
  period,
}: {
  top: OrdersReport['top'];
  currency: string;
  period: { from: string; to: string };
}) {
  const { t } = useTranslation('analyticsOrders');
  const { t: tShared } = useTranslation('analytics');
  const [dimension, setDimension] = useState<OrdersTopDimension>('product');
  const list = top[dimension];
  const lines = LINE_DIMENSIONS.includes(dimension);
  const locale = getLanguage() === 'en' ? 'en-GB' : 'cs-CZ';
  // Bars are scaled to the leader so that small shares still read as a ranking.
  const leader = Math.max(...list.rows.map((row) => row.share), 0);
  const rows = list.rows.map((row) => ({
    row,
    label: labelDimension(dimension, row, t('notGiven'), locale),
  }));

  // Products and countries carry a code beside their name; the CSV gives it a column of its own.
  const hasCode = dimension === 'product' || dimension === 'country';
  const csvHeader = [
    t(`top.columns.${dimension}`),
    ...(hasCode ? [t('top.columns.code')] : []),
    t('top.columns.orders'),
    ...(lines ? [t('top.columns.quantity')] : []),
    t('top.columns.revenue'),
    t('top.columns.margin'),
    t('top.columns.sharePercent'),
  ];
  const csvRows = rows.map(({ row, label }) => [
    label.primary,
    ...(hasCode ? [label.secondary ?? ''] : []),
    row.orders,
    ...(lines ? [row.quantity] : []),
    row.revenue,
    row.margin,
    Math.round(row.share * 10_000) / 100,
  ]);

  return (
    <Card className="min-w-0">
      <CardHeader
        title={
          <span className="flex items-center gap-1.5">
            {t('top.title')}
            <Tooltip content={t('top.definition')}>
              <button
                type="button"
                className="rounded text-muted/80 hover:text-fg"
                aria-label={tShared('definitionOf', { metric: t('top.title') })}
              >
                <Info aria-hidden className="h-4 w-4" />
              </button>
            </Tooltip>
          </span>
        }
        description={t('top.description')}
        actions={
          <CsvButton
            fileName={t('csv.top', { dimension, from: period.from, to: period.to })}
            header={csvHeader}
            rows={csvRows}
          />
        }
      />
      <Tabs value={dimension} onValueChange={(value) => setDimension(value as OrdersTopDimension)}>
        <div className="overflow-x-auto border-b border-border px-3 py-2 sm:px-5">
          <TabsList aria-label={t('top.picker')}>
            {ORDERS_TOP_DIMENSIONS.map((choice) => (
              <TabsTrigger key={choice} value={choice}>
                {t(`top.tabs.${choice}`)}
              </TabsTrigger>
            ))}
          </TabsList>
        </div>
        {/* The list is the chosen tab's panel, so the tab's aria-controls names an element. */}
        <TabsContent value={dimension} className="mt-0">
          {rows.length === 0 ? (
            <p className="px-5 py-10 text-center text-sm text-muted">{t('top.empty')}</p>
          ) : (
            <section
              className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-accent"
              // Focusable so keyboard users can scroll a wide list sideways on a phone.
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
              tabIndex={0}
              aria-label={t('top.title')}
            >
              <table className="w-full text-sm">
                <thead className="text-xs text-muted">
                  <tr>
                    <th className="w-10 py-2 pr-1 pl-5 text-left font-medium">{t('top.columns.rank')}</th>
                    <th className="px-2 py-2 text-left font-medium">{t(`top.columns.${dimension}`)}</th>
                    <th className="hidden px-2 py-2 text-right font-medium sm:table-cell">
                      {t('top.columns.orders')}
                    </th>
                    {lines && (
                      <th className="hidden px-2 py-2 text-right font-medium md:table-cell">
                        {t('top.columns.quantity')}
                      </th>
                    )}
                    <th className="px-2 py-2 text-right font-medium">{t('top.columns.revenue')}</th>
                    <th className="hidden px-2 py-2 text-right font-medium sm:table-cell">
                      {t('top.columns.margin')}
                    </th>
                    <th className="py-2 pr-5 pl-2 text-right font-medium">{t('top.columns.share')}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map(({ row, label }, index) => (
                    <tr key={row.value} className="border-t border-border">
                      <td className="py-2.5 pr-1 pl-5 text-muted tabular">{index + 1}</td>
                      <td className="max-w-0 min-w-40 px-2 py-2.5 sm:w-1/2">
                        <div className="flex min-w-0 flex-col sm:flex-row sm:items-baseline sm:gap-2">
                          <span
                            className={
                              row.value === '' ? 'truncate text-muted italic' : 'truncate font-medium text-fg'
                            }
                          >
                            {label.primary}
                          </span>
                          {label.secondary && (
                            <span className="truncate text-xs text-muted sm:shrink-0">{label.secondary}</span>
                          )}
                        </div>
                        <div aria-hidden className="mt-1.5 h-1 rounded-full bg-surface-2">
                          <div
                            className="h-1 rounded-full bg-accent/70"
                            style={{ width: `${leader > 0 ? Math.max((row.share / leader) * 100, 1) : 0}%` }}
                          />
                        </div>
                      </td>
                      <td className="hidden px-2 py-2.5 text-right tabular sm:table-cell">
                        {formatNumber(row.orders)}
                      </td>
                      {lines && (
                        <td className="hidden px-2 py-2.5 text-right tabular md:table-cell">
                          {formatNumber(row.quantity, Number.isInteger(row.quantity) ? 0 : 1)}
                        </td>
                      )}
                      <td className="px-2 py-2.5 text-right font-medium whitespace-nowrap tabular">
                        {formatMoney(row.revenue, currency)}
                      </td>
                      <td className="hidden px-2 py-2.5 text-right whitespace-nowrap tabular sm:table-cell">
                        <span className={row.margin < 0 ? 'text-danger' : undefined}>
                          {formatMoney(row.margin, currency)}
                        </span>
                        {row.estimatedMargin > 0 && (
                          <Tooltip content={t('top.estimated')}>
                            <button
                              type="button"
                              aria-label={t('top.estimated')}
                              className="ml-0.5 align-super text-[10px] text-warning"
                            >
                              *
                            </button>
                          </Tooltip>
                        )}
                      </td>
                      <td className="py-2.5 pr-5 pl-2 text-right text-muted tabular">
                        {formatPercent(row.share, 1)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              {list.total.values > list.rows.length && (
                <p className="border-t border-border px-5 py-2.5 text-xs text-muted">
                  {t('top.ofValues', { shown: list.rows.length, total: formatNumber(list.total.values) })}
                </p>
              )}
            </section>
          )}
        </TabsContent>
      </Tabs>
    </Card>
  );
}
