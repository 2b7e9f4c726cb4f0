import { LOOKER_MAX_DAYS } from '@ziskomer/contracts';
import { customersReport } from '../../analytics/index.ts';
import { countField, dayField, moneyField } from '../looker-fields.ts';
import type { LookerTableDefinition } from './looker-table.ts';

/** `customers`: one row per day — first orders of new customers against orders of returning ones (the customers report's trend). */
export const customersTable: LookerTableDefinition = {
  dataset: 'customers',
  maxDays: LOOKER_MAX_DAYS,
  fields: (currency) => [
    dayField(),
    countField(
      'new_customers',
      'New customers',
      "Customers whose first counted order fell on the day (that order's count).",
    ),
    moneyField(
      'new_revenue',
      'Revenue from new customers',
      'Revenue with VAT of those first orders.',
      currency,
    ),
    countField(
      'returning_orders',
      'Returning orders',
      'Counted orders of the day by customers who had ordered before.',
    ),
    moneyField(
      'returning_revenue',
      'Revenue from returning customers',
      'Revenue with VAT of those orders.',
      currency,
    ),
  ],
  async rows(ctx) {
    const report = await customersReport.run(ctx, {});
    return report.trend.map((point) => [
      point.bucket,
      point.newOrders,
      point.newRevenue,
      point.returningOrders,
      point.returningRevenue,
    ]);
  },
};
