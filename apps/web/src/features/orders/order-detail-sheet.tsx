import type { OrderDetail } from '@ziskomer/contracts';
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge.tsx';
import { cn } from '../../components/ui/cn.ts';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import '../../components/ui/motion.css';
import { LoadError } from '../../components/ui/load-error.tsx';
import { ApiError } from '../../lib/api.ts';
import { formatDate, formatDateTime, formatNumber, formatPercent } from '../../lib/format.ts';
import { customerProfilePath } from '../customer-profile/customer-profile-path.ts';
import { formatOrderMoney, formatQuantity } from './format-order-values.ts';
import './order-detail-sheet.css';
import { PaidMark } from './orders-table.tsx';
import { useOrderDetail } from './use-orders.ts';

export interface OrderDetailSheetProps {
  shopId: string;
  /** The order to show; null keeps the panel closed. */
  orderId: string | null;
  timeZone: string;
  onClose: () => void;
}

/**
 * One order in a side panel (a full-screen sheet on phones): the amounts with the VAT split and
 * margin, the customer and the customer's facts, every field of the order record and its items.
 */
export function OrderDetailSheet({ shopId, orderId, timeZone, onClose }: OrderDetailSheetProps) {
  const { t } = useTranslation('orders');
  const detail = useOrderDetail(shopId, orderId);
  return (
    <Dialog.Root open={orderId !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="zk-fade-in fixed inset-0 z-50 bg-slate-950/40 backdrop-blur-[1px]" />
        <Dialog.Content
          aria-describedby={undefined}
          className="zk-sheet-from-right fixed inset-y-0 right-0 z-50 flex w-full flex-col border-l border-border bg-surface shadow-2xl focus:outline-none sm:max-w-xl lg:max-w-2xl"
        >
          <header className="flex items-start justify-between gap-4 border-b border-border px-5 py-4">
            <div className="min-w-0">
              <p className="text-xs font-medium uppercase tracking-wide text-muted">{t('detail.kicker')}</p>
              <Dialog.Title className="truncate text-lg font-semibold text-fg">{orderId}</Dialog.Title>
              {detail.data && (
                <p className="mt-0.5 text-sm text-muted">{formatDateTime(detail.data.orderDate, timeZone)}</p>
              )}
            </div>
            <Dialog.Close
              className="rounded-md p-1.5 text-muted hover:bg-surface-2 hover:text-fg"
              aria-label={t('common:close')}
            >
              <X aria-hidden className="h-5 w-5" />
            </Dialog.Close>
          </header>
          <div
            className="flex-1 overflow-y-auto overscroll-contain px-5 py-5 focus-visible:outline-offset-[-2px]"
            // The panel's body scrolls; keyboard users reach it to scroll (WCAG 2.1.1).
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable.
            tabIndex={0}
          >
            {detail.data ? (
              <OrderDetailBody order={detail.data} timeZone={timeZone} />
            ) : detail.isError ? (
              <LoadError
                title={
                  detail.error instanceof ApiError && detail.error.status === 404
                    ? t('detail.notFound')
                    : t('detail.loadFailed')
                }
                error={detail.error}
                onRetry={() => detail.refetch()}
                retrying={detail.isFetching}
              />
            ) : (
              <DetailSkeleton />
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function OrderDetailBody({ order, timeZone }: { order: OrderDetail; timeZone: string }) {
  const { t } = useTranslation('orders');
  const money = (value: number) => formatOrderMoney(value, order.currency);
  const text = (value: string | null) => value ?? '—';
  const flag = (value: boolean | null) => (value === null ? '—' : value ? t('yes') : t('no'));
  const { customer } = order;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap gap-1.5">
        {order.cancelled && <Badge tone="danger">{t('table.cancelled')}</Badge>}
        {order.status && <Badge>{order.status}</Badge>}
        {order.paid !== null && (
          <Badge tone={order.paid ? 'accent' : 'warning'}>
            {order.paid ? t('detail.paidBadge') : t('detail.unpaidBadge')}
          </Badge>
        )}
        {order.online !== null && <Badge>{order.online ? t('detail.online') : t('detail.offline')}</Badge>}
      </div>

      <section aria-labelledby="order-amounts" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <h3 id="order-amounts" className="sr-only">
          {t('detail.amounts')}
        </h3>
        <Amount label={t('detail.revenue')} value={money(order.revenue)} strong />
        <Amount label={t('detail.withoutVat')} value={money(order.revenueWithoutVat)} />
        <Amount label={t('detail.vat')} value={money(order.vat)} />
        <Amount
          label={t('detail.margin')}
          value={money(order.margin)}
          note={
            order.marginPercent === null
              ? undefined
              : t('detail.marginPercent', { percent: formatPercent(order.marginPercent / 100, 1) })
          }
          badge={order.marginEstimated ? t('table.estimated') : undefined}
          danger={order.margin < 0}
        />
      </section>
      {order.marginEstimated && <p className="-mt-3 text-xs text-muted">{t('detail.estimatedNote')}</p>}

      <Section title={t('detail.items', { count: order.items.length })}>
        {order.items.length === 0 ? (
          <p className="text-sm text-muted">{t('detail.noItems')}</p>
        ) : (
          <div
            className="-mx-5 overflow-x-auto px-5"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: the wide items table scrolls sideways on phones.
            tabIndex={0}
          >
            <table className="w-full min-w-[520px] text-sm">
              <caption className="sr-only">{t('detail.itemsCaption', { id: order.orderId })}</caption>
              <thead>
                <tr className="border-b border-border text-xs uppercase tracking-wide text-muted">
                  <th scope="col" className="py-2 pr-3 text-left font-semibold">
                    {t('detail.product')}
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-semibold">
                    {t('detail.quantity')}
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-semibold">
                    {t('detail.unitPrice')}
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-semibold">
                    {t('detail.lineTotal')}
                  </th>
                  <th scope="col" className="py-2 pl-3 text-right font-semibold">
                    {t('detail.lineMargin')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {order.items.map((item) => (
                  <tr key={item.lineNo} className="border-b border-border last:border-0">
                    <td className="py-2.5 pr-3 align-top">
                      <span className="block font-medium text-fg">{item.productName}</span>
                      <span className="block text-xs text-muted">
                        {[item.productCode, item.category].filter(Boolean).join(' · ')}
                      </span>
                    </td>
                    <td className="px-3 py-2.5 text-right align-top tabular-nums">
                      {formatQuantity(item.quantity)}
                    </td>
                    <td className="whitespace-nowrap px-3 py-2.5 text-right align-top tabular-nums">
                      {money(item.unitPrice)}
                    </td>
                    <td className="whitespace-nowrap px-3 py-2.5 text-right align-top font-medium tabular-nums">
                      {money(Math.round(item.quantity * item.unitPrice * 100) / 100)}
                    </td>
                    <td className="whitespace-nowrap py-2.5 pl-3 text-right align-top tabular-nums">
                      {item.marginEstimated && (
                        <Badge className="mr-1.5 uppercase tracking-wide">{t('table.estimated')}</Badge>
                      )}
                      {money(item.margin)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Section>

      <Section title={t('detail.customer')}>
        <Facts>
          <Fact label={t('detail.customerName')} value={text(order.customerName)} />
          <Fact label={t('detail.customerEmail')} value={text(order.customerEmail)} />
          <Fact label={t('detail.customerPhone')} value={text(order.customerPhone)} />
          <Fact label={t('detail.customerCity')} value={text(order.customerCity)} />
          <Fact label={t('detail.customerZip')} value={text(order.customerZip)} />
          <Fact label={t('detail.customerCountry')} value={text(order.customerCountry)} />
        </Facts>
        {customer ? (
          <div className="mt-4 rounded-lg border border-border bg-surface-2/50 p-4">
            <div className="mb-3 flex items-center justify-between gap-3">
              <p className="text-xs font-semibold uppercase tracking-wide text-muted">
                {t('detail.customerFacts')}
              </p>
              <Link
                to={customerProfilePath(customer.customerKey)}
                className="text-sm font-medium text-accent underline-offset-2 hover:underline"
              >
                {t('detail.customerProfile')}
              </Link>
            </div>
            <Facts>
              <Fact label={t('detail.totalOrders')} value={formatNumber(customer.totalOrders)} />
              <Fact label={t('detail.totalRevenue')} value={money(customer.totalRevenue)} />
              <Fact label={t('detail.avgOrderValue')} value={money(customer.avgOrderValue)} />
              <Fact label={t('detail.lifetimeValue')} value={money(customer.lifetimeValue)} />
              <Fact label={t('detail.tier')} value={t(`detail.tiers.${customer.tier}`)} />
              <Fact
                label={t('detail.customerType')}
                value={customer.isReturning ? t('detail.returning') : t('detail.newCustomer')}
              />
              <Fact label={t('detail.firstOrder')} value={formatDate(customer.firstOrderDate, timeZone)} />
              <Fact label={t('detail.lastOrder')} value={formatDate(customer.lastOrderDate, timeZone)} />
              <Fact
                label={t('detail.daysSinceLast')}
                value={t('detail.days', {
                  count: customer.daysSinceLastOrder,
                  formatted: formatNumber(customer.daysSinceLastOrder),
                })}
              />
              <Fact
                label={t('detail.daysSincePrevious')}
                value={
                  order.daysSincePreviousOrder === null
                    ? t('detail.firstOrderOfCustomer')
                    : t('detail.days', {
                        count: order.daysSincePreviousOrder,
                        formatted: formatNumber(order.daysSincePreviousOrder),
                      })
                }
              />
            </Facts>
          </div>
        ) : (
          !order.customerKey && <p className="mt-3 text-sm text-muted">{t('detail.noCustomer')}</p>
        )}
      </Section>

      <Section title={t('detail.order')}>
        <Facts>
          <Fact label={t('detail.status')} value={text(order.status)} />
          <Fact label={t('detail.paid')} value={<PaidMark paid={order.paid} />} />
          <Fact label={t('detail.onlineLabel')} value={flag(order.online)} />
          <Fact label={t('detail.cancelled')} value={flag(order.cancelled)} />
          <Fact label={t('detail.paymentMethod')} value={text(order.paymentMethod)} />
          <Fact label={t('detail.shippingMethod')} value={text(order.shippingMethod)} />
          <Fact label={t('detail.source')} value={text(order.acquisitionSource)} />
          <Fact label={t('detail.campaign')} value={text(order.acquisitionCampaign)} />
          <Fact label={t('detail.currency')} value={order.currency} />
          <Fact label={t('detail.itemCount')} value={formatNumber(order.itemCount)} />
          <Fact label={t('detail.createdAt')} value={formatDateTime(order.createdAt, timeZone)} />
          <Fact label={t('detail.updatedAt')} value={formatDateTime(order.updatedAt, timeZone)} />
        </Facts>
      </Section>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h3 className="mb-3 text-sm font-semibold text-fg">{title}</h3>
      {children}
    </section>
  );
}

function Facts({ children }: { children: ReactNode }) {
  return <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm xs:grid-cols-2">{children}</dl>;
}

function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="break-words text-fg">{value}</dd>
    </div>
  );
}

function Amount({
  label,
  value,
  note,
  badge,
  strong,
  danger,
}: {
  label: string;
  value: string;
  note?: string;
  badge?: string;
  strong?: boolean;
  danger?: boolean;
}) {
  return (
    <div className="rounded-lg border border-border p-3">
      <p className="flex items-center gap-1.5 text-xs text-muted">
        {label}
        {badge && <Badge className="uppercase tracking-wide">{badge}</Badge>}
      </p>
      <p
        className={cn(
          'mt-1 whitespace-nowrap tabular-nums',
          strong ? 'text-lg font-semibold' : 'text-base font-medium',
          danger ? 'text-danger' : 'text-fg',
        )}
      >
        {value}
      </p>
      {note && <p className="mt-0.5 text-xs text-muted">{note}</p>}
    </div>
  );
}

function DetailSkeleton() {
  return (
    <div aria-busy className="flex flex-col gap-6">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {['a', 'b', 'c', 'd'].map((key) => (
          <Skeleton key={key} className="h-16 rounded-lg" />
        ))}
      </div>
      <Skeleton className="h-32 rounded-lg" />
      <Skeleton className="h-40 rounded-lg" />
    </div>
  );
}
