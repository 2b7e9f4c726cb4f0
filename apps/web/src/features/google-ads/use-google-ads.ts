import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { connectionRoutes, type GoogleAdsOverview, type SelectGoogleAdsAccount } from '@ziskomer/contracts';
import { useEffect, useRef } from 'react';
import { callApi } from '../../lib/api.ts';
import { shopReportsKey } from '../analytics/shared/use-report.ts';
import { connectionsKey, googleAdsKey } from '../connections/use-connections.ts';

/** Waiting for something the background is doing: the accounts to arrive, or a sync to end. */
function isWaiting(overview: GoogleAdsOverview | undefined): boolean {
  const connection = overview?.connection;
  if (!connection || connection.status === 'broken' || connection.demo) return false;
  if (connection.syncState === 'syncing') return true;
  if (connection.syncState === 'error') return false;
  // The accounts are on their way, or an account is chosen and its first sync is queued.
  return overview.accounts === null || (overview.selection !== null && connection.lastSyncedAt === null);
}

export function useGoogleAdsOverview(shopId: string | undefined) {
  const overview = useQuery({
    queryKey: googleAdsKey(shopId ?? ''),
    queryFn: ({ signal }) =>
      callApi(connectionRoutes.getGoogleAdsOverview, { params: { shopId: shopId! }, signal }),
    enabled: !!shopId,
    refetchInterval: (query) => (isWaiting(query.state.data) ? 3000 : false),
  });
  useReportsAfterSync(shopId, overview.data?.connection?.lastSyncedAt);
  return overview;
}

/**
 * When a sync ends while the page is open, the shop's reports (this page's campaigns and their
 * POAS) ask again: the new spend reaches them once the rollups catch up, which a report that says
 * it is being recalculated follows by itself. Without this the campaigns appeared only on reload.
 */
export function useReportsAfterSync(shopId: string | undefined, lastSyncedAt: string | null | undefined) {
  const queryClient = useQueryClient();
  const seen = useRef(lastSyncedAt);
  useEffect(() => {
    const before = seen.current;
    seen.current = lastSyncedAt;
    // undefined: not loaded yet, so nothing has been shown to refresh.
    if (before === undefined || !lastSyncedAt || before === lastSyncedAt) return;
    void queryClient.invalidateQueries({ queryKey: shopReportsKey(shopId) });
  }, [queryClient, shopId, lastSyncedAt]);
}

function useSetOverview(shopId: string) {
  const queryClient = useQueryClient();
  return (overview: GoogleAdsOverview) => {
    queryClient.setQueryData(googleAdsKey(shopId), overview);
    void queryClient.invalidateQueries({ queryKey: connectionsKey(shopId) });
  };
}

export function useSelectGoogleAdsAccount(shopId: string) {
  const setOverview = useSetOverview(shopId);
  return useMutation({
    mutationFn: (input: SelectGoogleAdsAccount) =>
      callApi(connectionRoutes.selectGoogleAdsAccount, { params: { shopId }, body: input }),
    onSuccess: setOverview,
  });
}

export function useReloadGoogleAdsAccounts(shopId: string) {
  const setOverview = useSetOverview(shopId);
  return useMutation({
    mutationFn: () => callApi(connectionRoutes.refreshGoogleAdsAccounts, { params: { shopId } }),
    onSuccess: setOverview,
  });
}
