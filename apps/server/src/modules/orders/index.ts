/**
 * The surface of the orders module: everything code outside it may import from it. Other
 * modules, jobs/ and http/ import only this file (docs/ARCHITECTURE.md "Module surfaces").
 */
export { createCsvStream, csvHeaders, formatCsvAmount } from './csv-stream.ts';
export { getShopSettings } from './queries/get-shop-settings.ts';
