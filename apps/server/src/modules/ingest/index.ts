// The ingest module's surface: the one sink per data type, what a source is, and the events the
// sinks announce (docs/ARCHITECTURE.md "Ingest"). Everything else in this folder is its own.
export { type AdSpendRowCheck, type AdSpendRowIssue, checkAdSpendRow } from './check-ad-spend-row.ts';
export type { ConnectorSource, DataSource } from './data-source.ts';
export { type IngestEvents, ingestEvents } from './ingest-events.ts';
export { normaliseOrder } from './normalise-order.ts';
export { OrderBatch } from './order-batch.ts';
export type { OrderRecord, SaveCounts, SaveOutcome } from './order-record.ts';
export { analyzeStaleOrderTables } from './queries/analyze-stale-order-tables.ts';
export { deferCustomerMarks } from './queries/defer-customer-marks.ts';
export { lockShopOrders } from './queries/lock-shop-orders.ts';
export { relaxCommitDurability } from './queries/relax-commit-durability.ts';
export { refreshImportCustomers } from './refresh-import-customers.ts';
export type { ReplaceRange } from './replace-range.ts';
export {
  type AdSpendWriteOptions,
  type AdSpendWriteResult,
  type AdSpendWriteStatus,
  writeAdSpend,
} from './write-ad-spend.ts';
export { type OrderWriteOptions, writeOrders } from './write-orders.ts';
