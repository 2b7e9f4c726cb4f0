import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { connectionRoutes, type GoogleProductHead, type SelectGoogleTarget } from '@ziskomer/contracts';
import { callApi } from '../../lib/api.ts';
import { connectionsKey, googleProductsKey } from '../connections/use-connections.ts';

/** The pages' periods (the contract's 7, 30 or 90 days). */
export type PeriodDays = 7 | 30 | 90;
const period = (days: PeriodDays) => String(days) as '7' | '30' | '90';

/** Waiting for the background: the list of sites (accounts, locations) to arrive, or a sync to end. */
function isWaiting(head: GoogleProductHead | undefined): boolean {
  const connection = head?.connection;
  if (!connection || connection.status === 'broken') return false;
  if (connection.syncState === 'syncing') return true;
  if (connection.syncState === 'error') return false;
  // The list is on its way, or a choice is made and its first sync is queued.
  return head.targets === null || (head.selection !== null && connection.lastSyncedAt === null);
}
const poll = (query: { state: { data?: GoogleProductHead } }) => (isWaiting(query.state.data) ? 3000 : false);

/** A product page's overview for the shop, asked again every 3 s while the background works for it. */
function useProductOverview<T extends GoogleProductHead>(
  shopId: string | undefined,
  key: readonly unknown[],
  fetch: (shopId: string, signal: AbortSignal) => Promise<T>,
) {
  return useQuery({
    queryKey: [...googleProductsKey(shopId ?? ''), ...key],
    queryFn: ({ signal }) => fetch(shopId!, signal),
    enabled: !!shopId,
    placeholderData: (previous) => previous,
    refetchInterval: poll,
  });
}

export function useSearchConsole(shopId: string | undefined, days: PeriodDays) {
  return useProductOverview(shopId, ['search-console', days], (id, signal) =>
    callApi(connectionRoutes.getSearchConsoleOverview, {
      params: { shopId: id },
      query: { days: period(days) },
      signal,
    }),
  );
}

export function useMerchantCenter(shopId: string | undefined) {
  return useProductOverview(shopId, ['merchant-center'], (id, signal) =>
    callApi(connectionRoutes.getMerchantCenterOverview, { params: { shopId: id }, signal }),
  );
}

export function useBusinessProfile(shopId: string | undefined, days: PeriodDays) {
  return useProductOverview(shopId, ['business-profile', days], (id, signal) =>
    callApi(connectionRoutes.getBusinessProfileOverview, {
      params: { shopId: id },
      query: { days: period(days) },
      signal,
    }),
  );
}

export function useSelectTarget(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ connectionId, ...input }: SelectGoogleTarget & { connectionId: string }) =>
      callApi(connectionRoutes.selectConnectionTarget, { params: { shopId, connectionId }, body: input }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: googleProductsKey(shopId) }),
        queryClient.invalidateQueries({ queryKey: connectionsKey(shopId) }),
      ]),
  });
}
