import type { Shop } from '@ziskomer/contracts';
import { AppError } from '../../http/app-error.ts';
import type { RequestScope } from '../../http/define-route.ts';
import { listUserShops } from './queries/list-user-shops.ts';
import { toShop } from './to-shop.ts';

/** One shop as the signed-in user sees it. */
export async function getShop(scope: Pick<RequestScope, 'db' | 'user'>, shopId: string): Promise<Shop> {
  const [row] = await listUserShops(scope.db, { userId: scope.user.id, shopId });
  if (!row) throw new AppError('shop_not_found');
  return toShop(row, scope.user.id);
}
