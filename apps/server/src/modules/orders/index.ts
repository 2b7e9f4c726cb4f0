/**
 * The surface of the orders module: everything code outside it may import from it. Other
 * modules, jobs/ and http/ import only this file (docs/ARCHITECTURE.md "Module surfaces").
 */
export { createCsvStream, csvHeaders, formatCsvAmount } from './csv-stream.ts';
export { normaliseOrder } from './normalise-order.ts';
export { OrderBatch } from './order-batch.ts';
export type { OrderRecord } from './order-record.ts';
export { deferCustomerMarks } from './queries/defer-customer-marks.ts';
export { getShopSettings } from './queries/get-shop-settings.ts';
export { lockShopOrders } from './queries/lock-shop-orders.ts';
export { relaxCommitDurability } from './queries/relax-commit-durability.ts';
export { refreshImportCustomers } from './refresh-import-customers.ts';
export { saveOrders } from './save-orders.ts';
