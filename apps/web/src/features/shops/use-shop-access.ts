import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ShareShop, ShopAccess } from '@ziskomer/contracts';
import { api } from '../../lib/api.ts';

export const shopAccessKey = (shopId: string) => ['shop', shopId, 'access'] as const;

/** Who has direct access to a shop (admins see this list). */
export function useShopAccess(shopId: string, enabled = true) {
  return useQuery({
    queryKey: shopAccessKey(shopId),
    queryFn: () => api<{ items: ShopAccess[] }>(`/api/shops/${shopId}/access`).then((r) => r.items),
    enabled,
  });
}

export function useShareShop(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ShareShop) =>
      api<ShopAccess>(`/api/shops/${shopId}/access`, { method: 'POST', body: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: shopAccessKey(shopId) }),
  });
}

export function useRemoveShopAccess(shopId: string) {
  const queryClient = useQueryClient();
  const key = shopAccessKey(shopId);
  return useMutation({
    mutationFn: (accessId: string) =>
      api<void>(`/api/shops/${shopId}/access/${accessId}`, { method: 'DELETE' }),
    onSuccess: (_data, accessId) =>
      queryClient.setQueryData<ShopAccess[]>(key, (old) => old?.filter((access) => access.id !== accessId)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
