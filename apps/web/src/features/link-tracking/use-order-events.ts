import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OrderEventFilter } from '@ziskomer/contracts';
import { linkTrackingApi, linkTrackingKeys } from './link-tracking-api.ts';

/** SPEC §9 link-tracking preset: the view is cached for 5 minutes. */
const STALE_MS = 5 * 60_000;

/** One page of the shop's tracked events; the previous page stays on screen while the next loads. */
export function useOrderEvents(shopId: string, filter: OrderEventFilter, page: number) {
  return useQuery({
    queryKey: linkTrackingKeys.events(shopId, filter, page),
    queryFn: ({ signal }) => linkTrackingApi.events(shopId, filter, page, signal),
    placeholderData: keepPreviousData,
    staleTime: STALE_MS,
  });
}
