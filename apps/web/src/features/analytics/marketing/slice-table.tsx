import type { MarketingSlice } from '@ziskomer/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { ScrollTableRegion } from '../../../components/ui/scroll-table-region.tsx';
import { formatMoney, formatNumber } from '../../../lib/format.ts';
import { formatMultiple, formatPno } from './format-marketing.ts';

export interface SliceRow {
  key: string;
  name: ReactNode;
  slice: MarketingSlice;
}

/**
 * Channels or campaigns side by side: POAS and PNO first — the figures an owner decides by — then
 * spend, what their orders brought and the other ratios, with POAS under break-even in red and
 * the SPEC guidance as badges. On a phone the name column stays pinned and POAS beside it; the
 * columns the area hides are hinted at its edge.
 */
export function SliceTable({
  rows,
  currency,
  breakEvenPoas,
  nameHeader,
}: {
  rows: SliceRow[];
  currency: string;
  breakEvenPoas: number;
  nameHeader: string;
}) {
  const { t } = useTranslation('analyticsMarketing');
  const money = (value: number | null) => (value === null ? '—' : formatMoney(value, currency));
  const head = 'px-3 py-2.5 text-right font-medium whitespace-nowrap';
  const cell = 'px-3 py-2.5 text-right tabular whitespace-nowrap';
  return (
    <>
      {/* Wider than a phone: the region scrolls sideways, from the keyboard too. */}
      <ScrollTableRegion label={nameHeader}>
        <table className="w-full min-w-[46rem] text-sm">
          <thead className="text-left text-xs text-muted">
            <tr className="border-b border-border">
              <th className="sticky left-0 z-[1] bg-surface px-4 py-2.5 font-medium sm:px-5">{nameHeader}</th>
              <th className={head}>{t('columns.poas')}</th>
              <th className={head}>{t('columns.pno')}</th>
              <th className={head}>{t('columns.adSpend')}</th>
              <th className={head}>{t('columns.grossProfit')}</th>
              <th className={head}>{t('columns.revenue')}</th>
              <th className={head}>{t('columns.roas')}</th>
              <th className={head}>{t('columns.orders')}</th>
              <th className={cn(head, 'pr-4 sm:pr-5')}>{t('columns.costPerOrder')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ key, name, slice }) => (
              <tr key={key} className="border-b border-border last:border-0">
                <td className="sticky left-0 z-[1] w-[10rem] max-w-[10rem] bg-surface px-4 py-2.5 sm:w-auto sm:max-w-[16rem] sm:px-5">
                  <div className="break-words font-medium text-fg">{name}</div>
                  {slice.guidance.length > 0 && (
                    <div className="mt-1 flex flex-wrap gap-1">
                      {slice.guidance.map((line) => (
                        <Badge key={line} tone={line === 'poas_below_break_even' ? 'danger' : 'warning'}>
                          {t(`guidance.${line}.badge`)}
                        </Badge>
                      ))}
                    </div>
                  )}
                </td>
                <td
                  className={cn(
                    cell,
                    'font-semibold',
                    slice.poas !== null && slice.poas < breakEvenPoas ? 'text-danger' : 'text-fg',
                  )}
                >
                  {formatMultiple(slice.poas)}
                </td>
                <td className={cell}>{formatPno(slice.pno)}</td>
                <td className={cell}>{formatMoney(slice.adSpend, currency)}</td>
                <td className={cell}>{formatMoney(slice.grossProfit, currency)}</td>
                <td className={cell}>{formatMoney(slice.revenue, currency)}</td>
                <td className={cell}>{formatMultiple(slice.roas)}</td>
                <td className={cell}>{formatNumber(slice.orders)}</td>
                <td className={cn(cell, 'pr-4 sm:pr-5')}>{money(slice.costPerOrder)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollTableRegion>
    </>
  );
}

/** The figures of the tables above as CSV cells, in the order of the CSV header (useSliceCsvHeader). */
export function sliceCsvCells(slice: MarketingSlice) {
  return [
    slice.adSpend,
    slice.revenue,
    slice.grossProfit,
    slice.poas,
    slice.roas,
    slice.pno,
    slice.orders,
    slice.costPerOrder,
    slice.newCustomers,
    slice.costPerNewCustomer,
    slice.impressions,
    slice.clicks,
    slice.platformConversions,
    slice.platformConversionValue,
  ];
}
