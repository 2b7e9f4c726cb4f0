import type { MarketingSlice } from '@ziskomer/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { formatMoney, formatNumber } from '../../../lib/format.ts';
import { formatMultiple, formatPno } from './format-marketing.ts';

export interface SliceRow {
  key: string;
  name: ReactNode;
  slice: MarketingSlice;
}

/**
 * Channels or campaigns side by side: spend, what their orders brought, and the ratios, with
 * POAS under break-even in red and the SPEC guidance as badges.
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
  return (
    // Wider than a phone: the region scrolls sideways, from the keyboard too.
    <section
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard
      tabIndex={0}
      aria-label={nameHeader}
      className="overflow-x-auto focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring/50"
    >
      <table className="w-full min-w-[52rem] text-sm">
        <thead className="text-left text-xs text-muted">
          <tr className="border-b border-border">
            <th className="px-5 py-2.5 font-medium">{nameHeader}</th>
            <th className="px-3 py-2.5 text-right font-medium">{t('columns.adSpend')}</th>
            <th className="px-3 py-2.5 text-right font-medium">{t('columns.revenue')}</th>
            <th className="px-3 py-2.5 text-right font-medium">{t('columns.grossProfit')}</th>
            <th className="px-3 py-2.5 text-right font-medium">{t('columns.poas')}</th>
            <th className="px-3 py-2.5 text-right font-medium">{t('columns.roas')}</th>
            <th className="px-3 py-2.5 text-right font-medium">{t('columns.pno')}</th>
            <th className="px-3 py-2.5 text-right font-medium">{t('columns.orders')}</th>
            <th className="px-5 py-2.5 text-right font-medium">{t('columns.costPerOrder')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ key, name, slice }) => (
            <tr key={key} className="border-b border-border last:border-0">
              <td className="px-5 py-2.5">
                <div className="font-medium text-fg">{name}</div>
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
              <td className="px-3 py-2.5 text-right tabular">{formatMoney(slice.adSpend, currency)}</td>
              <td className="px-3 py-2.5 text-right tabular">{formatMoney(slice.revenue, currency)}</td>
              <td className="px-3 py-2.5 text-right tabular">{formatMoney(slice.grossProfit, currency)}</td>
              <td
                className={cn(
                  'px-3 py-2.5 text-right font-semibold tabular',
                  slice.poas !== null && slice.poas < breakEvenPoas ? 'text-danger' : 'text-fg',
                )}
              >
                {formatMultiple(slice.poas)}
              </td>
              <td className="px-3 py-2.5 text-right tabular">{formatMultiple(slice.roas)}</td>
              <td className="px-3 py-2.5 text-right tabular">{formatPno(slice.pno)}</td>
              <td className="px-3 py-2.5 text-right tabular">{formatNumber(slice.orders)}</td>
              <td className="px-5 py-2.5 text-right tabular">{money(slice.costPerOrder)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** The columns of the tables above as CSV cells, in the same order. */
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
