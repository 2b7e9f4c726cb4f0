import type { Shop } from '@ziskomer/contracts';
import { useSelectionStore } from './selected-shop-store.ts';
import { useShops } from './use-shops.ts';

/**
 * The shop the app shows (SPEC §4): the stored choice while it is still in the list, otherwise the
 * default-access shop, otherwise the first.
 */
export function pickShop(shops: Shop[], storedId: string | null): Shop | null {
  return shops.find((s) => s.id === storedId) ?? shops.find((s) => s.isDefault) ?? shops[0] ?? null;
}

export function useSelectedShop() {
  const shops = useShops();
  const storedId = useSelectionStore((s) => s.shopId);
  const setShop = useSelectionStore((s) => s.setShop);
  const shop = shops.data ? pickShop(shops.data, storedId) : null;
  return { shop, shops, setShop };
}
