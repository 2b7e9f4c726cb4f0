import type { RfmSegment, RfmSegmentSummary } from '@ziskomer/contracts';
import { useTranslation } from 'react-i18next';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { formatMoney, formatNumber, formatPercent } from '../../../lib/format.ts';
import { CsvButton } from '../shared/csv-button.tsx';
import { SEGMENT_COLOURS } from './customer-palette.ts';
import { CARD_TABLE } from './table-style.ts';

/** Every segment with its size, revenue and averages; a row selects its segment. */
export function RfmSegmentsTable({
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
  const number = (value: number | null, digits = 0) => (value === null ? '—' : formatNumber(value, digits));
  const header = [
    t('rfm.table.segment'),
    t('rfm.table.customers'),
    t('rfm.table.customerShare'),
    t('rfm.table.revenue'),
    t('rfm.table.revenueShare'),
    t('rfm.table.averageRevenue'),
    t('rfm.table.averageOrders'),
    t('rfm.table.averageRecency'),
  ];
  const csvRows = segments.map((row) => [
    t(`rfm.segments.${row.segment}.name`),
    row.customers,
    row.customerShare,
    row.revenue,
    row.revenueShare,
    row.averageRevenue,
    row.averageOrders,
    row.averageRecencyDays,
  ]);
  return (
    <Card className="min-w-0">
      <CardHeader
        title={t('rfm.table.title')}
        description={t('rfm.table.description')}
        actions={<CsvButton fileName={t('rfm.table.csvName')} header={header} rows={csvRows} />}
      />
      <div className="overflow-x-auto">
        <table className={cn(CARD_TABLE, 'min-w-[720px]')}>
          <thead className="text-left text-xs text-muted">
            <tr>
              <th className="py-2.5 font-medium">{t('rfm.table.segment')}</th>
              <th className="py-2.5 text-right font-medium">{t('rfm.table.customers')}</th>
              <th className="py-2.5 text-right font-medium">{t('rfm.table.revenue')}</th>
              <th className="py-2.5 text-right font-medium">{t('rfm.table.revenueShare')}</th>
              <th className="py-2.5 text-right font-medium">{t('rfm.table.averageRevenue')}</th>
              <th className="py-2.5 text-right font-medium">{t('rfm.table.averageOrders')}</th>
              <th className="py-2.5 text-right font-medium">{t('rfm.table.averageRecency')}</th>
            </tr>
          </thead>
          <tbody>
            {segments.map((row) => {
              const isSelected = row.segment === selected;
              return (
                <tr
                  key={row.segment}
                  className={cn(
                    'border-t border-border transition-colors',
                    isSelected ? 'bg-accent-soft' : 'hover:bg-surface-2/60',
                  )}
                >
                  <td className="py-2">
                    <button
                      type="button"
                      aria-pressed={isSelected}
                      onClick={() => onSelect(row.segment)}
                      className="flex items-start gap-2.5 rounded text-left"
                    >
                      <span
                        aria-hidden
                        className="mt-1 h-3 w-3 shrink-0 rounded-sm"
                        style={{ background: SEGMENT_COLOURS[row.segment].fill }}
                      />
                      <span className="min-w-0">
                        <span className="block font-medium text-fg hover:underline">
                          {t(`rfm.segments.${row.segment}.name`)}
                        </span>
                        <span className="hidden max-w-72 text-xs text-muted sm:block">
                          {t(`rfm.segments.${row.segment}.description`)}
                        </span>
                      </span>
                    </button>
                  </td>
                  <td className="py-2 text-right">
                    {formatNumber(row.customers)}
                    <span className="block text-xs text-muted">{formatPercent(row.customerShare, 1)}</span>
                  </td>
                  <td className="py-2 text-right">{formatMoney(row.revenue, currency)}</td>
                  <td className="py-2 text-right">
                    <span className="inline-flex items-center justify-end gap-2">
                      <span
                        aria-hidden
                        className="hidden h-1.5 w-14 overflow-hidden rounded-full bg-surface-2 md:block"
                      >
                        <span
                          className="block h-full rounded-full bg-accent/70"
                          style={{ width: `${Math.min(1, row.revenueShare) * 100}%` }}
                        />
                      </span>
                      <span className="w-12">{formatPercent(row.revenueShare, 1)}</span>
                    </span>
                  </td>
                  <td className="py-2 text-right">
                    {row.averageRevenue === null ? '—' : formatMoney(row.averageRevenue, currency)}
                  </td>
                  <td className="py-2 text-right">{number(row.averageOrders, 1)}</td>
                  <td className="py-2 text-right">{number(row.averageRecencyDays)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
