import type { Import } from '@ziskomer/contracts';

export type LastImportView =
  | { kind: 'import'; item: Import }
  /** No import brought orders, yet the shop has them (demo data, the API, a connector). */
  | { kind: 'ordersWithoutImport' }
  | { kind: 'none' };

/**
 * What the home page's "Poslední import" card shows, from the shop's recent imports (newest
 * first): one still working, else the newest that finished with data (completed, or failed part
 * way), never a cancelled one — a user who stops a second upload still has the orders of the
 * first, and a card saying "Zrušeno" would hide them. Without such an import a shop that has
 * orders says where they came from instead of "Zatím jste nic neimportovali", which would
 * contradict the getting-started checklist.
 */
export function pickLastImport(imports: readonly Import[], hasOrders: boolean): LastImportView {
  const working = imports.find(
    (item) => item.status === 'pending' || item.status === 'analysing' || item.status === 'running',
  );
  const finished = imports.find((item) => item.status === 'completed' || item.status === 'failed');
  const item = working ?? finished;
  if (item) return { kind: 'import', item };
  return hasOrders ? { kind: 'ordersWithoutImport' } : { kind: 'none' };
}
