import { useEffect, useRef, useState } from 'react';
import { useSelectedShop } from '../../features/shops/use-selected-shop.ts';

/** SPEC §9: a shop change waits 300 ms before the shop's data is fetched again. */
export const SHOP_CHANGE_DEBOUNCE_MS = 300;

/**
 * The shop selector's state. A choice shows at once in the selector but is committed to the
 * selection store (which every shop query reads) only after 300 ms without another choice, so
 * clicking through shops does not fire a burst of requests.
 */
export function useShopChoice() {
  const { shop, shops, setShop } = useSelectedShop();
  const [pendingId, setPendingId] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const choose = (shopId: string) => {
    setPendingId(shopId);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setShop(shopId);
      setPendingId(null);
    }, SHOP_CHANGE_DEBOUNCE_MS);
  };

  const shown = (pendingId && shops.data?.find((s) => s.id === pendingId)) || shop;
  return { shop: shown, committedShop: shop, shops, choose };
}
