import { PRODUCT_LIST_LIMIT, type ProductSort, type ProductsReport } from '@ziskomer/contracts';
import { useTranslation } from 'react-i18next';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { formatMoney, formatNumber, formatPercent } from '../../../lib/format.ts';
import { CsvButton } from '../shared/csv-button.tsx';
import { toCsvPercent } from './csv-values.ts';
import { EmptyPeriod } from './empty-period.tsx';
import { EstimateMark } from './estimate-mark.tsx';
import { ProductName } from './product-name.tsx';
import { ShareBar } from './share-bar.tsx';

/**
 * The period's top 100 products by the chosen measure (SPEC §9 "product queries 100"). The
 * ranking happens on the server, so the sortable headers change the `sort` of the URL.
 */
export function ProductTableCard({
  data,
  currency,
  onSort,
}: {
  data: ProductsReport;
  currency: string;
  onSort: (sort: ProductSort) => void;
}) {
  const { t } = useTranslation('analyticsProducts');
  const rows = data.products;
  const maxShare = Math.max(0, ...rows.map((row) => row.revenueShare));
  return (
    <Card className="min-w-0">
      <CardHeader
        title={t('products.table.title')}
        description={t('products.table.description', {
          limit: PRODUCT_LIST_LIMIT,
          measure: t(`sortedBy.${data.sort}`),
          total: formatNumber(data.totals.products),
        })}
        actions={
          <CsvButton
            fileName={`${t('products.table.csvFile')}.csv`}
            header={[
              t('columns.rank'),
              t('columns.code'),
              t('columns.product'),
              t('columns.orders'),
              t('columns.quantity'),
              t('columns.revenue'),
              t('columns.revenueWithoutVat'),
              t('columns.share'),
              t('columns.margin'),
              t('columns.marginPercent'),
              t('margin.table.estimatedColumn'),
            ]}
            rows={rows.map((row, index) => [
              index + 1,
              row.key,
              row.name,
              row.orders,
              row.quantity,
              row.revenue,
              row.revenueWithoutVat,
              toCsvPercent(row.revenueShare),
              row.margin,
              toCsvPercent(row.marginPercent),
              row.estimatedLines > 0 ? t('csv.partial') : t('csv.no'),
            ])}
          />
        }
      />
      {rows.length === 0 ? (
        <EmptyPeriod />
      ) : (
        <DataTable
          label={t('products.table.label')}
          className="max-h-[36rem]"
          rows={rows}
          rowKey={(row) => row.key}
          minWidth={860}
          sort={{ column: data.sort, direction: 'desc' }}
          onSort={(column) => onSort(column as ProductSort)}
          columns={[
            {
              id: 'product',
              header: t('columns.product'),
              cell: (row, index) => (
                <span className="flex items-center gap-3">
                  <span className="w-6 shrink-0 text-right text-xs text-muted tabular">{index + 1}</span>
                  <ProductName name={row.name} code={row.key} />
                </span>
              ),
            },
            {
              id: 'orders',
              header: t('columns.orders'),
              definition: t('products.table.ordersDefinition'),
              numeric: true,
              sortable: true,
              cell: (row) => formatNumber(row.orders),
            },
            {
              id: 'quantity',
              header: t('columns.quantity'),
              numeric: true,
              sortable: true,
              cell: (row) => formatNumber(row.quantity, Number.isInteger(row.quantity) ? 0 : 2),
            },
            {
              id: 'revenue',
              header: t('columns.revenue'),
              numeric: true,
              sortable: true,
              cell: (row) => formatMoney(row.revenue, currency),
            },
            {
              id: 'share',
              header: t('columns.share'),
              definition: t('products.table.shareDefinition'),
              numeric: true,
              cell: (row) => <ShareBar share={row.revenueShare} max={maxShare} />,
            },
            {
              id: 'margin',
              header: t('columns.margin'),
              numeric: true,
              sortable: true,
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
      )}
    </Card>
  );
}
