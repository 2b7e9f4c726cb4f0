import type { Shop } from '@ziskomer/contracts';

export interface ShopGroup {
  /** null for shops without a project ("Nepřiřazené"). */
  projectId: string | null;
  projectName: string | null;
  shops: Shop[];
}

/**
 * Shops grouped by project, projects in the order they first appear (the API lists the newest
 * shop first) and the unassigned group last.
 */
export function groupShopsByProject(shops: Shop[]): ShopGroup[] {
  const groups = new Map<string | null, ShopGroup>();
  for (const shop of shops) {
    const group = groups.get(shop.projectId) ?? {
      projectId: shop.projectId,
      projectName: shop.projectName,
      shops: [],
    };
    group.shops.push(shop);
    groups.set(shop.projectId, group);
  }
  const unassigned = groups.get(null);
  groups.delete(null);
  return unassigned ? [...groups.values(), unassigned] : [...groups.values()];
}
