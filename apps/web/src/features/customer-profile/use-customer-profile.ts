import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { customerRoutes } from '@ziskomer/contracts';
import { callApi } from '../../lib/api.ts';

const profileKey = (shopId: string | undefined, customerKey: string) =>
  ['customer-profile', shopId, customerKey] as const;

/** One customer of the selected shop (getCustomerProfile). */
export function useCustomerProfile(shopId: string | undefined, customerKey: string) {
  return useQuery({
    queryKey: profileKey(shopId, customerKey),
    queryFn: ({ signal }) =>
      callApi(customerRoutes.getCustomerProfile, { params: { shopId: shopId!, customerKey }, signal }),
    enabled: Boolean(shopId),
    // A missing customer stays missing: no retries that would only delay the empty state.
    retry: (count, error) => (error as { status?: number }).status !== 404 && count < 2,
  });
}

/** Erases the customer; every report is read again afterwards, since keys changed behind them. */
export function useEraseCustomer(shopId: string, customerKey: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (confirm: string) =>
      callApi(customerRoutes.eraseCustomer, { params: { shopId, customerKey }, body: { confirm } }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
