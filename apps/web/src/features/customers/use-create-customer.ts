import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomerInput } from '@ziskomer/contracts';
import { customerRoutes } from '@ziskomer/contracts';
import { callApi } from '../../lib/api.ts';
import { shopKey } from '../orders/use-orders.ts';

/** Saves a customer entered by hand; the shop's cached figures are read again afterwards. */
export function useCreateCustomer(shopId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CustomerInput) =>
      callApi(customerRoutes.createCustomer, { params: { shopId: shopId ?? '' }, body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shopKey(shopId) }),
  });
}
