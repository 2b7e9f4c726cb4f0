import type { OrderSummary } from '@ziskomer/contracts';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge.tsx';
import { cn } from '../../components/ui/cn.ts';
import { ScrollHints, useOverflowHints } from '../../components/ui/scroll-hints.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { formatDate, formatPercent } from '../../lib/format.ts';
import { customerProfilePath } from '../customer-profile/customer-profile-path.ts';
import { formatOrderTotal, formatTime } from './format-order-values.ts';
import type { OrderSortField, OrdersView } from './orders-view.ts';

type Column = {
  id: string;
  labelKey: string;
  sort?: OrderSortField;
  numeric?: boolean;
  className?: string;
};

const COLUMNS: Column[] = [
  { id: 'orderId', labelKey: 'table.orderId', sort: 'orderId', className: 'pl-4 sm:pl-5' },
  { id: 'date', labelKey: 'table.date', sort: 'orderDate' },
  { id: 'customer', labelKey: 'table.customer', sort: 'customerName' },
  { id: 'city', labelKey: 'table.city' },
  { id: 'revenue', labelKey: 'table.revenue', sort: 'revenue', numeric: true },
  { id: 'margin', labelKey: 'table.margin', sort: 'margin', numeric: true },
  // Status and payment share a column: the table then fits a 1280 px screen beside the sidebar.
  { id: 'status', labelKey: 'table.statusPaid' },
  { id: 'source', labelKey: 'table.source', className: 'pr-4 sm:pr-5' },
];

const SKELETON_ROWS = 8;

export interface OrdersTableProps {
  view: OrdersView;
  /** Null while the first page loads (skeleton rows). */
  orders: OrderSummary[] | null;
  timeZone: string;
  /** A newer page is on its way: the rows shown are the previous ones. */
  stale: boolean;
  onSort: (field: OrderSortField) => void;
  onOpen: (orderId: string) => void;
}

/**
 * The orders as a plain table: sticky header, sortable columns (buttons with aria-sort), amounts
 * right-aligned in tabular figures. It scrolls inside its card, sideways on phones.
 */
export function OrdersTable({ view, orders, timeZone, stale, onSort, onOpen }: OrdersTableProps) {
  const { t } = useTranslation('orders');
  const sortedColumn = COLUMNS.find((column) => column.sort === view.sort);
  const scroller = useRef<HTMLElement>(null);
  const hints = useOverflowHints(scroller);
  return (
    <div className="relative">
      <section
        ref={scroller}
        className={cn(
          'min-h-48 overflow-auto overscroll-x-contain transition-opacity md:max-h-[calc(100dvh-15rem)]',
          stale && 'opacity-60',
        )}
        aria-busy={orders === null || stale || undefined}
        // Focusable so keyboard users can scroll the wide table sideways.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
        tabIndex={0}
        aria-label={t('table.label')}
      >
        <table className="w-full min-w-[760px] border-separate border-spacing-0 text-[13px] leading-5">
          <caption className="sr-only">
            {t('table.caption', {
              column: sortedColumn ? t(sortedColumn.labelKey) : '',
              direction: t(`table.${view.dir}`),
            })}
          </caption>
          <thead>
            <tr>
              {COLUMNS.map((column) => (
                <HeaderCell key={column.id} column={column} view={view} onSort={onSort} />
              ))}
            </tr>
          </thead>
          <tbody>
            {orders === null
              ? Array.from({ length: SKELETON_ROWS }, (_, row) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have nothing else to key by.
                  <tr key={row}>
                    {COLUMNS.map((column) => (
                      <td
                        key={column.id}
                        className={cn('border-b border-border px-2.5 py-4', column.className)}
                      >
                        <Skeleton className={cn('h-4', column.numeric ? 'ml-auto w-20' : 'w-24')} />
                      </td>
                    ))}
                  </tr>
                ))
              : orders.map((order) => (
                  <OrderRow key={order.orderId} order={order} timeZone={timeZone} onOpen={onOpen} />
                ))}
          </tbody>
        </table>
      </section>
      {/* Sideways only: the page's own pager says how many orders there are below. */}
      <ScrollHints right={hints.right} below={false} />
    </div>
  );
}

function HeaderCell({
  column,
  view,
  onSort,
}: {
  column: Column;
  view: OrdersView;
  onSort: (field: OrderSortField) => void;
}) {
  const { t } = useTranslation('orders');
  const label = t(column.labelKey);
  const active = column.sort !== undefined && column.sort === view.sort;
  const Icon = active ? (view.dir === 'asc' ? ArrowUp : ArrowDown) : ArrowUpDown;
  return (
    <th
      scope="col"
      aria-sort={active ? (view.dir === 'asc' ? 'ascending' : 'descending') : undefined}
      className={cn(
        'sticky top-0 z-10 whitespace-nowrap border-b border-border bg-surface-2/95 px-2.5 py-2.5 text-xs font-semibold text-muted backdrop-blur',
        column.numeric ? 'text-right' : 'text-left',
        column.className,
      )}
    >
      {column.sort ? (
        <button
          type="button"
          onClick={() => onSort(column.sort!)}
          className={cn(
            'group -mx-1.5 inline-flex items-center gap-1 rounded px-1.5 py-0.5 hover:text-fg',
            column.numeric && 'flex-row-reverse',
            active && 'text-fg',
          )}
        >
          {label}
          <Icon
            aria-hidden
            className={cn('h-3.5 w-3.5', active ? 'text-accent' : 'opacity-40 group-hover:opacity-100')}
          />
          <span className="sr-only">{t('table.sortBy')}</span>
        </button>
      ) : (
        label
      )}
    </th>
  );
}

function OrderRow({
  order,
  timeZone,
  onOpen,
}: {
  order: OrderSummary;
  timeZone: string;
  onOpen: (orderId: string) => void;
}) {
  const { t } = useTranslation('orders');
  const cell = 'border-b border-border px-2.5 py-2.5 align-middle';
  return (
    <tr
      onClick={() => onOpen(order.orderId)}
      className={cn(
        'group cursor-pointer transition-colors hover:bg-surface-2/70',
        order.cancelled && 'text-muted',
      )}
    >
      <td className={cn(cell, 'pl-4 sm:pl-5')}>
        <button
          type="button"
          aria-haspopup="dialog"
          onClick={(event) => {
            event.stopPropagation();
            onOpen(order.orderId);
          }}
          className="max-w-[8rem] truncate rounded font-medium text-fg underline-offset-2 group-hover:underline"
          title={order.orderId}
        >
          {order.orderId}
        </button>
      </td>
      <td className={cn(cell, 'whitespace-nowrap tabular-nums')}>
        <Stacked
          primary={formatDate(order.orderDate, timeZone)}
          secondary={formatTime(order.orderDate, timeZone)}
          strong={false}
        />
      </td>
      <td className={cn(cell, 'max-w-[10rem] 2xl:max-w-[16rem]')}>
        <Stacked
          primary={
            order.customerKey ? (
              <Link
                to={customerProfilePath(order.customerKey)}
                onClick={(event) => event.stopPropagation()}
                className="underline-offset-2 hover:text-accent hover:underline"
              >
                {order.customerName ?? order.customerEmail ?? order.customerKey}
              </Link>
            ) : (
              (order.customerName ?? order.customerEmail ?? t('table.noCustomer'))
            )
          }
          secondary={order.customerName ? order.customerEmail : null}
          muted={!order.customerName && !order.customerEmail}
        />
      </td>
      <td
        className={cn(cell, 'max-w-[6rem] truncate text-muted 2xl:max-w-[10rem]')}
        title={order.customerCity ?? undefined}
      >
        {order.customerCity ?? '—'}
      </td>
      <td className={cn(cell, 'whitespace-nowrap text-right font-medium tabular-nums text-fg')}>
        {formatOrderTotal(order.revenue, order.currency)}
      </td>
      <td className={cn(cell, 'whitespace-nowrap text-right tabular-nums')}>
        <span className="flex flex-col items-end">
          <span className={cn(order.margin < 0 ? 'text-danger' : 'text-fg')}>
            {formatOrderTotal(order.margin, order.currency)}
          </span>
          {order.marginEstimated ? (
            <Badge
              title={t('table.estimatedHint')}
              className="mt-0.5 px-1.5 py-0 text-[10px] uppercase tracking-wide"
            >
              {t('table.estimated')}
            </Badge>
          ) : (
            order.marginPercent !== null && (
              <span className="text-xs text-muted">{formatPercent(order.marginPercent / 100, 0)}</span>
            )
          )}
        </span>
      </td>
      <td className={cell}>
        <span className="flex flex-col items-start gap-0.5">
          {order.cancelled && <Badge tone="danger">{t('table.cancelled')}</Badge>}
          {order.status && (
            <span className="max-w-[7rem] truncate" title={order.status}>
              {order.status}
            </span>
          )}
          {!order.cancelled && !order.status && <span className="text-muted">—</span>}
          {order.paid !== null && (
            <span className="inline-flex items-center gap-1.5 whitespace-nowrap text-xs text-muted">
              <span
                aria-hidden
                className={cn('h-1.5 w-1.5 rounded-full', order.paid ? 'bg-accent' : 'bg-warning')}
              />
              {order.paid ? t('table.paidYes') : t('table.paidNo')}
            </span>
          )}
        </span>
      </td>
      <td
        className={cn(cell, 'max-w-[7rem] truncate pr-4 text-muted sm:pr-5 2xl:max-w-[10rem]')}
        title={order.acquisitionSource ?? undefined}
      >
        {order.acquisitionSource ?? '—'}
      </td>
    </tr>
  );
}

function Stacked({
  primary,
  secondary,
  muted,
  strong = true,
}: {
  primary: ReactNode;
  secondary: ReactNode;
  muted?: boolean;
  strong?: boolean;
}) {
  return (
    <span className="flex min-w-0 flex-col">
      <span className={cn('truncate', strong && 'font-medium', muted ? 'text-muted' : 'text-fg')}>
        {primary}
      </span>
      {secondary && <span className="truncate text-xs text-muted">{secondary}</span>}
    </span>
  );
}

/** Yes / no / unknown, with a coloured dot that is not the only signal. */
export function PaidMark({ paid }: { paid: boolean | null }) {
  const { t } = useTranslation('orders');
  if (paid === null) return <span className="text-muted">—</span>;
  return (
    <span className="inline-flex items-center gap-1.5 whitespace-nowrap">
      <span aria-hidden className={cn('h-1.5 w-1.5 rounded-full', paid ? 'bg-accent' : 'bg-warning')} />
      {paid ? t('yes') : t('no')}
    </span>
  );
}
