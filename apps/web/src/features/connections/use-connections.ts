import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type ConnectorList,
  connectionRoutes,
  type FinishGoogleConnection,
  type FinishMetaConnection,
  metaAdsRoutes,
  type StartConnection,
  type UpdateConnection,
} from '@ziskomer/contracts';
import { callApi } from '../../lib/api.ts';

export const connectionsKey = (shopId: string) => ['shop', shopId, 'connections'] as const;
export const googleAdsKey = (shopId: string) => ['shop', shopId, 'google-ads'] as const;
export const metaKey = (shopId: string) => ['shop', shopId, 'meta'] as const;
/** Search Console, Merchant Center and Business Profile pages, each under its product. */
export const googleProductsKey = (shopId: string) => ['shop', shopId, 'google-products'] as const;

/** While a sync runs the list asks again every 3 s, so the state changes without a reload. */
const busy = (list: ConnectorList | undefined) =>
  list?.items.some((item) => item.connection?.syncState === 'syncing') ?? false;

export function useConnections(shopId: string | undefined) {
  return useQuery({
    queryKey: connectionsKey(shopId ?? ''),
    queryFn: ({ signal }) =>
      callApi(connectionRoutes.listConnections, { params: { shopId: shopId! }, signal }),
    enabled: !!shopId,
    refetchInterval: (query) => (busy(query.state.data) ? 3000 : false),
  });
}

function useInvalidateConnections(shopId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: connectionsKey(shopId) }),
      queryClient.invalidateQueries({ queryKey: googleAdsKey(shopId) }),
      queryClient.invalidateQueries({ queryKey: ['shop', shopId, 'google-analytics'] }),
      queryClient.invalidateQueries({ queryKey: googleProductsKey(shopId) }),
      queryClient.invalidateQueries({ queryKey: metaKey(shopId) }),
    ]);
}

/** Starts Google's consent and sends the browser there (the page is left). */
export function useStartGoogleConnection(shopId: string) {
  return useMutation({
    mutationFn: (input: StartConnection) =>
      callApi(connectionRoutes.startGoogleConnection, { params: { shopId }, body: input }),
    onSuccess: ({ authorizeUrl }) => window.location.assign(authorizeUrl),
  });
}

/** Starts Meta's login dialog (Facebook Login for Business) and sends the browser there. */
export function useStartMetaConnection(shopId: string) {
  return useMutation({
    mutationFn: () => callApi(metaAdsRoutes.startMetaConnection, { params: { shopId } }),
    onSuccess: ({ authorizeUrl }) => window.location.assign(authorizeUrl),
  });
}

export function finishMetaConnection(shopId: string, input: FinishMetaConnection) {
  return callApi(metaAdsRoutes.finishMetaConnection, { params: { shopId }, body: input });
}

export function finishGoogleConnection(shopId: string, input: FinishGoogleConnection) {
  return callApi(connectionRoutes.finishGoogleConnection, { params: { shopId }, body: input });
}

export function useUpdateConnection(shopId: string) {
  const invalidate = useInvalidateConnections(shopId);
  return useMutation({
    mutationFn: ({ connectionId, ...input }: UpdateConnection & { connectionId: string }) =>
      callApi(connectionRoutes.updateConnection, { params: { shopId, connectionId }, body: input }),
    onSettled: invalidate,
  });
}

export function useSyncConnectionNow(shopId: string) {
  const invalidate = useInvalidateConnections(shopId);
  return useMutation({
    mutationFn: (connectionId: string) =>
      callApi(connectionRoutes.syncConnectionNow, { params: { shopId, connectionId } }),
    onSettled: invalidate,
  });
}

export function useDisconnect(shopId: string) {
  const invalidate = useInvalidateConnections(shopId);
  return useMutation({
    mutationFn: (connectionId: string) =>
      callApi(connectionRoutes.disconnectConnection, { params: { shopId, connectionId } }),
    onSettled: invalidate,
  });
}
