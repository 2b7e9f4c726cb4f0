import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateImportSchedule, ImportSchedule, UpdateImportSchedule } from '@ziskomer/contracts';
import { importScheduleKeys } from './import-schedule-keys.ts';
import { importSchedulesApi } from './import-schedules-api.ts';

/** Every change reloads the shop's schedules and runs, and the user's runs (the header reads them). */
function useInvalidate(shopId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: importScheduleKeys.shop(shopId) }),
      queryClient.invalidateQueries({ queryKey: ['import-runs'] }),
    ]);
}

export function useCreateImportSchedule(shopId: string) {
  const invalidate = useInvalidate(shopId);
  return useMutation({
    mutationFn: (input: CreateImportSchedule) => importSchedulesApi.create(shopId, input),
    onSettled: invalidate,
  });
}

export function useUpdateImportSchedule(shopId: string) {
  const invalidate = useInvalidate(shopId);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ scheduleId, input }: { scheduleId: string; input: UpdateImportSchedule }) =>
      importSchedulesApi.update(shopId, scheduleId, input),
    // The on/off switch answers at once; a failure puts it back.
    onMutate: async ({ scheduleId, input }) => {
      if (input.isActive === undefined) return undefined;
      await queryClient.cancelQueries({ queryKey: importScheduleKeys.shop(shopId) });
      const previous = queryClient.getQueriesData<ImportSchedule[]>({
        queryKey: importScheduleKeys.shop(shopId),
      });
      queryClient.setQueriesData<ImportSchedule[]>(
        { queryKey: [...importScheduleKeys.shop(shopId), 'list'] },
        (old) =>
          old?.map((schedule) =>
            schedule.id === scheduleId ? { ...schedule, isActive: input.isActive! } : schedule,
          ),
      );
      return { previous };
    },
    onError: (_error, _variables, context) => {
      for (const [key, data] of context?.previous ?? []) queryClient.setQueryData(key, data);
    },
    onSettled: invalidate,
  });
}

export function useDeleteImportSchedule(shopId: string) {
  const invalidate = useInvalidate(shopId);
  return useMutation({
    mutationFn: (scheduleId: string) => importSchedulesApi.remove(shopId, scheduleId),
    onSettled: invalidate,
  });
}

export function useRunImportScheduleNow(shopId: string) {
  const invalidate = useInvalidate(shopId);
  return useMutation({
    mutationFn: (scheduleId: string) => importSchedulesApi.runNow(shopId, scheduleId),
    onSettled: invalidate,
  });
}
