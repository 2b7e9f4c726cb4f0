/**
 * The surface of the ad-spend module: everything code outside it may import from it. Other
 * modules, jobs/ and http/ import only this file (docs/ARCHITECTURE.md "Module surfaces").
 */
export { analyzeStaleMarketingTables } from './analyze-stale-marketing-tables.ts';
export { checkAdSpendRow } from './check-ad-spend-row.ts';
export { saveAdSpend } from './save-ad-spend.ts';
export { writeAdSpendRows } from './write-ad-spend-rows.ts';
