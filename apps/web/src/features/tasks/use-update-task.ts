import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TaskList, UpdateTask } from '@ziskomer/contracts';
import { applyTaskChanges } from './task-board.ts';
import { taskKeys, tasksApi } from './tasks-api.ts';

/**
 * Changes a task. The board shows the change at once (status moves included) and puts it back if
 * the server refuses; every list of the shop is reloaded afterwards.
 */
export function useUpdateTask(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ taskId, input }: { taskId: string; input: UpdateTask }) =>
      tasksApi.update(shopId, taskId, input),
    onMutate: async ({ taskId, input }) => {
      await queryClient.cancelQueries({ queryKey: taskKeys.shop(shopId) });
      const previous = queryClient.getQueriesData<TaskList>({ queryKey: taskKeys.shop(shopId) });
      const now = new Date();
      queryClient.setQueriesData<TaskList>({ queryKey: taskKeys.shop(shopId) }, (list) =>
        list ? applyTaskChanges(list, taskId, input, now) : list,
      );
      return { previous };
    },
    onError: (_error, _variables, context) => {
      for (const [key, data] of context?.previous ?? []) queryClient.setQueryData(key, data);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: taskKeys.shop(shopId) }),
  });
}
