import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateTask } from '@ziskomer/contracts';
import { taskKeys, tasksApi } from './tasks-api.ts';

/**
 * Adds a task to a shop's to-do list and reloads the shop's lists. For any page that turns
 * something (an alert, a guidance line, a report scenario) into a task; see CreateTaskButton.
 */
export function useCreateTask(shopId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateTask) => {
      if (!shopId) throw new Error('useCreateTask needs a shop');
      return tasksApi.create(shopId, input);
    },
    onSettled: () =>
      shopId ? queryClient.invalidateQueries({ queryKey: taskKeys.shop(shopId) }) : Promise.resolve(),
  });
}
