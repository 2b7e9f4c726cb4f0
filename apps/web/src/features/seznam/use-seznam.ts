import { useQuery } from '@tanstack/react-query';
import { czechChannelRoutes } from '@ziskomer/contracts';
import { callApi } from '../../lib/api.ts';

export const SEZNAM_DAYS = 30;

/** The Sklik connection and its days; asks again every 3 s while a sync runs. */
export function useSeznamOverview(shopId: string | undefined) {
  return useQuery({
    queryKey: ['shop', shopId ?? '', 'czech-channels', 'seznam'],
    queryFn: ({ signal }) =>
      callApi(czechChannelRoutes.getSeznamOverview, {
        params: { shopId: shopId! },
        query: { days: String(SEZNAM_DAYS) as '30' },
        signal,
      }),
    enabled: !!shopId,
    refetchInterval: (query) => (query.state.data?.connection?.syncState === 'syncing' ? 3000 : false),
  });
}
