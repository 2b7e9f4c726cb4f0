import type { ShopAccess } from '@ziskomer/contracts';
import type { UseCaseScope } from '../../core/use-case-scope.ts';
import { listShopAccess } from './queries/list-shop-access.ts';
import { toShopAccess } from './to-shop.ts';

/** Who has direct access to a shop (project members reach it through the project). */
export async function listAccess(scope: UseCaseScope, shopId: string): Promise<ShopAccess[]> {
  const rows = await listShopAccess(scope.db, { shopId, grantsOnly: true });
  return rows.flatMap((row) => toShopAccess(row) ?? []);
}
