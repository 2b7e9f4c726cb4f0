import type { Notification } from '@ziskomer/contracts';
import { AlertTriangle, Bell, BellOff, CheckCheck, CheckCircle2, Info, Trash2, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { Popover, PopoverContent, PopoverTrigger } from '../../components/ui/popover.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { formatRelative } from '../../lib/format.ts';
import { getErrorMessage } from '../../lib/notify.ts';
import { formatUnreadCount, useNotificationActions, useNotifications } from './use-notifications.ts';

const TYPE_ICONS = {
  success: { icon: CheckCircle2, className: 'text-accent bg-accent-soft' },
  info: { icon: Info, className: 'text-sky-600 bg-sky-50 dark:text-sky-300 dark:bg-sky-950' },
  warning: { icon: AlertTriangle, className: 'text-warning bg-warning-soft' },
  error: { icon: XCircle, className: 'text-danger bg-danger-soft' },
} as const;

/**
 * The header's bell: the unread count (99+ above 99) and, on click, the selected shop's
 * notifications. Clicking an unread one marks it read; the panel can mark all read or clear.
 */
export function NotificationBell({ shopId }: { shopId: string | null }) {
  const { t } = useTranslation('shell');
  const notifications = useNotifications(shopId);
  const { markRead, markAllRead, clear } = useNotificationActions(shopId, t('notifications.failed'));
  const unread = notifications.data?.unreadCount ?? 0;
  const items = notifications.data?.items ?? [];
  const label =
    unread > 0
      ? t('notifications.labelUnread', { count: unread, shown: formatUnreadCount(unread) })
      : t('notifications.title');

  return (
    <Popover>
      <PopoverTrigger
        aria-label={label}
        className="relative inline-flex h-9 w-9 items-center justify-center rounded-lg text-muted transition hover:bg-surface-2 hover:text-fg data-[state=open]:bg-surface-2 data-[state=open]:text-fg"
      >
        <Bell className="h-[18px] w-[18px]" aria-hidden />
        {unread > 0 && (
          <span
            aria-hidden
            className="absolute -right-0.5 -top-0.5 flex h-[18px] min-w-[18px] items-center justify-center rounded-full bg-danger px-1 text-[10px] font-semibold leading-none text-white ring-2 ring-surface tabular"
          >
            {formatUnreadCount(unread)}
          </span>
        )}
      </PopoverTrigger>
      <PopoverContent
        className="flex w-[min(24rem,calc(100vw-1rem))] flex-col"
        aria-label={t('notifications.title')}
      >
        <div className="flex items-center justify-between gap-2 border-b border-border px-4 py-3">
          <h2 className="text-sm font-semibold text-fg">{t('notifications.title')}</h2>
          {items.length > 0 && (
            <div className="flex items-center gap-1">
              <Button size="xs" variant="ghost" disabled={unread === 0} onClick={() => markAllRead.mutate()}>
                <CheckCheck className="h-3.5 w-3.5" aria-hidden />
                {t('notifications.markAllRead')}
              </Button>
              <Button size="xs" variant="ghost" onClick={() => clear.mutate()}>
                <Trash2 className="h-3.5 w-3.5" aria-hidden />
                {t('notifications.clear')}
              </Button>
            </div>
          )}
        </div>
        <div className="max-h-[min(420px,70dvh)] overflow-y-auto">
          {shopId === null ? (
            <EmptyState
              icon={BellOff}
              title={t('notifications.noShop.title')}
              description={t('notifications.noShop.description')}
            />
          ) : notifications.isPending ? (
            <div className="space-y-3 p-4" aria-busy>
              {[0, 1, 2].map((i) => (
                <div key={i} className="flex gap-3">
                  <Skeleton className="h-8 w-8 rounded-full" />
                  <div className="flex-1 space-y-2">
                    <Skeleton className="h-3.5 w-2/3" />
                    <Skeleton className="h-3 w-full" />
                  </div>
                </div>
              ))}
            </div>
          ) : notifications.isError ? (
            <ErrorState
              size="inline"
              title={t('notifications.loadFailed')}
              description={getErrorMessage(notifications.error)}
              actions={
                <Button size="sm" variant="secondary" onClick={() => notifications.refetch()}>
                  {t('errors.retry')}
                </Button>
              }
            />
          ) : items.length === 0 ? (
            <EmptyState
              icon={Bell}
              title={t('notifications.empty.title')}
              description={t('notifications.empty.description')}
            />
          ) : (
            <ul className="divide-y divide-border">
              {items.map((item) => (
                <NotificationRow
                  key={item.id}
                  item={item}
                  onOpen={() => !item.read && markRead.mutate(item.id)}
                />
              ))}
            </ul>
          )}
        </div>
      </PopoverContent>
    </Popover>
  );
}

function NotificationRow({ item, onOpen }: { item: Notification; onOpen: () => void }) {
  const { t } = useTranslation('shell');
  const { icon: Icon, className } = TYPE_ICONS[item.type];
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        className={cn(
          'flex w-full gap-3 px-4 py-3 text-left transition hover:bg-surface-2 focus-visible:bg-surface-2',
          !item.read && 'bg-accent-soft/40',
        )}
      >
        <span
          className={cn('mt-0.5 flex h-8 w-8 shrink-0 items-center justify-center rounded-full', className)}
        >
          <Icon className="h-4 w-4" aria-hidden />
        </span>
        <span className="min-w-0 flex-1">
          <span className="flex items-start justify-between gap-2">
            <span className={cn('text-sm text-fg', !item.read && 'font-semibold')}>{item.title}</span>
            {!item.read && (
              <span className="mt-1.5 h-2 w-2 shrink-0 rounded-full bg-accent">
                <span className="sr-only">{t('notifications.unread')}</span>
              </span>
            )}
          </span>
          {item.description && <span className="mt-0.5 block text-sm text-muted">{item.description}</span>}
          <time dateTime={item.time} className="mt-1 block text-xs text-muted">
            {formatRelative(item.time)}
          </time>
        </span>
      </button>
    </li>
  );
}
