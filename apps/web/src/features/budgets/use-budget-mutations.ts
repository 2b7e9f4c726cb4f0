import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateBudget, UpdateBudget, UpdateBudgetAlert } from '@ziskomer/contracts';
import { budgetKeys, budgetsApi } from './budgets-api.ts';

/**
 * Changes of a shop's budgets and alerts. Each reloads everything of the shop's budgets: a change
 * of a budget moves its status and can raise or clear alerts, and the server drops its cached
 * statuses on the same write.
 */
function useShopBudgetMutation<I, O>(shopId: string, run: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: budgetKeys.shop(shopId) }),
  });
}

export function useCreateBudget(shopId: string) {
  return useShopBudgetMutation(shopId, (input: CreateBudget) => budgetsApi.create(shopId, input));
}

export function useUpdateBudget(shopId: string) {
  return useShopBudgetMutation(shopId, ({ budgetId, input }: { budgetId: string; input: UpdateBudget }) =>
    budgetsApi.update(shopId, budgetId, input),
  );
}

export function useDeleteBudget(shopId: string) {
  return useShopBudgetMutation(shopId, (budgetId: string) => budgetsApi.remove(shopId, budgetId));
}

export function useUpdateBudgetAlert(shopId: string) {
  return useShopBudgetMutation(shopId, ({ alertId, input }: { alertId: string; input: UpdateBudgetAlert }) =>
    budgetsApi.updateAlert(shopId, alertId, input),
  );
}
