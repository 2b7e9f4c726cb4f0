export { type CopyValue, copyIntoTempTable, copyLine } from './copy-into-temp-table.ts';
export { APP_ROLE, createDb, type DbHandle, type Engine } from './create-db.ts';
export * from './demo/index.ts';
export { migrate } from './migrate.ts';
export type { ReclaimedTable } from './pglite-thread/reclaim-dead-rows.ts';
export { getRequestSignal, RequestAbortedError, runWithRequestSignal } from './request-signal.ts';
export * from './schema.ts';
export { type Scope, setScope, withScope } from './scope.ts';
export type { ShopReader, ShopReaderSession, TextResult } from './shop-reader/shop-reader.ts';
