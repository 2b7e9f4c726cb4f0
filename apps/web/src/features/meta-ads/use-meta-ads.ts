import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type MetaCompletenessChoice, type MetaOverview, metaAdsRoutes } from '@ziskomer/contracts';
import { callApi } from '../../lib/api.ts';
import { connectionsKey, metaKey } from '../connections/use-connections.ts';
import { useReportsAfterSync } from '../google-ads/use-google-ads.ts';

/** Waiting for the background: the accounts to arrive, or a sync to end. */
function isWaiting(overview: MetaOverview | undefined): boolean {
  const connection = overview?.connection;
  if (!connection || connection.status === 'broken' || connection.demo) return false;
  if (connection.syncState === 'syncing') return true;
  if (connection.syncState === 'error') return false;
  return overview.accounts === null || (overview.selection !== null && connection.lastSyncedAt === null);
}

export function useMetaOverview(shopId: string | undefined) {
  const overview = useQuery({
    queryKey: metaKey(shopId ?? ''),
    queryFn: ({ signal }) => callApi(metaAdsRoutes.getMetaOverview, { params: { shopId: shopId! }, signal }),
    enabled: !!shopId,
    refetchInterval: (query) => (isWaiting(query.state.data) ? 3000 : false),
  });
  // A sync that ends while the page is open refreshes the campaigns and their POAS.
  useReportsAfterSync(shopId, overview.data?.connection?.lastSyncedAt);
  return overview;
}

function useSetOverview(shopId: string) {
  const queryClient = useQueryClient();
  return (overview: MetaOverview) => {
    queryClient.setQueryData(metaKey(shopId), overview);
    void queryClient.invalidateQueries({ queryKey: connectionsKey(shopId) });
  };
}

export function useSelectMetaAccount(shopId: string) {
  const setOverview = useSetOverview(shopId);
  return useMutation({
    mutationFn: (accountId: string) =>
      callApi(metaAdsRoutes.selectMetaAccount, { params: { shopId }, body: { accountId } }),
    onSuccess: setOverview,
  });
}

export function useReloadMetaAccounts(shopId: string) {
  const setOverview = useSetOverview(shopId);
  return useMutation({
    mutationFn: () => callApi(metaAdsRoutes.refreshMetaAccounts, { params: { shopId } }),
    onSuccess: setOverview,
  });
}

export function useChooseMetaCompleteness(shopId: string) {
  const setOverview = useSetOverview(shopId);
  return useMutation({
    mutationFn: (choice: MetaCompletenessChoice['choice']) =>
      callApi(metaAdsRoutes.chooseMetaCompleteness, { params: { shopId }, body: { choice } }),
    onSuccess: setOverview,
  });
}
