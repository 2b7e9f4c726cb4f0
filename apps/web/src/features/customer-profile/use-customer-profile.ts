import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CustomerEraseResult, CustomerProfile } from '@ziskomer/contracts';
import { api } from '../../lib/api.ts';
import { customerApiPath } from './customer-profile-path.ts';

const profileKey = (shopId: string | undefined, customerKey: string) =>
  ['customer-profile', shopId, customerKey] as const;

/** One customer of the selected shop (GET /api/shops/{shopId}/customers/{customerKey}). */
export function useCustomerProfile(shopId: string | undefined, customerKey: string) {
  return useQuery({
    queryKey: profileKey(shopId, customerKey),
    queryFn: ({ signal }) => api<CustomerProfile>(customerApiPath(shopId!, customerKey), { signal }),
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
      api<CustomerEraseResult>(customerApiPath(shopId, customerKey, '/erase'), {
        method: 'POST',
        body: { confirm },
      }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
