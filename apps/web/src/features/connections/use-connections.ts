import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Connection,
  ConnectorList,
  FinishedConnection,
  FinishGoogleConnection,
  StartConnection,
  StartedConnection,
  UpdateConnection,
} from '@ziskomer/contracts';
import { api } from '../../lib/api.ts';

const shopPath = (shopId: string) => `/api/shops/${encodeURIComponent(shopId)}`;
export const connectionsKey = (shopId: string) => ['shop', shopId, 'connections'] as const;
export const googleAdsKey = (shopId: string) => ['shop', shopId, 'google-ads'] as const;

/** While a sync runs the list asks again every 3 s, so the state changes without a reload. */
const busy = (list: ConnectorList | undefined) =>
  list?.items.some((item) => item.connection?.syncState === 'syncing') ?? false;

export function useConnections(shopId: string | undefined) {
  return useQuery({
    queryKey: connectionsKey(shopId ?? ''),
    queryFn: ({ signal }) => api<ConnectorList>(`${shopPath(shopId!)}/connections`, { signal }),
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
    ]);
}

/** Starts Google's consent and sends the browser there (the page is left). */
export function useStartGoogleConnection(shopId: string) {
  return useMutation({
    mutationFn: (input: StartConnection) =>
      api<StartedConnection>(`${shopPath(shopId)}/connections/google/start`, { method: 'POST', body: input }),
    onSuccess: ({ authorizeUrl }) => window.location.assign(authorizeUrl),
  });
}

export function finishGoogleConnection(shopId: string, input: FinishGoogleConnection) {
  return api<FinishedConnection>(`${shopPath(shopId)}/connections/google/callback`, {
    method: 'POST',
    body: input,
  });
}

export function useUpdateConnection(shopId: string) {
  const invalidate = useInvalidateConnections(shopId);
  return useMutation({
    mutationFn: ({ connectionId, ...input }: UpdateConnection & { connectionId: string }) =>
      api<Connection>(`${shopPath(shopId)}/connections/${connectionId}`, { method: 'PATCH', body: input }),
    onSettled: invalidate,
  });
}

export function useSyncConnectionNow(shopId: string) {
  const invalidate = useInvalidateConnections(shopId);
  return useMutation({
    mutationFn: (connectionId: string) =>
      api<Connection>(`${shopPath(shopId)}/connections/${connectionId}/sync`, { method: 'POST' }),
    onSettled: invalidate,
  });
}

export function useDisconnect(shopId: string) {
  const invalidate = useInvalidateConnections(shopId);
  return useMutation({
    mutationFn: (connectionId: string) =>
      api<void>(`${shopPath(shopId)}/connections/${connectionId}`, { method: 'DELETE' }),
    onSettled: invalidate,
  });
}
