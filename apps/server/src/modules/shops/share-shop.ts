import { hasRole, type Role, type ShopAccess } from '@ziskomer/contracts';
import { AppError } from '../../core/app-error.ts';
import type { UseCaseScope } from '../../core/use-case-scope.ts';
import { recordActivity } from '../activity/index.ts';
import { findUserByEmail } from '../projects/index.ts';
import { insertShopAccess } from './queries/insert-shop-access.ts';
import { listShopAccess } from './queries/list-shop-access.ts';
import { updateShopAccessRole } from './queries/update-shop-access-role.ts';
import { toShopAccess } from './to-shop.ts';

/**
 * Gives a user (by e-mail) direct access to a shop, or changes the role of an existing grant.
 * Nobody grants above their own role or changes the grant of someone above them, and the
 * creator's owner grant stays.
 */
export async function shareShop(
  scope: UseCaseScope,
  shopId: string,
  input: { email: string; role: Role },
): Promise<{ access: ShopAccess; created: boolean }> {
  const shop = scope.shop!;
  if (!hasRole(shop.role, input.role)) throw new AppError('role_above_own');
  const user = await findUserByEmail(scope.db, input.email);
  if (!user) throw new AppError('user_not_found_by_email');
  const [existing] = await listShopAccess(scope.db, { shopId, userId: user.id, grantsOnly: false });
  if (existing?.role && !hasRole(shop.role, existing.role)) throw new AppError('forbidden');
  if (user.id === shop.createdBy && existing?.role === 'owner' && input.role !== 'owner') {
    throw new AppError('last_owner');
  }
  let accessId: string;
  if (existing) {
    await updateShopAccessRole(scope.db, { shopId, accessId: existing.id, role: input.role });
    accessId = existing.id;
  } else {
    const createdAt = scope.deps.now();
    accessId = await insertShopAccess(scope.db, {
      shopId,
      userId: user.id,
      role: input.role,
      isDefault: false,
      createdAt,
    });
  }
  await recordActivity(scope, {
    kind: 'shop',
    action: 'shop_shared',
    shopId,
    details: { email: user.email, role: input.role },
  });
  const [row] = await listShopAccess(scope.db, { shopId, accessId, grantsOnly: true });
  const access = row && toShopAccess(row);
  if (!access) throw new AppError('internal');
  return { access, created: !existing?.role };
}
