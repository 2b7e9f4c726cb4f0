import type { ClvForecastData } from '@ziskomer/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { formatMoney, formatNumber, formatPercent } from '../../../lib/format.ts';
import { customerProfilePath } from '../../customer-profile/customer-profile-path.ts';
import { CustomerIdentity } from '../customers/customer-identity.tsx';
import { CsvButton } from '../shared/csv-button.tsx';
import { AliveBadge } from './alive-badge.tsx';
import { DefinitionTitle } from './definition-title.tsx';
import { usePurchasesLabel } from './use-purchases-label.ts';

/** The 20 customers with the highest expected revenue ahead, exportable as CSV for e-mail tools. */
export function ClvTopCustomersCard({ forecast, currency }: { forecast: ClvForecastData; currency: string }) {
  const { t } = useTranslation('analyticsClv');
  const purchases = usePurchasesLabel();
  const long = forecast.horizons.some((horizon) => horizon.days === 365 && horizon.status === 'ok');
  const days = long ? 365 : 90;
  const customers = forecast.topCustomers.map((customer) => ({
    ...customer,
    purchases: long ? (customer.expectedPurchases365 ?? 0) : customer.expectedPurchases90,
    value: long ? (customer.expectedValue365 ?? 0) : customer.expectedValue90,
  }));
  const header = [
    t('top.customer'),
    t('top.email'),
    t('top.orders'),
    t('top.revenue'),
    t('top.probabilityAlive'),
    t('top.purchases', { days }),
    t('top.value', { days }),
  ];
  const rows = customers.map((customer) => [
    customer.name,
    customer.email ?? customer.phone,
    customer.orders,
    customer.revenue,
    Number(customer.probabilityAlive.toFixed(4)),
    Number(customer.purchases.toFixed(2)),
    customer.value,
  ]);
  return (
    <Card className="min-w-0">
      <CardHeader
        title={<DefinitionTitle title={t('top.title')} definition={t('definitions.top')} />}
        description={t('top.description')}
        actions={<CsvButton fileName={t('top.csvName')} header={header} rows={rows} />}
      />
      {customers.length === 0 ? (
        <p className="px-5 py-8 text-center text-sm text-muted">{t('top.empty')}</p>
      ) : (
        <ol className="divide-y divide-border sm:hidden">
          {customers.map((customer, index) => (
            <li key={customer.customerKey} className="flex items-start gap-3 px-5 py-3 text-sm">
              <span className="w-5 shrink-0 pt-px text-right text-muted tabular">{index + 1}</span>
              <span className="min-w-0 flex-1">
                {/* On a phone too the customer opens their profile, as in the table. */}
                <Link
                  to={customerProfilePath(customer.customerKey)}
                  className="block truncate font-medium text-fg underline-offset-2 hover:text-accent hover:underline"
                >
                  {customer.name ?? t('noName')}
                </Link>
                <span className="block truncate text-xs text-muted">{customer.email ?? customer.phone}</span>
              </span>
              <span className="shrink-0 text-right">
                <span className="block font-medium text-fg tabular">
                  {formatMoney(customer.value, currency)}
                </span>
                <span className="block text-xs text-muted tabular">
                  {t('top.phoneDetail', {
                    purchases: purchases(customer.purchases),
                    alive: formatPercent(customer.probabilityAlive, 0),
                  })}
                </span>
              </span>
            </li>
          ))}
        </ol>
      )}
      {customers.length > 0 && (
        <div className="hidden overflow-x-auto sm:block">
          <table className="w-full min-w-[680px] text-sm">
            <thead className="text-left text-xs text-muted">
              <tr>
                <th className="w-12 py-2.5 pr-2 pl-5 font-medium">#</th>
                <th className="py-2.5 font-medium">{t('top.customer')}</th>
                <th className="py-2.5 text-right font-medium">{t('top.orders')}</th>
                <th className="py-2.5 pl-3 text-right font-medium">{t('top.revenue')}</th>
                <th className="py-2.5 pl-3 text-right font-medium">{t('top.probabilityAlive')}</th>
                <th className="py-2.5 pl-3 text-right font-medium">{t('top.purchases', { days })}</th>
                <th className="py-2.5 pr-5 pl-3 text-right font-medium">{t('top.value', { days })}</th>
              </tr>
            </thead>
            <tbody>
              {customers.map((customer, index) => (
                <tr key={customer.customerKey} className="border-t border-border">
                  <td className="py-2.5 pr-2 pl-5 text-muted tabular">{index + 1}</td>
                  <td className="max-w-64 py-2.5">
                    <CustomerIdentity
                      name={customer.name}
                      contact={customer.email ?? customer.phone}
                      customerKey={customer.customerKey}
                    />
                  </td>
                  <td className="py-2.5 text-right">{formatNumber(customer.orders)}</td>
                  <td className="py-2.5 pl-3 text-right">{formatMoney(customer.revenue, currency)}</td>
                  <td className="py-2.5 pl-3 text-right">
                    <AliveBadge
                      value={customer.probabilityAlive}
                      label={formatPercent(customer.probabilityAlive, 0)}
                    />
                  </td>
                  <td className="py-2.5 pl-3 text-right">{formatNumber(customer.purchases, 1)}</td>
                  <td className="py-2.5 pr-5 pl-3 text-right font-medium text-fg">
                    {formatMoney(customer.value, currency)}
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
