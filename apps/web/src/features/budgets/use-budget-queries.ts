import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { budgetKeys, budgetsApi } from './budgets-api.ts';

/** The shop's budgets (and whether it has ad spend at all). */
export function useBudgets(shopId: string) {
  return useQuery({
    queryKey: budgetKeys.list(shopId),
    queryFn: ({ signal }) => budgetsApi.list(shopId, signal),
  });
}

/** A budget's status; the server caches it for 2 minutes, so the page does not ask more often. */
export function useBudgetStatus(shopId: string, budgetId: string) {
  return useQuery({
    queryKey: budgetKeys.status(shopId, budgetId),
    queryFn: ({ signal }) => budgetsApi.status(shopId, budgetId, signal),
    staleTime: 60_000,
  });
}

export function useBudgetAlerts(shopId: string, state: 'open' | 'all') {
  return useQuery({
    queryKey: budgetKeys.alerts(shopId, state),
    queryFn: ({ signal }) => budgetsApi.alerts(shopId, state, signal),
    placeholderData: keepPreviousData,
  });
}
