import type { Shop } from '@ziskomer/contracts';
import { setScope } from '@ziskomer/db';
import type { UseCaseScope } from '../../core/use-case-scope.ts';
import { recordActivity } from '../activity/index.ts';
import { createNotification } from '../notifications/index.ts';
import { assertPlanAllows } from '../subscription/index.ts';
import { assertCanUseProject } from './assert-can-use-project.ts';
import { getShop } from './get-shop.ts';
import { parseDomainInput } from './parse-domain-input.ts';
import { clearDefaultShop } from './queries/clear-default-shop.ts';
import { hasReachableDefault } from './queries/has-reachable-default.ts';
import { insertShop } from './queries/insert-shop.ts';
import { insertShopAccess } from './queries/insert-shop-access.ts';

/**
 * Adds a shop, within the shops the creator's plan allows. The creator gets an owner access row, which becomes the default when the user has
 * no default shop yet, and a notification that the shop was added.
 */
export async function createShop(
  scope: UseCaseScope,
  input: { name: string; domain: string; projectId: string | null },
): Promise<Shop> {
  const userId = scope.user.id;
  const now = scope.deps.now();
  const domain = parseDomainInput(input.domain);
  if (input.projectId) await assertCanUseProject(scope.db, input.projectId, userId);
  await assertPlanAllows(
    scope.db,
    scope.deps.config.planLimits,
    { userId, restore: { userId } },
    'shops',
    now,
  );
  const shopId = await insertShop(scope.db, {
    name: input.name,
    ...domain,
    projectId: input.projectId,
    createdBy: userId,
    createdAt: now,
  });
  // The shop's own rows (access, notifications) are under row-level security: from here on the
  // transaction works in the new shop's scope.
  await setScope(scope.db, { userId, shopId });
  const isDefault = !(await hasReachableDefault(scope.db, userId));
  if (isDefault) await clearDefaultShop(scope.db, userId);
  await insertShopAccess(scope.db, { shopId, userId, role: 'owner', isDefault, createdAt: now });
  await createNotification(scope.db, {
    shopId,
    userId,
    title: `E-shop ${input.name} byl přidán`,
    description: domain.storeDomain,
    type: 'success',
    eventType: 'shop_created',
    createdAt: now,
  });
  await recordActivity(scope, {
    kind: 'shop',
    action: 'shop_created',
    shopId,
    details: { shopName: input.name, domain: domain.storeDomain },
  });
  return getShop(scope, shopId);
}
