import type { Shop, ShopAccess } from '@ziskomer/contracts';
import type { ShopAccessRow } from './queries/list-shop-access.ts';
import type { UserShopRow } from './queries/list-user-shops.ts';

/** The API shape of a shop as one user sees it; only its creator may edit it (SPEC §5). */
export function toShop(row: UserShopRow, userId: string): Shop {
  return { ...row, createdAt: row.createdAt.toISOString(), canEdit: row.createdBy === userId };
}

/** The API shape of a direct access grant; a row without a role is a preference, not a grant. */
export function toShopAccess(row: ShopAccessRow): ShopAccess | null {
  return row.role ? { ...row, role: row.role } : null;
}
