import type { Budget, ChannelBudget } from '@ziskomer/contracts';
import type { BudgetRow, ChannelBudgetRow } from './queries/list-budget-rows.ts';

/** A budget row as the API shows it. */
export function toBudget(row: BudgetRow): Budget {
  return {
    id: row.id,
    name: row.name,
    totalBudget: row.totalBudget,
    periodType: row.periodType,
    startDate: row.startDate,
    currency: row.currency,
    isActive: row.isActive,
    channels: row.channels.map(toChannelBudget),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toChannelBudget(row: ChannelBudgetRow): ChannelBudget {
  return {
    id: row.id,
    channel: row.channel,
    allocated: row.allocated,
    targetCpa: row.targetCpa,
    targetRoas: row.targetRoas,
    isActive: row.isActive,
  };
}
