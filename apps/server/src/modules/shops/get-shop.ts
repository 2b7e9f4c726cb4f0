import type { Shop } from '@ziskomer/contracts';
import { AppError } from '../../core/app-error.ts';
import type { UseCaseScope } from '../../core/use-case-scope.ts';
import { listUserShops } from './queries/list-user-shops.ts';
import { toShop } from './to-shop.ts';

/** One shop as the signed-in user sees it. */
export async function getShop(scope: Pick<UseCaseScope, 'db' | 'user'>, shopId: string): Promise<Shop> {
  const [row] = await listUserShops(scope.db, { userId: scope.user.id, shopId });
  if (!row) throw new AppError('shop_not_found');
  return toShop(row, scope.user.id);
}
