import type { RecentOrder } from '@ziskomer/contracts';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { CsvButton } from '../shared/csv-button.tsx';
import { orderLink } from './order-link.ts';

/**
 * The 10 latest orders of the period, cancelled ones marked, each opening its detail in the
 * orders browser; date and time in the shop's time zone.
 */
export function RecentOrdersCard({
  orders,
  currency,
  timeZone,
  period,
}: {
  orders: RecentOrder[];
  currency: string;
  timeZone: string;
  period: { from: string; to: string };
}) {
  const { t } = useTranslation('analyticsOrders');
  const customer = (order: RecentOrder) => order.customerName ?? order.customerEmail;
  const header = [
    t('recent.columns.order'),
    t('recent.columns.date'),
    t('recent.columns.customer'),
    t('recent.columns.revenue'),
    t('recent.columns.status'),
    t('csv.cancelled'),
  ];
  const rows = orders.map((order) => [
    order.orderId,
    formatDateTime(order.orderDate, timeZone),
    customer(order) ?? '',
    order.revenue,
    order.status ?? '',
    order.cancelled ? t('csv.yes') : t('csv.no'),
  ]);

  return (
    <Card className="min-w-0">
      <CardHeader
        title={t('recent.title')}
        description={t('recent.description')}
        actions={
          <>
            <CsvButton fileName={t('csv.recent', period)} header={header} rows={rows} />
            <Button asChild variant="ghost" size="sm">
              <Link to="/analytics/r-orders">
                {t('recent.all')}
                <ArrowRight aria-hidden className="h-4 w-4" />
              </Link>
            </Button>
          </>
        }
      />
      {orders.length === 0 ? (
        <p className="px-5 py-10 text-center text-sm text-muted">{t('recent.empty')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <thead className="text-xs text-muted">
              <tr>
                <th className="py-2 pr-2 pl-5 text-left font-medium">{t('recent.columns.order')}</th>
                <th className="hidden px-2 py-2 text-left font-medium sm:table-cell">
                  {t('recent.columns.date')}
                </th>
                <th className="hidden px-2 py-2 text-left font-medium md:table-cell">
                  {t('recent.columns.customer')}
                </th>
                <th className="px-2 py-2 text-right font-medium">{t('recent.columns.revenue')}</th>
                <th className="py-2 pr-5 pl-2 text-right font-medium">{t('recent.columns.status')}</th>
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => (
                <tr key={order.orderId} className="border-t border-border hover:bg-surface-2/60">
                  <td className="py-2.5 pr-2 pl-5">
                    <Link
                      to={orderLink(order.orderId)}
                      aria-label={t('recent.open', { id: order.orderId })}
                      className="font-medium text-accent hover:underline"
                    >
                      {order.orderId}
                    </Link>
                    <span className="block text-xs text-muted sm:hidden">
                      {formatDateTime(order.orderDate, timeZone)}
                    </span>
                  </td>
                  <td className="hidden px-2 py-2.5 whitespace-nowrap text-muted tabular sm:table-cell">
                    {formatDateTime(order.orderDate, timeZone)}
                  </td>
                  <td className="hidden max-w-56 truncate px-2 py-2.5 md:table-cell">
                    {customer(order) ?? <span className="text-muted italic">{t('recent.noCustomer')}</span>}
                  </td>
                  <td
                    className={
                      order.cancelled
                        ? 'px-2 py-2.5 text-right whitespace-nowrap text-muted line-through tabular'
                        : 'px-2 py-2.5 text-right font-medium whitespace-nowrap tabular'
                    }
                  >
                    {formatMoney(order.revenue, currency)}
                  </td>
                  <td className="py-2.5 pr-5 pl-2 text-right">
                    {order.cancelled ? (
                      <Badge tone="danger">{order.status ?? t('recent.cancelled')}</Badge>
                    ) : order.status ? (
                      <Badge>{order.status}</Badge>
                    ) : (
                      <span className="text-muted">—</span>
                    )}
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
