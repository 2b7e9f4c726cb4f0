import type { OrderEvent } from '@ziskomer/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney, formatNumber } from '../../lib/format.ts';
import { EstimateBadge, OrderEventBadges, SenderIcon } from './order-event-badges.tsx';

/** A money figure in the event's currency; 'N/A' (no currency sent) shows the plain number. */
function money(value: number, currency: string): string {
  return /^[A-Z]{3}$/.test(currency) ? formatMoney(value, currency, 2) : formatNumber(value, 2);
}

/** The paired order's margin, margin % and COGS, or a dash with the reason for an unpaired event. */
function MarginCells({ event, currency }: { event: OrderEvent; currency: string }) {
  const { t } = useTranslation('linkTracking');
  if (event.margin === null) {
    return (
      <>
        <td className="px-3 py-3 text-right text-muted" title={t('events.noMargin')}>
          —
        </td>
        <td className="px-3 py-3 text-right text-muted">—</td>
        <td className="px-5 py-3 text-right text-muted">—</td>
      </>
    );
  }
  return (
    <>
      <td className="px-3 py-3 text-right">
        <div className="flex items-center justify-end gap-1.5 whitespace-nowrap tabular text-fg">
          {event.marginStatus === 'estimated' && <EstimateBadge />}
          {money(event.margin, currency)}
        </div>
      </td>
      <td className="whitespace-nowrap px-3 py-3 text-right tabular text-fg">
        {event.marginPercentage === null ? '—' : `${formatNumber(event.marginPercentage, 1)} %`}
      </td>
      <td className="whitespace-nowrap px-5 py-3 text-right tabular text-muted">
        {money(event.cogs ?? 0, currency)}
      </td>
    </>
  );
}

/** The events as a table (from the sm breakpoint) and as cards on phones. */
export function OrderEventsTable({
  events,
  timeZone,
  shopCurrency,
}: {
  events: OrderEvent[];
  timeZone: string;
  shopCurrency: string;
}) {
  const { t } = useTranslation('linkTracking');
  const currencyOf = (event: OrderEvent) =>
    /^[A-Z]{3}$/.test(event.currency) ? event.currency : shopCurrency;
  return (
    <>
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full min-w-[52rem] text-sm" aria-label={t('events.label')}>
          <thead className="text-left text-xs text-muted">
            <tr className="border-b border-border">
              <th className="px-5 py-2.5 font-medium">{t('events.columns.order')}</th>
              <th className="px-3 py-2.5 text-right font-medium">{t('events.columns.total')}</th>
              <th className="px-3 py-2.5 font-medium">{t('events.columns.source')}</th>
              <th className="px-3 py-2.5 font-medium">{t('events.columns.pairing')}</th>
              <th className="px-3 py-2.5 text-right font-medium">{t('events.columns.margin')}</th>
              <th className="whitespace-nowrap px-3 py-2.5 text-right font-medium">
                {t('events.columns.marginPercent')}
              </th>
              <th className="px-5 py-2.5 text-right font-medium">{t('events.columns.cogs')}</th>
            </tr>
          </thead>
          <tbody>
            {events.map((event) => (
              <tr key={event.id} className="border-b border-border align-top last:border-0">
                <td className="max-w-[16rem] px-5 py-3">
                  <div className="flex min-w-0 items-center gap-1.5">
                    <span className="truncate font-medium text-fg">{event.orderId}</span>
                    <SenderIcon verified={event.isVerified} />
                  </div>
                  <div
                    className="truncate text-xs text-muted tabular"
                    title={t('events.eventId', { id: event.eventId })}
                  >
                    {formatDateTime(event.createdAt, timeZone)}
                  </div>
                </td>
                <td className="whitespace-nowrap px-3 py-3 text-right tabular text-fg">
                  {money(event.totalPrice, event.currency)}
                  {event.products.length > 0 && (
                    <div className="text-xs text-muted">
                      {t('events.products', { count: event.products.length })}
                    </div>
                  )}
                </td>
                <td className="max-w-[12rem] px-3 py-3">
                  <SourceCell event={event} />
                </td>
                <td className="px-3 py-3">
                  <OrderEventBadges event={event} />
                </td>
                <MarginCells event={event} currency={currencyOf(event)} />
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="divide-y divide-border md:hidden" aria-label={t('events.label')}>
        {events.map((event) => (
          <li key={event.id} className="flex flex-col gap-2 px-4 py-3.5">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="flex min-w-0 items-center gap-1.5 font-medium text-fg">
                  <span className="truncate">{event.orderId}</span>
                  <SenderIcon verified={event.isVerified} />
                </p>
                <p className="text-xs text-muted tabular">{formatDateTime(event.createdAt, timeZone)}</p>
              </div>
              <p className="shrink-0 font-semibold tabular text-fg">
                {money(event.totalPrice, event.currency)}
              </p>
            </div>
            <OrderEventBadges event={event} />
            {event.margin !== null ? (
              <dl className="grid grid-cols-3 gap-2 text-xs">
                <div>
                  <dt className="text-muted">{t('events.columns.margin')}</dt>
                  <dd className="flex items-center gap-1 tabular text-fg">
                    {money(event.margin, currencyOf(event))}
                    {event.marginStatus === 'estimated' && <EstimateBadge />}
                  </dd>
                </div>
                <div>
                  <dt className="text-muted">{t('events.columns.marginPercent')}</dt>
                  <dd className="tabular text-fg">
                    {event.marginPercentage === null ? '—' : `${formatNumber(event.marginPercentage, 1)} %`}
                  </dd>
                </div>
                <div>
                  <dt className="text-muted">{t('events.columns.cogs')}</dt>
                  <dd className="tabular text-fg">{money(event.cogs ?? 0, currencyOf(event))}</dd>
                </div>
              </dl>
            ) : (
              <p className="text-xs text-muted">{t('events.noMargin')}</p>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

function SourceCell({ event }: { event: OrderEvent }) {
  const clickIds = [event.gclid && 'gclid', event.fbclid && 'fbclid'].filter(Boolean) as string[];
  return (
    <>
      <div className="truncate text-fg" title={event.source}>
        {event.source}
      </div>
      {clickIds.length > 0 && <div className="font-mono text-[11px] text-muted">{clickIds.join(' · ')}</div>}
    </>
  );
}
