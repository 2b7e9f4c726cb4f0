import type { Shop, UpdateShop } from '@ziskomer/contracts';
import type { UseCaseScope } from '../../core/use-case-scope.ts';
import { recordActivity } from '../activity/index.ts';
import { assertCanUseProject } from './assert-can-use-project.ts';
import { assertShopCreator } from './assert-shop-creator.ts';
import { getShop } from './get-shop.ts';
import { parseDomainInput } from './parse-domain-input.ts';
import { type ShopChanges, updateShop as updateShopRow } from './queries/update-shop.ts';

/**
 * Renames a shop, changes its address or moves it to another project (or out of one). Only the
 * creator may; moving it into a project needs admin or owner there.
 */
export async function updateShop(scope: UseCaseScope, shopId: string, input: UpdateShop): Promise<Shop> {
  assertShopCreator(scope);
  const changes: ShopChanges = {};
  if (input.name !== undefined) changes.name = input.name;
  if (input.domain !== undefined) changes.domain = parseDomainInput(input.domain);
  if (input.projectId !== undefined && input.projectId !== scope.shop?.projectId) {
    if (input.projectId !== null) await assertCanUseProject(scope.db, input.projectId, scope.user.id);
    changes.projectId = input.projectId;
  }
  await updateShopRow(scope.db, { shopId, changes, updatedAt: scope.deps.now() });
  const shop = await getShop(scope, shopId);
  await recordActivity(scope, {
    kind: 'shop',
    action: 'shop_updated',
    shopId,
    details: { shopName: shop.name, fields: Object.keys(input) },
  });
  return shop;
}
