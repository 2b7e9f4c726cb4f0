import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationList } from '@ziskomer/contracts';
import { notificationRoutes } from '@ziskomer/contracts';
import { callApi } from '../../lib/api.ts';
import { notifyError } from '../../lib/notify.ts';

export const notificationsKey = (shopId: string | null) => ['notifications', shopId] as const;

/** SPEC §9 loader preset for notifications: cached 1 minute; polled while the app is open. */
const NOTIFICATIONS_STALE_MS = 60_000;

/** The user's notifications in the selected shop, with the unread count. */
export function useNotifications(shopId: string | null) {
  return useQuery({
    queryKey: notificationsKey(shopId),
    queryFn: ({ signal }) =>
      callApi(notificationRoutes.listNotifications, { params: { shopId: shopId ?? '' }, signal }),
    enabled: shopId !== null,
    staleTime: NOTIFICATIONS_STALE_MS,
    refetchInterval: NOTIFICATIONS_STALE_MS,
  });
}

/**
 * Mark one read, mark all read, clear. Each updates the cached list at once, and puts it back if
 * the server refuses.
 */
export function useNotificationActions(shopId: string | null, failureTitle: string) {
  const queryClient = useQueryClient();
  const key = notificationsKey(shopId);

  const optimistic = (change: (list: NotificationList) => NotificationList) => async () => {
    await queryClient.cancelQueries({ queryKey: key });
    const previous = queryClient.getQueryData<NotificationList>(key);
    if (previous) queryClient.setQueryData(key, change(previous));
    return { previous };
  };
  const restore = (error: unknown, _vars: unknown, context: { previous?: NotificationList } | undefined) => {
    if (context?.previous) queryClient.setQueryData(key, context.previous);
    notifyError(error, failureTitle);
  };
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });

  const markRead = useMutation({
    mutationFn: (id: string) =>
      callApi(notificationRoutes.markNotificationRead, {
        params: { shopId: shopId ?? '', notificationId: id },
      }),
    onMutate: (id: string) =>
      optimistic((list) => {
        const target = list.items.find((item) => item.id === id);
        if (!target || target.read) return list;
        return {
          items: list.items.map((item) => (item.id === id ? { ...item, read: true } : item)),
          unreadCount: Math.max(0, list.unreadCount - 1),
        };
      })(),
    onError: restore,
    onSettled: refresh,
  });

  const markAllRead = useMutation({
    mutationFn: () =>
      callApi(notificationRoutes.markAllNotificationsRead, { params: { shopId: shopId ?? '' } }),
    onMutate: optimistic((list) => ({
      items: list.items.map((item) => ({ ...item, read: true })),
      unreadCount: 0,
    })),
    onError: restore,
    onSettled: refresh,
  });

  const clear = useMutation({
    mutationFn: () => callApi(notificationRoutes.clearNotifications, { params: { shopId: shopId ?? '' } }),
    onMutate: optimistic(() => ({ items: [], unreadCount: 0 })),
    onError: restore,
    onSettled: refresh,
  });

  return { markRead, markAllRead, clear };
}

/** SPEC §2: the badge shows 99+ above 99. */
export function formatUnreadCount(count: number): string {
  return count > 99 ? '99+' : String(count);
}
