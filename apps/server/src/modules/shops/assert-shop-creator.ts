import { AppError } from '../../core/app-error.ts';
import type { UseCaseScope } from '../../core/use-case-scope.ts';

/** SPEC §5: a shop is edited or deleted only by the user who created it, whatever others' roles. */
export function assertShopCreator(scope: Pick<UseCaseScope, 'shop' | 'user'>): void {
  if (scope.shop?.createdBy !== scope.user.id) throw new AppError('not_shop_creator');
}
