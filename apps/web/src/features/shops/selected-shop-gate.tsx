import type { Shop } from '@ziskomer/contracts';
import { Store } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { useSelectedShop } from './use-selected-shop.ts';

/** What a page says while it has no shop to show: each page words it for what it does. */
export interface NoShopTexts {
  shopsFailed: string;
  title: string;
  description: string;
  action: string;
}

/**
 * Renders a page of one shop once the selected shop is known: the page's skeleton while the shops
 * load, an error with retry, or a way to create the first shop when the user has none.
 */
export function SelectedShopGate({
  skeleton,
  texts,
  children,
}: {
  skeleton: ReactNode;
  texts: NoShopTexts;
  children: (shop: Shop) => ReactNode;
}) {
  const { shop, shops } = useSelectedShop();
  if (shops.isPending) return skeleton;
  if (shops.isError) {
    return (
      <Card>
        <LoadError title={texts.shopsFailed} error={shops.error} onRetry={() => shops.refetch()} />
      </Card>
    );
  }
  if (!shop) {
    return (
      <Card>
        <EmptyState
          icon={Store}
          title={texts.title}
          description={texts.description}
          action={
            <Button asChild>
              <Link to="/onboarding">{texts.action}</Link>
            </Button>
          }
        />
      </Card>
    );
  }
  return children(shop);
}
