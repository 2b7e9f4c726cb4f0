import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ShareShop, ShopAccess } from '@ziskomer/contracts';
import { shopRoutes } from '@ziskomer/contracts';
import { callApi } from '../../lib/api.ts';

export const shopAccessKey = (shopId: string) => ['shop', shopId, 'access'] as const;

/** Who has direct access to a shop (admins see this list). */
export function useShopAccess(shopId: string, enabled = true) {
  return useQuery({
    queryKey: shopAccessKey(shopId),
    queryFn: () => callApi(shopRoutes.listShopAccess, { params: { shopId } }).then((r) => r.items),
    enabled,
  });
}

export function useShareShop(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ShareShop) => callApi(shopRoutes.shareShop, { params: { shopId }, body: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: shopAccessKey(shopId) }),
  });
}

export function useRemoveShopAccess(shopId: string) {
  const queryClient = useQueryClient();
  const key = shopAccessKey(shopId);
  return useMutation({
    mutationFn: (accessId: string) => callApi(shopRoutes.revokeShopAccess, { params: { shopId, accessId } }),
    onSuccess: (_data, accessId) =>
      queryClient.setQueryData<ShopAccess[]>(key, (old) => old?.filter((access) => access.id !== accessId)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
