import type { TrackingKeys, TrackingOrigins } from '@ziskomer/contracts';
import { parseTrackingOrigin } from '@ziskomer/domain';
import { pickLanguage, translateError } from '@ziskomer/i18n';
import { AppError } from '../../core/app-error.ts';
import type { UseCaseScope } from '../../core/use-case-scope.ts';
import { recordActivity } from '../activity/index.ts';
import { listAllowedOrigins } from './allowed-origins.ts';
import { createTrackingKeys } from './create-tracking-keys.ts';
import { getTrackingKeys } from './get-tracking-keys.ts';
import { getTrackingShop } from './queries/get-tracking-shop.ts';
import { replaceAllowedOrigins } from './queries/upsert-tracking-keys.ts';

/**
 * Replaces the extra origins the browser snippet may send from (a checkout on another domain, a
 * second storefront). Each is normalised to its https origin; one that is not a website address
 * is a 422 naming its place in the list, and nothing is stored. The shop's own address is always
 * allowed and is not stored again; a shop without credentials gets them.
 */
export async function updateTrackingOrigins(
  scope: UseCaseScope,
  shopId: string,
  input: TrackingOrigins,
  acceptLanguage: string | undefined,
): Promise<TrackingKeys> {
  const parsed = input.origins.map((origin) => parseTrackingOrigin(origin));
  const invalid = parsed.flatMap((origin, index) => (origin === null ? [index] : []));
  if (invalid.length > 0) {
    const message = translateError('tracking_origin_invalid', pickLanguage(acceptLanguage));
    throw new AppError('tracking_origin_invalid', {
      issues: invalid.map((index) => ({
        path: `origins.${index}`,
        code: 'tracking_origin_invalid',
        message,
      })),
    });
  }
  const shop = await getTrackingShop(scope.db, shopId);
  const own = new Set(listAllowedOrigins(shop.store_domain, []));
  const origins = [...new Set(parsed as string[])].filter((origin) => !own.has(origin));

  await createTrackingKeys(scope, shopId);
  await replaceAllowedOrigins(scope.db, { shopId, origins });
  await recordActivity(scope, { kind: 'shop', action: 'tracking_origins_changed', shopId });
  return getTrackingKeys(scope, shopId);
}
