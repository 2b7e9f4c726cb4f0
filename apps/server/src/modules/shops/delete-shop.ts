import type { UseCaseScope } from '../../core/use-case-scope.ts';
import { recordActivity } from '../activity/index.ts';
import { assertShopCreator } from './assert-shop-creator.ts';
import { getShop } from './get-shop.ts';
import { deleteShop as deleteShopRow } from './queries/delete-shop.ts';

/** Deletes a shop with all its data; only its creator may. */
export async function deleteShop(scope: UseCaseScope, shopId: string): Promise<void> {
  assertShopCreator(scope);
  const shop = await getShop(scope, shopId);
  await deleteShopRow(scope.db, shopId);
  // The entry outlives the shop, so it keeps the name rather than a reference.
  await recordActivity(scope, {
    kind: 'shop',
    action: 'shop_deleted',
    details: { shopId, shopName: shop.name, domain: shop.storeDomain },
  });
}
