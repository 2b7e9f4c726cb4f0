import type { AcquisitionGroup, CustomerAcquisitionReport } from '@ziskomer/contracts';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../../../components/charts/chart-card.tsx';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { formatMoney, formatNumber, formatPercent } from '../../../lib/format.ts';
import { CsvButton } from '../shared/csv-button.tsx';
import { type AcquisitionDimension, useGroupLabel } from './group-label.ts';

/** Sources or campaigns of first orders: new customers, return within 30/90/180 days, revenue to date. */
export function AcquisitionTableCard({
  data,
  dimension,
  currency,
}: {
  data: CustomerAcquisitionReport;
  dimension: AcquisitionDimension;
  currency: string;
}) {
  const { t } = useTranslation('analyticsRetention');
  const label = useGroupLabel(dimension);
  const groups = dimension === 'source' ? data.sources : data.campaigns;
  const rate = (value: number | null) => (value === null ? t('none') : formatPercent(value, 1));
  const windows = data.totals.retention.map((window) => window.days);

  const table = (
    <DataTable<AcquisitionGroup>
      label={t('acquisition.table.title')}
      minWidth={780}
      rows={groups}
      rowKey={(group) => group.key ?? '\u0000other'}
      columns={[
        {
          id: 'key',
          header: t(`acquisition.by.${dimension}`),
          cell: (group) => <span className="font-medium text-fg">{label(group.key)}</span>,
          className: 'max-w-[220px] truncate',
        },
        {
          id: 'customers',
          header: t('acquisition.table.customers'),
          numeric: true,
          cell: (group) => formatNumber(group.newCustomers),
        },
        {
          id: 'share',
          header: t('acquisition.table.share'),
          numeric: true,
          cell: (group) => rate(group.share),
        },
        ...windows.map((days, index) => ({
          id: `d${days}`,
          header: t('acquisition.table.within', { days }),
          definition: t('acquisition.tiles.retentionDefinition', {
            days,
            through: data.observedThrough ?? '',
          }),
          numeric: true,
          cell: (group: AcquisitionGroup) => rate(group.retention[index]?.rate ?? null),
        })),
        {
          id: 'revenue',
          header: t('acquisition.table.revenue'),
          numeric: true,
          cell: (group) => formatMoney(group.revenue, currency),
        },
        {
          id: 'perCustomer',
          header: t('acquisition.table.perCustomer'),
          numeric: true,
          cell: (group) =>
            group.revenuePerCustomer === null ? t('none') : formatMoney(group.revenuePerCustomer, currency),
        },
      ]}
    />
  );
  const percent = (value: number | null) => (value === null ? '' : Math.round(value * 10000) / 100);
  return (
    <ChartCard
      title={t('acquisition.table.title')}
      description={t('acquisition.table.description')}
      definition={t('acquisition.table.definition')}
      actions={
        <CsvButton
          fileName={t('acquisition.table.csv')}
          header={[
            t(`acquisition.by.${dimension}`),
            t('acquisition.table.customers'),
            `${t('acquisition.table.share')} (%)`,
            ...windows.map((days) => `${t('acquisition.table.within', { days })} (%)`),
            t('acquisition.table.revenue'),
            t('acquisition.table.perCustomer'),
          ]}
          rows={groups.map((group) => [
            label(group.key),
            group.newCustomers,
            percent(group.share),
            ...group.retention.map((window) => percent(window.rate)),
            group.revenue,
            group.revenuePerCustomer ?? '',
          ])}
        />
      }
      chart={table}
    />
  );
}
