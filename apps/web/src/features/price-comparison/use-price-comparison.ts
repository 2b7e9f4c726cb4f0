import { useQuery } from '@tanstack/react-query';
import { czechChannelRoutes } from '@ziskomer/contracts';
import { callApi } from '../../lib/api.ts';
import type { PeriodDays } from '../google-products/use-google-products.ts';

/** Heureka and Zboží.cz for the last `days` days; asks again every 3 s while a sync runs. */
export function usePriceComparison(shopId: string | undefined, days: PeriodDays) {
  return useQuery({
    queryKey: ['shop', shopId ?? '', 'czech-channels', 'price-comparison', days],
    queryFn: ({ signal }) =>
      callApi(czechChannelRoutes.getPriceComparisonOverview, {
        params: { shopId: shopId! },
        query: { days: String(days) as '7' | '30' | '90' },
        signal,
      }),
    enabled: !!shopId,
    refetchInterval: (query) =>
      query.state.data?.services.some((service) => service.connection?.syncState === 'syncing')
        ? 3000
        : false,
  });
}
