import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { connectionRoutes, type GoogleAnalyticsOverview, type SelectGa4Property } from '@ziskomer/contracts';
import { callApi } from '../../lib/api.ts';
import { connectionsKey } from '../connections/use-connections.ts';

export const googleAnalyticsKey = (shopId: string) => ['shop', shopId, 'google-analytics'] as const;

/** Waiting for the background: the properties to arrive, or a sync to end. */
function isWaiting(overview: GoogleAnalyticsOverview | undefined): boolean {
  const connection = overview?.connection;
  if (!connection || connection.status === 'broken') return false;
  if (connection.syncState === 'syncing') return true;
  if (connection.syncState === 'error') return false;
  // The properties are on their way, or a property is chosen and its first sync is queued.
  return overview.properties === null || (overview.selection !== null && connection.lastSyncedAt === null);
}

export function useGoogleAnalytics(shopId: string | undefined, days: number) {
  return useQuery({
    queryKey: [...googleAnalyticsKey(shopId ?? ''), days],
    queryFn: ({ signal }) =>
      callApi(connectionRoutes.getGoogleAnalyticsOverview, {
        params: { shopId: shopId! },
        // The page offers only the contract's periods (7, 30 or 90 days).
        query: { days: String(days) as '7' | '30' | '90' },
        signal,
      }),
    enabled: !!shopId,
    placeholderData: (previous) => previous,
    refetchInterval: (query) => (isWaiting(query.state.data) ? 3000 : false),
  });
}

export function useSelectGa4Property(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SelectGa4Property) =>
      callApi(connectionRoutes.selectGa4Property, { params: { shopId }, body: input }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: googleAnalyticsKey(shopId) }),
        queryClient.invalidateQueries({ queryKey: connectionsKey(shopId) }),
      ]),
  });
}
