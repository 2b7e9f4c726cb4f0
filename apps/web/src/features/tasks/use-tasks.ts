import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { taskKeys, tasksApi } from './tasks-api.ts';

/** The shop's tasks under the board's filters; the previous answer stays on screen while a new filter loads. */
export function useTasks(shopId: string | undefined, query: string) {
  return useQuery({
    queryKey: taskKeys.list(shopId ?? '', query),
    queryFn: ({ signal }) => tasksApi.list(shopId!, query, signal),
    enabled: Boolean(shopId),
    placeholderData: keepPreviousData,
  });
}
