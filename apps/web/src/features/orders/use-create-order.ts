import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderInput } from '@ziskomer/contracts';
import { orderRoutes } from '@ziskomer/contracts';
import { callApi } from '../../lib/api.ts';
import { shopKey } from './use-orders.ts';

/** Saves an order entered by hand; the shop's lists and figures are read again afterwards. */
export function useCreateOrder(shopId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OrderInput) =>
      callApi(orderRoutes.createOrder, { params: { shopId: shopId ?? '' }, body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shopKey(shopId) }),
  });
}
