import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useSelectedShop } from './use-selected-shop.ts';

/**
 * A link that names a shop (`?shop=<id>`: a digest e-mail's button, an anomaly alert, the header's
 * failed-job link) opens that shop: the app switches to it when the user has it, so a report
 * reached from shop A's e-mail never shows shop B's numbers. An id the user does not have changes
 * nothing.
 */
export function useShopFromLink(): void {
  const [params] = useSearchParams();
  const linked = params.get('shop');
  const { shop, shops, setShop } = useSelectedShop();
  useEffect(() => {
    if (!linked || linked === shop?.id) return;
    if (shops.data?.some((candidate) => candidate.id === linked)) setShop(linked);
  }, [linked, shop?.id, shops.data, setShop]);
}
