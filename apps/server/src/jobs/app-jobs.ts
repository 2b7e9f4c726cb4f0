import { createAnalyticsRollupsJob } from '../modules/analytics/rollups/analytics-rollups-job.ts';
import { raiseShopBudgetAlerts } from '../modules/budgets/raise-shop-budget-alerts.ts';
import { demoFillJob } from '../modules/demo/demo-fill-job.ts';
import { scheduledImportJob } from '../modules/import-schedules/scheduled-import-job.ts';
import { importJob } from '../modules/imports/import-job.ts';
import type { AnyJobDefinition } from './define-job.ts';

/**
 * Every kind of background job the app has, declared once each (docs/ARCHITECTURE.md
 * "Background jobs"). A new kind is added here and nowhere else in the runner.
 */
export const appJobs: readonly AnyJobDefinition[] = [
  importJob,
  scheduledImportJob,
  demoFillJob,
  // The budgets are measured by the rollups' attributed orders: their alerts follow each refresh.
  createAnalyticsRollupsJob(raiseShopBudgetAlerts),
];

export function getAppJob(kind: string): AnyJobDefinition | undefined {
  return appJobs.find((job) => job.kind === kind);
}
