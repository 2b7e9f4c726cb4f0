import { useQuery } from '@tanstack/react-query';
import { dashboardRoutes } from '@ziskomer/contracts';
import { callApi } from '../../lib/api.ts';

/** The selected shop's headline figures of the last `days` days against the days before. */
export function useShopSummary(shopId: string | undefined, days = 30) {
  return useQuery({
    queryKey: ['shop', shopId, 'summary', days],
    queryFn: ({ signal }) =>
      callApi(dashboardRoutes.getShopSummary, { params: { shopId: shopId ?? '' }, query: { days }, signal }),
    enabled: Boolean(shopId),
    staleTime: 60_000,
  });
}
