import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type OrdersView, readOrdersView, writeOrdersView } from './orders-view.ts';

/**
 * The orders browser's state, kept in the URL query: every filter, the sort, the page and the open
 * order survive a reload and can be shared as a link. `replace` suits changes that should not each
 * become a Back step (typing in the search box).
 */
export function useOrdersView() {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => readOrdersView(params), [params]);
  const updateView = useCallback(
    (change: (current: OrdersView) => OrdersView, options: { replace?: boolean } = {}) => {
      setParams((current) => writeOrdersView(change(readOrdersView(current))), {
        replace: options.replace,
        preventScrollReset: true,
      });
    },
    [setParams],
  );
  return { view, updateView };
}
