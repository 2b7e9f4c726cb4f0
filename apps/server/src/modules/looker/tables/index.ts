import type { LookerDataset } from '@ziskomer/contracts';
import { customersTable } from './customers-table.ts';
import { dailyTable } from './daily-table.ts';
import type { LookerTableDefinition } from './looker-table.ts';
import { campaignsTable, channelsTable } from './marketing-tables.ts';

export const LOOKER_TABLES: Record<LookerDataset, LookerTableDefinition> = {
  daily: dailyTable,
  channels: channelsTable,
  campaigns: campaignsTable,
  customers: customersTable,
};
