import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ConnectEshopPlatform, eshopPlatformRoutes } from '@ziskomer/contracts';
import { callApi } from '../../../lib/api.ts';
import { connectionsKey } from '../use-connections.ts';

export const eshopPlatformKey = (shopId: string) => ['shop', shopId, 'eshop-platform'] as const;

/** The platform card's details (admins only: it holds the webhook secret); polled while syncing. */
export function useEshopPlatform(shopId: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: eshopPlatformKey(shopId ?? ''),
    queryFn: ({ signal }) =>
      callApi(eshopPlatformRoutes.getEshopPlatform, { params: { shopId: shopId! }, signal }),
    enabled: !!shopId && enabled,
    refetchInterval: (query) => (query.state.data?.connection?.syncState === 'syncing' ? 3000 : false),
  });
}

export function useConnectEshopPlatform(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ConnectEshopPlatform) =>
      callApi(eshopPlatformRoutes.connectEshopPlatform, { params: { shopId }, body: input }),
    onSuccess: (overview) => queryClient.setQueryData(eshopPlatformKey(shopId), overview),
    onSettled: () => queryClient.invalidateQueries({ queryKey: connectionsKey(shopId) }),
  });
}
