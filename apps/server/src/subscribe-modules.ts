import { subscribeAnalyticsToIngest } from './modules/analytics/index.ts';
import { subscribeBudgetsToIngest } from './modules/budgets/index.ts';

/**
 * Subscribes every module that follows another's events (docs/ARCHITECTURE.md "Ingest"). Called
 * by whatever runs writers — the HTTP app and the job runner — before they write; subscribing
 * twice changes nothing.
 */
export function subscribeModules(): void {
  subscribeBudgetsToIngest();
  subscribeAnalyticsToIngest();
}
