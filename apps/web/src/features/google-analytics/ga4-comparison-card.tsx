import type { GoogleAnalyticsOverview } from '@ziskomer/contracts';
import { BarChart3 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { cn } from '../../components/ui/cn.ts';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { formatDate, formatMoney, formatNumber } from '../../lib/format.ts';

type Row = GoogleAnalyticsOverview['byDay'][number];

/**
 * GA4 beside the shop's orders, one row per source or day: sessions, GA4's conversions and
 * revenue, the shop's orders and revenue, and the revenue gap (GA4 − shop) in red when GA4 sees
 * less than the shop booked.
 */
export function Ga4ComparisonCard({
  title,
  description,
  empty,
  rows,
  currency,
  kind,
}: {
  title: string;
  description: string;
  empty: string;
  rows: (Row & { source?: string; medium?: string })[];
  currency: string;
  kind: 'source' | 'day';
}) {
  const { t } = useTranslation('googleAnalytics');
  const money = (value: number) => formatMoney(value, currency);
  const head = (label: string, right = true): ReactNode => (
    <th className={cn('px-3 py-2.5 font-medium', right && 'text-right')}>{label}</th>
  );
  return (
    <Card className="min-w-0 overflow-hidden">
      <CardHeader title={title} description={description} />
      {rows.length === 0 ? (
        <EmptyState className="py-10" icon={BarChart3} title={empty} />
      ) : (
        <section
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard
          tabIndex={0}
          aria-label={title}
          className="overflow-x-auto focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring/50"
        >
          <table className="w-full min-w-[52rem] text-sm">
            <thead className="text-left text-xs text-muted">
              <tr className="border-b border-border">
                <th className="px-5 py-2.5 font-medium">
                  {kind === 'source' ? t('columns.source') : t('columns.day')}
                </th>
                {head(t('columns.sessions'))}
                {head(t('columns.users'))}
                {head(t('columns.ga4Conversions'))}
                {head(t('columns.ga4Revenue'))}
                {head(t('columns.orders'))}
                {head(t('columns.revenue'))}
                {head(t('columns.difference'))}
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {rows.map((row) => {
                const gap = row.ga4Revenue - row.revenue;
                return (
                  <tr key={kind === 'source' ? row.source : row.day}>
                    <td className="px-5 py-2.5">
                      {kind === 'source' ? (
                        <span className="font-medium text-fg">
                          {row.source}
                          {row.medium && (
                            <span className="ml-2 text-xs font-normal text-muted">{row.medium}</span>
                          )}
                        </span>
                      ) : (
                        <span className="font-medium text-fg">{formatDate(row.day)}</span>
                      )}
                    </td>
                    <td className="px-3 py-2.5 text-right tabular-nums">{formatNumber(row.sessions)}</td>
                    <td className="px-3 py-2.5 text-right tabular-nums">{formatNumber(row.users)}</td>
                    <td className="px-3 py-2.5 text-right tabular-nums">
                      {formatNumber(row.ga4Conversions, 1)}
                    </td>
                    <td className="px-3 py-2.5 text-right tabular-nums">{money(row.ga4Revenue)}</td>
                    <td className="px-3 py-2.5 text-right tabular-nums">{formatNumber(row.orders)}</td>
                    <td className="px-3 py-2.5 text-right tabular-nums">{money(row.revenue)}</td>
                    <td
                      className={cn(
                        'px-3 py-2.5 text-right tabular-nums',
                        gap < 0 ? 'text-danger' : 'text-fg',
                      )}
                    >
                      {gap > 0 ? '+' : ''}
                      {money(gap)}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </section>
      )}
    </Card>
  );
}
