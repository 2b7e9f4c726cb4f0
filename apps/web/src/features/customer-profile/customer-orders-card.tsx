import type { CustomerProfile } from '@ziskomer/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge.tsx';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { formatDate, formatMoney, formatNumber } from '../../lib/format.ts';

/**
 * Every order of the customer, newest first, each with its lines below it: what they bought, for
 * how much and with what margin. Cancelled orders are listed, marked, and left out of the totals.
 */
export function CustomerOrdersCard({ profile }: { profile: CustomerProfile }) {
  const { t } = useTranslation('customers');
  const money = (value: number) => formatMoney(value, profile.currency);
  return (
    <Card className="min-w-0 overflow-hidden">
      <CardHeader
        title={t('profile.orders.title')}
        description={t('profile.orders.description', { count: profile.orders.length })}
      />
      {profile.orders.length === 0 ? (
        <p className="px-5 pb-5 text-sm text-muted">{t('profile.orders.none')}</p>
      ) : (
        <ul className="divide-y divide-border">
          {profile.orders.map((order) => (
            <li key={order.orderId} className="px-4 py-3 sm:px-5">
              <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                <div className="flex min-w-0 flex-wrap items-baseline gap-x-3 gap-y-1">
                  <Link
                    to={`/analytics/r-orders?order=${encodeURIComponent(order.orderId)}`}
                    className="font-medium text-fg underline-offset-2 hover:underline"
                  >
                    {order.orderId}
                  </Link>
                  <span className="text-sm text-muted">{formatDate(order.orderDate, profile.timeZone)}</span>
                  {order.cancelled && <Badge tone="danger">{t('profile.orders.cancelled')}</Badge>}
                  {order.source && <span className="break-all text-xs text-muted">{order.source}</span>}
                </div>
                <div className="flex items-baseline gap-4 text-sm tabular">
                  <span className="font-medium text-fg">{money(order.revenue)}</span>
                  <span className="text-muted">
                    {t('profile.orders.margin', { value: money(order.margin) })}
                    {order.marginEstimated && ` (${t('profile.orders.estimated')})`}
                  </span>
                </div>
              </div>
              {order.lines.length > 0 && (
                <ul className="mt-2 flex flex-col gap-1 rounded-lg bg-surface-2 px-3 py-2 text-xs">
                  {order.lines.map((line, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a line has no id of its own; the order does not change.
                    <li key={index} className="flex justify-between gap-3">
                      <span className="min-w-0 break-words text-fg">
                        {formatNumber(line.quantity)} × {line.productName}
                        {/* A code is one word: it wraps as a whole (never at its hyphens), cut short only if longer than the line. */}
                        {line.productCode && (
                          <span className="ml-1 inline-block max-w-full truncate align-bottom text-muted">
                            {line.productCode}
                          </span>
                        )}
                      </span>
                      <span className="shrink-0 text-muted tabular">
                        {money(line.quantity * line.unitPrice)}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
