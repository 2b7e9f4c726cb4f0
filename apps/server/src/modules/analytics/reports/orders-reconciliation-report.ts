import { ordersReconciliationReportContract } from '@ziskomer/contracts';
import { defineReport } from '../define-report.ts';
import { queryOrdersReconciliation } from '../queries/orders-reconciliation.ts';

/** "Proč se čísla liší": the walk from the period's gross order total to the orders report's figures. */
export const ordersReconciliationReport = defineReport({
  ...ordersReconciliationReportContract,
  run: (ctx) => queryOrdersReconciliation(ctx.db, ctx.shopId, ctx.period),
});
