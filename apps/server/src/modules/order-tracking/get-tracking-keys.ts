import type { TrackingKeys } from '@ziskomer/contracts';
import type { UseCaseScope } from '../../core/use-case-scope.ts';
import { getTrackingKeyRow } from './queries/get-tracking-key-row.ts';
import { getTrackingShop } from './queries/get-tracking-shop.ts';
import { toTrackingKeys } from './to-tracking-keys.ts';

/** The shop's tracking credentials (public key null until an admin creates them). */
export async function getTrackingKeys(scope: UseCaseScope, shopId: string): Promise<TrackingKeys> {
  const shop = await getTrackingShop(scope.db, shopId);
  return toTrackingKeys(scope, await getTrackingKeyRow(scope.db, shopId), shop.store_domain);
}
