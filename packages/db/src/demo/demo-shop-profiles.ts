import { COFFEE_SHOP_PROFILE } from './coffee-shop-profile.ts';
import { HERBS_SHOP_PROFILE } from './herbs-shop-profile.ts';
import type { ShopProfile, ShopProfileId } from './shop-profile.ts';

/** The two demo shops: 'Kávová pražírna' and 'Bylinková lékárna'. */
export const DEMO_SHOP_PROFILES: Readonly<Record<ShopProfileId, ShopProfile>> = {
  coffee: COFFEE_SHOP_PROFILE,
  herbs: HERBS_SHOP_PROFILE,
};

export function getShopProfile(profile: ShopProfileId | ShopProfile): ShopProfile {
  if (typeof profile !== 'string') return profile;
  const found = DEMO_SHOP_PROFILES[profile];
  if (!found)
    throw new RangeError(
      `Unknown shop profile '${profile}'; use one of ${Object.keys(DEMO_SHOP_PROFILES).join(', ')}`,
    );
  return found;
}
