import type { Shop } from '@ziskomer/contracts';
import type { UseCaseScope } from '../../core/use-case-scope.ts';
import { listUserShops } from './queries/list-user-shops.ts';
import { toShop } from './to-shop.ts';

/** Every shop the signed-in user reaches, newest first. */
export async function listShops(scope: UseCaseScope): Promise<Shop[]> {
  const rows = await listUserShops(scope.db, { userId: scope.user.id });
  return rows.map((row) => toShop(row, scope.user.id));
}
