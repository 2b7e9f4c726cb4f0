import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderDetail, OrderInput } from '@ziskomer/contracts';
import { api } from '../../lib/api.ts';
import { shopKey } from './use-orders.ts';

/** Saves an order entered by hand; the shop's lists and figures are read again afterwards. */
export function useCreateOrder(shopId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OrderInput) =>
      api<OrderDetail>(`/api/shops/${shopId}/orders`, { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shopKey(shopId) }),
  });
}
