/**
 * The surface of the budgets module: everything code outside it may import from it. Other
 * modules, jobs/ and http/ import only this file (docs/ARCHITECTURE.md "Module surfaces").
 */
export { budgetAlertsJob } from './budget-alerts-job.ts';
export { budgetStatusCache } from './budget-status-cache.ts';
export { getBudgetStatus } from './get-budget-status.ts';
export { insertBudget } from './queries/insert-budget.ts';
export { countOpenBudgetAlerts } from './queries/list-budget-alert-rows.ts';
export { listBudgetRows } from './queries/list-budget-rows.ts';
export { replaceChannelBudgets } from './queries/replace-channel-budgets.ts';
export { raiseShopBudgetAlerts } from './raise-shop-budget-alerts.ts';
export { subscribeBudgetsToIngest } from './subscribe-to-ingest.ts';
