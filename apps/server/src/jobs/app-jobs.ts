import { marketingStatisticsJob } from '../modules/analytics/marketing-statistics-job.ts';
import { analyticsRollupsJob } from '../modules/analytics/rollups/analytics-rollups-job.ts';
import { budgetAlertsJob } from '../modules/budgets/budget-alerts-job.ts';
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
  analyticsRollupsJob,
  budgetAlertsJob,
  marketingStatisticsJob,
];

export function getAppJob(kind: string): AnyJobDefinition | undefined {
  return appJobs.find((job) => job.kind === kind);
}
