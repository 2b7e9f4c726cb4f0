import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ActivityFilter } from '@ziskomer/contracts';
import { activityRoutes } from '@ziskomer/contracts';
import { callApi } from '../../../lib/api.ts';

/** The first page is short; 'Zobrazit vše' asks for as many as the API gives at once. */
export const ACTIVITY_PREVIEW_LIMIT = 10;
export const ACTIVITY_FULL_LIMIT = 200;

export function useActivity(filter: ActivityFilter, limit: number) {
  return useQuery({
    queryKey: ['me', 'activity', filter, limit],
    queryFn: () => callApi(activityRoutes.listMyActivity, { query: { filter, limit } }).then((r) => r.items),
    // Activity changes with every action elsewhere in the app: fetched fresh on each visit.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
