import { useQuery } from '@tanstack/react-query';
import { dashboardRoutes } from '@ziskomer/contracts';
import { callApi } from '../../lib/api.ts';
import { REFRESH_POLL_MS } from '../analytics/shared/use-report.ts';

/** The selected shop's headline figures of the last `days` days against the days before. */
export function useShopSummary(shopId: string | undefined, days = 30) {
  return useQuery({
    queryKey: ['shop', shopId, 'summary', days],
    queryFn: ({ signal }) =>
      callApi(dashboardRoutes.getShopSummary, { params: { shopId: shopId ?? '' }, query: { days }, signal }),
    enabled: Boolean(shopId),
    staleTime: 60_000,
    // While the rollups are being recalculated (the first figures above all) the home asks again.
    refetchInterval: (current) => (current.state.data?.refreshPending ? REFRESH_POLL_MS : false),
  });
}
