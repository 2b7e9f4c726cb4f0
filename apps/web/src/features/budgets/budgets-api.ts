import type {
  Budget,
  BudgetAlert,
  BudgetAlertList,
  BudgetList,
  BudgetStatus,
  CreateBudget,
  UpdateBudget,
  UpdateBudgetAlert,
} from '@ziskomer/contracts';
import { api } from '../../lib/api.ts';

const shopPath = (shopId: string) => `/api/shops/${encodeURIComponent(shopId)}`;
const budgetPath = (shopId: string, budgetId: string) =>
  `${shopPath(shopId)}/budgets/${encodeURIComponent(budgetId)}`;

/** The budget routes of the API, typed by the shared contracts. */
export const budgetsApi = {
  list: (shopId: string, signal?: AbortSignal) => api<BudgetList>(`${shopPath(shopId)}/budgets`, { signal }),
  status: (shopId: string, budgetId: string, signal?: AbortSignal) =>
    api<BudgetStatus>(`${budgetPath(shopId, budgetId)}/status`, { signal }),
  create: (shopId: string, input: CreateBudget) =>
    api<Budget>(`${shopPath(shopId)}/budgets`, { method: 'POST', body: input }),
  update: (shopId: string, budgetId: string, input: UpdateBudget) =>
    api<Budget>(budgetPath(shopId, budgetId), { method: 'PATCH', body: input }),
  remove: (shopId: string, budgetId: string) => api<void>(budgetPath(shopId, budgetId), { method: 'DELETE' }),
  alerts: (shopId: string, state: 'open' | 'all', signal?: AbortSignal) =>
    api<BudgetAlertList>(`${shopPath(shopId)}/budget-alerts?state=${state}`, { signal }),
  updateAlert: (shopId: string, alertId: string, input: UpdateBudgetAlert) =>
    api<BudgetAlert>(`${shopPath(shopId)}/budget-alerts/${encodeURIComponent(alertId)}`, {
      method: 'PATCH',
      body: input,
    }),
};

/** TanStack Query keys: everything of a shop's budgets sits under ['budgets', shopId]. */
export const budgetKeys = {
  shop: (shopId: string) => ['budgets', shopId] as const,
  list: (shopId: string) => ['budgets', shopId, 'list'] as const,
  status: (shopId: string, budgetId: string) => ['budgets', shopId, 'status', budgetId] as const,
  alerts: (shopId: string, state: 'open' | 'all') => ['budgets', shopId, 'alerts', state] as const,
};
