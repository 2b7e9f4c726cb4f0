import {
  budgetRoutes,
  type CreateBudget,
  type UpdateBudget,
  type UpdateBudgetAlert,
} from '@ziskomer/contracts';
import { callApi } from '../../lib/api.ts';

/** The budget routes of the API, called through their contracts. */
export const budgetsApi = {
  list: (shopId: string, signal?: AbortSignal) =>
    callApi(budgetRoutes.listBudgets, { params: { shopId }, signal }),
  status: (shopId: string, budgetId: string, signal?: AbortSignal) =>
    callApi(budgetRoutes.getBudgetStatus, { params: { shopId, budgetId }, signal }),
  create: (shopId: string, input: CreateBudget) =>
    callApi(budgetRoutes.createBudget, { params: { shopId }, body: input }),
  update: (shopId: string, budgetId: string, input: UpdateBudget) =>
    callApi(budgetRoutes.updateBudget, { params: { shopId, budgetId }, body: input }),
  remove: (shopId: string, budgetId: string) =>
    callApi(budgetRoutes.deleteBudget, { params: { shopId, budgetId } }),
  alerts: (shopId: string, state: 'open' | 'all', signal?: AbortSignal) =>
    callApi(budgetRoutes.listBudgetAlerts, { params: { shopId }, query: { state }, signal }),
  updateAlert: (shopId: string, alertId: string, input: UpdateBudgetAlert) =>
    callApi(budgetRoutes.updateBudgetAlert, { params: { shopId, alertId }, body: input }),
};

/** TanStack Query keys: everything of a shop's budgets sits under ['budgets', shopId]. */
export const budgetKeys = {
  shop: (shopId: string) => ['budgets', shopId] as const,
  list: (shopId: string) => ['budgets', shopId, 'list'] as const,
  status: (shopId: string, budgetId: string) => ['budgets', shopId, 'status', budgetId] as const,
  alerts: (shopId: string, state: 'open' | 'all') => ['budgets', shopId, 'alerts', state] as const,
};
