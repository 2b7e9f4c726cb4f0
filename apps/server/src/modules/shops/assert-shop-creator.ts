import { AppError } from '../../http/app-error.ts';
import type { RequestScope } from '../../http/define-route.ts';

/** SPEC §5: a shop is edited or deleted only by the user who created it, whatever others' roles. */
export function assertShopCreator(scope: Pick<RequestScope, 'shop' | 'user'>): void {
  if (scope.shop?.createdBy !== scope.user.id) throw new AppError('not_shop_creator');
}
