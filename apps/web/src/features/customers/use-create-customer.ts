import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Customer, CustomerInput } from '@ziskomer/contracts';
import { api } from '../../lib/api.ts';
import { shopKey } from '../orders/use-orders.ts';

/** Saves a customer entered by hand; the shop's cached figures are read again afterwards. */
export function useCreateCustomer(shopId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CustomerInput) =>
      api<Customer>(`/api/shops/${shopId}/customers`, { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shopKey(shopId) }),
  });
}
