import type { TopCustomer } from '@ziskomer/contracts';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { formatDate, formatMoney, formatNumber } from '../../../lib/format.ts';
import { CsvButton } from '../shared/csv-button.tsx';
import { CustomerIdentity } from './customer-identity.tsx';
import { CARD_TABLE } from './table-style.ts';

const TIER_TONE = { high: 'accent', medium: 'warning', low: 'neutral' } as const;

/** The 10 customers with the highest revenue over the whole history, exportable as CSV. */
export function TopCustomersCard({
  customers,
  currency,
  timeZone,
}: {
  customers: TopCustomer[];
  currency: string;
  timeZone: string;
}) {
  const { t } = useTranslation('analyticsCustomers');
  const header = [
    t('overview.top.customer'),
    t('overview.top.email'),
    t('overview.top.orders'),
    t('overview.top.revenue'),
    t('overview.top.lastOrder'),
    t('overview.top.tier'),
  ];
  const rows = customers.map((customer) => [
    customer.name,
    customer.email ?? customer.phone,
    customer.orders,
    customer.revenue,
    formatDate(customer.lastOrderDate, timeZone),
    t(`overview.tiers.${customer.tier}`),
  ]);
  return (
    <Card className="min-w-0">
      <CardHeader
        title={t('overview.top.title')}
        description={t('overview.top.description')}
        actions={<CsvButton fileName={t('overview.top.csvName')} header={header} rows={rows} />}
      />
      {customers.length === 0 ? (
        <p className="px-5 py-8 text-center text-sm text-muted">{t('overview.top.empty')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className={cn(CARD_TABLE, 'min-w-[560px]')}>
            <thead className="text-left text-xs text-muted">
              <tr>
                <th className="w-8 py-2.5 font-medium">#</th>
                <th className="py-2.5 font-medium">{t('overview.top.customer')}</th>
                <th className="py-2.5 text-right font-medium">{t('overview.top.orders')}</th>
                <th className="py-2.5 text-right font-medium">{t('overview.top.revenue')}</th>
                <th className="py-2.5 text-right font-medium">{t('overview.top.lastOrder')}</th>
                <th className="py-2.5 text-right font-medium">{t('overview.top.tier')}</th>
              </tr>
            </thead>
            <tbody>
              {customers.map((customer, index) => (
                <tr key={customer.customerKey} className="border-t border-border">
                  <td className="py-2.5 text-muted tabular">{index + 1}</td>
                  <td className="max-w-64 py-2.5">
                    <CustomerIdentity
                      name={customer.name}
                      contact={customer.email ?? customer.phone}
                      customerKey={customer.customerKey}
                    />
                  </td>
                  <td className="py-2.5 text-right">{formatNumber(customer.orders)}</td>
                  <td className="py-2.5 text-right font-medium">{formatMoney(customer.revenue, currency)}</td>
                  <td className="py-2.5 text-right text-muted">
                    {formatDate(customer.lastOrderDate, timeZone)}
                  </td>
                  <td className="py-2.5 text-right">
                    <Badge tone={TIER_TONE[customer.tier]}>{t(`overview.tiers.${customer.tier}`)}</Badge>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
