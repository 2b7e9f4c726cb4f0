import type { CustomerRepeatOrdersReport, UpsellCustomer } from '@ziskomer/contracts';
import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { Tooltip } from '../../../components/ui/tooltip.tsx';
import { formatDate, formatMoney, formatNumber } from '../../../lib/format.ts';
import { customerProfilePath } from '../../customer-profile/customer-profile-path.ts';
import { CsvButton } from '../shared/csv-button.tsx';

const CHURN_TONE = { low: 'accent', medium: 'warning', high: 'danger' } as const;

/** SPEC §9's up-sell list: 20 repeat customers still buying, highest average order first; CSV for e-mail tools. */
export function UpsellCard({
  data,
  currency,
  timeZone,
}: {
  data: CustomerRepeatOrdersReport;
  currency: string;
  timeZone: string;
}) {
  const { t } = useTranslation('analyticsRetention');
  const { t: tAnalytics } = useTranslation('analytics');
  const title = t('repeat.upsell.title');
  const rows = data.upsell;
  return (
    <Card className="min-w-0">
      <CardHeader
        title={
          <span className="flex items-center gap-1.5">
            {title}
            <Tooltip content={t('repeat.upsell.definition')}>
              <button
                type="button"
                className="rounded text-muted/80 hover:text-fg"
                aria-label={tAnalytics('definitionOf', { metric: title })}
              >
                <Info aria-hidden className="h-4 w-4" />
              </button>
            </Tooltip>
          </span>
        }
        description={t('repeat.upsell.description')}
        actions={
          <CsvButton
            fileName={t('repeat.upsell.csv')}
            header={[
              t('repeat.upsell.customer'),
              t('repeat.upsell.email'),
              t('repeat.upsell.phone'),
              t('repeat.upsell.orders'),
              t('repeat.upsell.revenue'),
              t('repeat.upsell.aov'),
              t('repeat.upsell.lastOrder'),
              t('repeat.upsell.churn'),
            ]}
            rows={rows.map((row) => [
              row.name ?? '',
              row.email ?? '',
              row.phone ?? '',
              row.orders,
              row.revenue,
              row.averageOrderValue,
              row.lastOrderDate.slice(0, 10),
              t(`repeat.upsell.churnLevels.${row.churnRisk}`),
            ])}
          />
        }
      />
      {rows.length === 0 ? (
        <p className="px-5 py-12 text-center text-sm text-muted">{t('repeat.upsell.empty')}</p>
      ) : (
        <DataTable<UpsellCustomer>
          label={title}
          minWidth={760}
          rows={rows}
          rowKey={(row) => row.customerKey}
          columns={[
            {
              id: 'customer',
              header: t('repeat.upsell.customer'),
              cell: (row) => (
                <span className="flex min-w-0 flex-col">
                  {/* Every customer list opens the customer's profile (issue 13). */}
                  <Link
                    to={customerProfilePath(row.customerKey)}
                    className="truncate font-medium text-fg underline-offset-2 hover:text-accent hover:underline"
                  >
                    {row.name ?? row.email ?? row.customerKey}
                  </Link>
                  {row.name && (row.email || row.phone) && (
                    <span className="truncate text-xs text-muted">{row.email ?? row.phone}</span>
                  )}
                </span>
              ),
              className: 'max-w-[240px]',
            },
            {
              id: 'orders',
              header: t('repeat.upsell.orders'),
              numeric: true,
              cell: (row) => formatNumber(row.orders),
            },
            {
              id: 'aov',
              header: t('repeat.upsell.aov'),
              numeric: true,
              cell: (row) => (
                <span className="font-semibold">{formatMoney(row.averageOrderValue, currency)}</span>
              ),
            },
            {
              id: 'revenue',
              header: t('repeat.upsell.revenue'),
              numeric: true,
              cell: (row) => formatMoney(row.revenue, currency),
            },
            {
              id: 'last',
              header: t('repeat.upsell.lastOrder'),
              numeric: true,
              cell: (row) => formatDate(row.lastOrderDate, timeZone),
            },
            {
              id: 'churn',
              header: t('repeat.upsell.churn'),
              cell: (row) => (
                <Badge tone={CHURN_TONE[row.churnRisk]}>
                  {t(`repeat.upsell.churnLevels.${row.churnRisk}`)}
                </Badge>
              ),
            },
          ]}
        />
      )}
    </Card>
  );
}
