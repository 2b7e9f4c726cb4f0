import { useQuery } from '@tanstack/react-query';
import type { ShopSummary } from '@ziskomer/contracts';
import { api } from '../../lib/api.ts';

/** The selected shop's headline figures of the last `days` days against the days before. */
export function useShopSummary(shopId: string | undefined, days = 30) {
  return useQuery({
    queryKey: ['shop', shopId, 'summary', days],
    queryFn: ({ signal }) => api<ShopSummary>(`/api/shops/${shopId}/summary?days=${days}`, { signal }),
    enabled: Boolean(shopId),
    staleTime: 60_000,
  });
}
