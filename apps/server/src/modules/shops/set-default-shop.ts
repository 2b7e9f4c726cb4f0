import type { Shop } from '@ziskomer/contracts';
import type { UseCaseScope } from '../../core/use-case-scope.ts';
import { recordActivity } from '../activity/index.ts';
import { getShop } from './get-shop.ts';
import { clearDefaultShop } from './queries/clear-default-shop.ts';
import { markDefaultShop } from './queries/mark-default-shop.ts';

/** Makes a shop the signed-in user's default (the one picked when none is selected, SPEC §4). */
export async function setDefaultShop(scope: UseCaseScope, shopId: string): Promise<Shop> {
  const userId = scope.user.id;
  await clearDefaultShop(scope.db, userId);
  await markDefaultShop(scope.db, { shopId, userId, createdAt: scope.deps.now() });
  const shop = await getShop(scope, shopId);
  await recordActivity(scope, {
    kind: 'shop',
    action: 'default_shop_set',
    shopId,
    details: { shopName: shop.name },
  });
  return shop;
}
