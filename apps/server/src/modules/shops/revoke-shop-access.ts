import { hasRole } from '@ziskomer/contracts';
import { AppError } from '../../core/app-error.ts';
import type { UseCaseScope } from '../../core/use-case-scope.ts';
import { recordActivity } from '../activity/index.ts';
import { deleteShopAccess } from './queries/delete-shop-access.ts';
import { listShopAccess } from './queries/list-shop-access.ts';

/**
 * Takes a user's direct access to a shop away, effective on that user's next request. Nobody
 * removes the grant of someone above them, and the creator's owner grant is never removed.
 */
export async function revokeShopAccess(scope: UseCaseScope, shopId: string, accessId: string): Promise<void> {
  const shop = scope.shop!;
  const [row] = await listShopAccess(scope.db, { shopId, accessId, grantsOnly: true });
  if (!row?.role) throw new AppError('not_found');
  if (!hasRole(shop.role, row.role)) throw new AppError('forbidden');
  if (row.userId === shop.createdBy && row.role === 'owner') throw new AppError('last_owner');
  await deleteShopAccess(scope.db, { shopId, accessId });
  await recordActivity(scope, {
    kind: 'shop',
    action: 'shop_access_revoked',
    shopId,
    details: { email: row.email, role: row.role },
  });
}
