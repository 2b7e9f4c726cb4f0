import type { OrdersReconciliationReport, Shop } from '@ziskomer/contracts';
import { ChevronDown, Scale } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatMoney, formatNumber, formatSigned } from '../../../lib/format.ts';
import type { ReportView } from '../shared/report-view.ts';
import { useReport } from '../shared/use-report.ts';

/**
 * "Proč se čísla liší": a closed panel under the headline that, opened, walks from the gross total
 * of every order dated in the period to the report's revenue and margin, step by step with amounts
 * to the haléř and order counts, so an owner can match the shop's admin. It asks for its report
 * ('orders-reconciliation') only once opened.
 */
export function ReconciliationPanel({ shop, view }: { shop: Shop; view: ReportView }) {
  const { t } = useTranslation('analyticsOrders');
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  const report = useReport('orders-reconciliation', shop.id, view, {}, open);
  return (
    <Card className="min-w-0">
      <h2 className="m-0">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((value) => !value)}
          className="flex w-full items-start gap-3 rounded-xl px-5 py-4 text-left hover:bg-surface-2/60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
        >
          <Scale aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-accent" />
          <span className="min-w-0 flex-1">
            <span className="block text-base font-semibold text-fg">{t('reconciliation.title')}</span>
            <span className="mt-0.5 block text-sm font-normal text-muted">{t('reconciliation.summary')}</span>
          </span>
          <ChevronDown
            aria-hidden
            className={cn('mt-0.5 h-5 w-5 shrink-0 text-muted transition-transform', open && 'rotate-180')}
          />
        </button>
      </h2>
      <div id={bodyId} hidden={!open} className="border-t border-border">
        {open &&
          (report.isError ? (
            <LoadError
              title={t('reconciliation.failed')}
              error={report.error}
              onRetry={() => report.refetch()}
            />
          ) : report.data ? (
            <ReconciliationWalk
              walk={report.data.data}
              currency={report.data.meta.currency}
              timeZone={shop.timeZone}
            />
          ) : (
            <div aria-busy className="flex flex-col gap-2 px-5 py-4">
              <Skeleton className="h-6" />
              <Skeleton className="h-6" />
              <Skeleton className="h-6" />
            </div>
          ))}
      </div>
    </Card>
  );
}

/** The walk itself: the steps with their amounts and counts, then the parts shown apart. */
export function ReconciliationWalk({
  walk,
  currency,
  timeZone,
}: {
  walk: OrdersReconciliationReport;
  currency: string;
  timeZone: string;
}) {
  const { t } = useTranslation('analyticsOrders');
  const money = (amount: number, signed: boolean) =>
    signed
      ? formatSigned(amount, (value) => formatMoney(value, currency, 2))
      : formatMoney(amount, currency, 2);
  const count = (orders: number, signed: boolean) =>
    signed ? formatSigned(orders, formatNumber) : formatNumber(orders);
  return (
    <div className="flex flex-col gap-5 px-5 py-4">
      <div className="-mx-5 overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="sr-only">{t('reconciliation.caption')}</caption>
          <thead>
            <tr className="text-xs text-muted">
              <th scope="col" className="px-5 pb-2 text-left font-medium">
                {t('reconciliation.step')}
              </th>
              <th scope="col" className="hidden px-2 pb-2 text-right font-medium sm:table-cell">
                {t('reconciliation.orders')}
              </th>
              <th scope="col" className="px-5 pb-2 text-right font-medium">
                {t('reconciliation.amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {walk.steps.map((step) => (
              <tr
                key={step.kind}
                className={cn(
                  'border-t border-border align-top',
                  step.subtotal ? 'bg-surface-2/50 font-semibold text-fg' : 'text-fg',
                )}
              >
                <th scope="row" className="py-2 pr-2 pl-5 text-left font-[inherit]">
                  <span className="block">{t(`reconciliation.steps.${step.kind}.label`)}</span>
                  <span className="block text-xs font-normal text-muted">
                    {t(`reconciliation.steps.${step.kind}.hint`, { timeZone })}
                  </span>
                </th>
                <td className="hidden px-2 py-2 text-right tabular whitespace-nowrap sm:table-cell">
                  {showsOrders(step) ? count(step.orders, !step.subtotal) : ''}
                </td>
                <td
                  className={cn(
                    'py-2 pr-5 pl-2 text-right tabular whitespace-nowrap',
                    !step.subtotal && step.amount < 0 && 'text-muted',
                  )}
                >
                  {money(step.amount, !step.subtotal)}
                  {showsOrders(step) && (
                    // On a phone the orders go under the amount instead of a column of their own.
                    <span className="block text-xs font-normal text-muted sm:hidden">
                      {t('reconciliation.ordersCount', {
                        count: Math.abs(step.orders),
                        formatted: count(step.orders, !step.subtotal),
                      })}
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <Parts
          title={t('reconciliation.included.title')}
          rows={[
            ['unpaid', walk.included.unpaid],
            ['paymentUnknown', walk.included.paymentUnknown],
            ['withoutCustomer', walk.included.withoutCustomer],
          ]}
          group="included"
          money={(amount) => money(amount, false)}
        />
        <Parts
          title={t('reconciliation.margin.title')}
          rows={[
            ['real', walk.margin.real],
            ['estimated', walk.margin.estimated],
          ]}
          group="margin"
          money={(amount) => money(amount, false)}
        />
      </div>
    </div>
  );
}

function Parts({
  title,
  rows,
  group,
  money,
}: {
  title: string;
  rows: [string, { amount: number; orders: number }][];
  group: 'included' | 'margin';
  money: (amount: number) => string;
}) {
  const { t } = useTranslation('analyticsOrders');
  return (
    <section className="rounded-lg border border-border px-4 py-3">
      <h3 className="text-xs font-semibold uppercase tracking-wide text-muted">{title}</h3>
      <dl className="mt-2 flex flex-col gap-2 text-sm">
        {rows.map(([key, part]) => (
          <div key={key} className="flex items-start justify-between gap-3">
            <dt className="min-w-0 text-fg">
              {t(`reconciliation.${group}.${key}.label`)}
              <span className="block text-xs text-muted">{t(`reconciliation.${group}.${key}.hint`)}</span>
            </dt>
            <dd className="shrink-0 text-right tabular">
              <span className="block font-medium text-fg">{money(part.amount)}</span>
              <span className="block text-xs text-muted">
                {t('reconciliation.ordersCount', {
                  count: part.orders,
                  formatted: formatNumber(part.orders),
                })}
              </span>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Money-only steps (VAT, costs) have no orders of their own to show. */
function showsOrders(step: { orders: number; subtotal: boolean }): boolean {
  return step.subtotal || step.orders !== 0;
}
