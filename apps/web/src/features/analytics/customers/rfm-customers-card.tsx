import { customerRfmExportRoutes, type RfmSegment, type Shop } from '@ziskomer/contracts';
import { ChevronLeft, ChevronRight, Download, MousePointerClick, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { apiUrl } from '../../../lib/api.ts';
import { formatDate, formatMoney, formatNumber } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import type { ReportView } from '../shared/report-view.ts';
import { useReport } from '../shared/use-report.ts';
import { CustomerIdentity } from './customer-identity.tsx';
import { SEGMENT_COLOURS } from './customer-palette.ts';
import { describePage } from './rfm-selection.ts';
import { CARD_TABLE } from './table-style.ts';

/**
 * The chosen segment's customers, 100 per page, highest revenue first, with what to do about
 * them and the CSV export for an e-mail tool (streamed by the server, every customer of the
 * segment). Loads on its own, so paging does not dim the rest of the report.
 */
export function RfmCustomersCard({
  shop,
  view,
  segment,
  page,
  onPage,
  onClose,
}: {
  shop: Shop;
  view: ReportView;
  segment: RfmSegment | null;
  page: number;
  onPage: (page: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('analyticsCustomers');
  const { language } = useLanguage();
  const extra: Record<string, string> = segment ? { segment, page: String(page) } : {};
  const report = useReport('customer-rfm', segment ? shop.id : undefined, view, extra);

  if (!segment) {
    return (
      <Card>
        <EmptyState
          icon={MousePointerClick}
          title={t('rfm.customers.choose')}
          description={t('rfm.customers.chooseHint')}
        />
      </Card>
    );
  }

  const list = report.data?.data.segmentCustomers;
  const name = t(`rfm.segments.${segment}.name`);
  const exportUrl = apiUrl(customerRfmExportRoutes.exportRfmSegmentCsv, {
    params: { shopId: shop.id },
    query: { segment, lang: language },
  });
  const paging = list ? describePage(list.page, list.pageSize, list.total) : null;

  return (
    <Card className="min-w-0 scroll-mt-24" id="rfm-customers">
      <CardHeader
        title={
          <span className="flex items-center gap-2">
            <span
              aria-hidden
              className="h-3 w-3 rounded-sm"
              style={{ background: SEGMENT_COLOURS[segment].fill }}
            />
            {t('rfm.customers.title', { segment: name })}
          </span>
        }
        description={t(`rfm.segments.${segment}.description`)}
        actions={
          <>
            <Button asChild variant="secondary" size="sm">
              <a href={exportUrl} download>
                <Download aria-hidden className="h-4 w-4" />
                {t('rfm.customers.export')}
              </a>
            </Button>
            <Button variant="ghost" size="icon" onClick={onClose} aria-label={t('rfm.customers.close')}>
              <X aria-hidden className="h-4 w-4" />
            </Button>
          </>
        }
      />
      <div className="border-b border-border bg-accent-soft/60 px-5 py-3 text-sm">
        <span className="font-medium text-fg">{t('rfm.customers.recommendation')}: </span>
        <span className="text-fg/90">{t(`rfm.segments.${segment}.action`)}</span>
      </div>
      {report.isError && !list ? (
        <LoadError
          className="py-10"
          title={t('analytics:states.loadFailed')}
          error={report.error}
          onRetry={() => report.refetch()}
          retrying={report.isFetching}
        />
      ) : !list || list.segment !== segment ? (
        <div className="flex flex-col gap-2 p-5" aria-busy>
          {[0, 1, 2, 3, 4].map((row) => (
            <Skeleton key={row} className="h-9" />
          ))}
        </div>
      ) : list.total === 0 ? (
        <p className="px-5 py-10 text-center text-sm text-muted">{t('rfm.customers.empty')}</p>
      ) : (
        <>
          {/* A phone lists who they are and what they are worth; contact and city are in the CSV and the profile. */}
          <ol
            className={cn(
              'divide-y divide-border border-t border-border sm:hidden',
              report.isPlaceholderData && 'opacity-60',
            )}
            aria-busy={report.isPlaceholderData}
          >
            {list.rows.map((row) => (
              <li key={row.customerKey} className="flex items-start gap-3 px-5 py-3 text-sm">
                <span className="min-w-0 flex-1">
                  <CustomerIdentity
                    name={row.name}
                    contact={row.email ?? row.phone ?? '—'}
                    customerKey={row.customerKey}
                  />
                </span>
                <span className="shrink-0 text-right">
                  <span className="block font-medium text-fg tabular">
                    {formatMoney(row.revenue, shop.currency)}
                  </span>
                  <span className="block text-xs text-muted tabular">
                    {t('rfm.customers.phoneOrders', { count: row.orders })} · R {row.recency} · F{' '}
                    {row.frequency} · M {row.monetary}
                  </span>
                  <span className="block text-xs text-muted">
                    {row.recencyDays === 0
                      ? t('rfm.customers.today')
                      : t('rfm.customers.daysAgo', { count: row.recencyDays })}
                  </span>
                </span>
              </li>
            ))}
          </ol>
          <div className="hidden overflow-x-auto sm:block" aria-busy={report.isPlaceholderData}>
            <table className={cn(CARD_TABLE, 'min-w-[760px]')}>
              <thead className="text-left text-xs text-muted">
                <tr>
                  <th className="py-2.5 font-medium">{t('rfm.customers.name')}</th>
                  <th className="py-2.5 font-medium">{t('rfm.customers.phone')}</th>
                  <th className="py-2.5 font-medium">{t('rfm.customers.city')}</th>
                  <th className="py-2.5 text-right font-medium">{t('rfm.customers.orders')}</th>
                  <th className="py-2.5 text-right font-medium">{t('rfm.customers.revenue')}</th>
                  <th className="py-2.5 text-right font-medium">{t('rfm.customers.lastOrder')}</th>
                  <th className="py-2.5 text-right font-medium">{t('rfm.customers.scores')}</th>
                </tr>
              </thead>
              <tbody className={report.isPlaceholderData ? 'opacity-60' : undefined}>
                {list.rows.map((row) => (
                  <tr key={row.customerKey} className="border-t border-border">
                    <td className="max-w-64 py-2">
                      <CustomerIdentity
                        name={row.name}
                        contact={row.email ?? '—'}
                        customerKey={row.customerKey}
                      />
                    </td>
                    <td className="py-2 whitespace-nowrap text-muted">{row.phone ?? '—'}</td>
                    <td className="max-w-40 truncate py-2 text-muted">{row.city ?? '—'}</td>
                    <td className="py-2 text-right">{formatNumber(row.orders)}</td>
                    <td className="py-2 text-right font-medium">{formatMoney(row.revenue, shop.currency)}</td>
                    <td className="py-2 text-right whitespace-nowrap">
                      {formatDate(row.lastOrderDate, shop.timeZone)}
                      <span className="block text-xs text-muted">
                        {row.recencyDays === 0
                          ? t('rfm.customers.today')
                          : t('rfm.customers.daysAgo', { count: row.recencyDays })}
                      </span>
                    </td>
                    <td className="py-2 text-right">
                      <span className="inline-flex gap-1">
                        {[row.recency, row.frequency, row.monetary].map((score, index) => (
                          <span
                            // biome-ignore lint/suspicious/noArrayIndexKey: the three scores are positional (R, F, M).
                            key={index}
                            className="inline-flex h-6 w-6 items-center justify-center rounded bg-surface-2 text-xs font-semibold text-fg tabular"
                          >
                            {score}
                          </span>
                        ))}
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {paging && (
            <div className="flex flex-wrap items-center justify-between gap-3 border-t border-border px-5 py-3 text-sm text-muted">
              <span className="tabular">
                {t('rfm.customers.range', {
                  from: formatNumber(paging.from),
                  to: formatNumber(paging.to),
                  total: formatNumber(list.total),
                })}
              </span>
              <div className="flex items-center gap-2">
                <span className="tabular">
                  {t('rfm.customers.page', { page: list.page, pages: paging.pages })}
                </span>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={!paging.hasPrevious}
                  onClick={() => onPage(list.page - 1)}
                >
                  <ChevronLeft aria-hidden className="h-4 w-4" />
                  {t('rfm.customers.previous')}
                </Button>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={!paging.hasNext}
                  onClick={() => onPage(list.page + 1)}
                >
                  {t('rfm.customers.next')}
                  <ChevronRight aria-hidden className="h-4 w-4" />
                </Button>
              </div>
            </div>
          )}
        </>
      )}
    </Card>
  );
}
