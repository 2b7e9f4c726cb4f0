import type { CategoryRow } from '@ziskomer/contracts';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { formatMoney, formatNumber, formatPercent } from '../../../lib/format.ts';
import { EstimateMark } from './estimate-mark.tsx';
import { useCategoryName } from './use-category-name.ts';

/** Every category of the period with its orders, units, revenue, share and margin. */
export function CategoryTable({ rows, currency }: { rows: CategoryRow[]; currency: string }) {
  const { t } = useTranslation('analyticsProducts');
  const categoryName = useCategoryName();
  return (
    <DataTable
      label={t('products.categories.title')}
      rows={rows}
      rowKey={(row) => row.category}
      minWidth={640}
      columns={[
        { id: 'category', header: t('columns.category'), cell: (row) => categoryName(row.category) },
        { id: 'orders', header: t('columns.orders'), numeric: true, cell: (row) => formatNumber(row.orders) },
        {
          id: 'quantity',
          header: t('columns.quantity'),
          numeric: true,
          cell: (row) => formatNumber(row.quantity),
        },
        {
          id: 'revenue',
          header: t('columns.revenue'),
          numeric: true,
          cell: (row) => formatMoney(row.revenue, currency),
        },
        {
          id: 'share',
          header: t('columns.share'),
          numeric: true,
          cell: (row) => formatPercent(row.revenueShare, 1),
        },
        {
          id: 'margin',
          header: t('columns.margin'),
          numeric: true,
          cell: (row) => (
            <EstimateMark lines={row.estimatedLines}>{formatMoney(row.margin, currency)}</EstimateMark>
          ),
        },
        {
          id: 'marginPercent',
          header: t('columns.marginPercent'),
          numeric: true,
          cell: (row) => (row.marginPercent === null ? '—' : formatPercent(row.marginPercent, 1)),
        },
      ]}
    />
  );
}
