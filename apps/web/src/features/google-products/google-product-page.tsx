import type { UseQueryResult } from '@tanstack/react-query';
import type { Shop } from '@ziskomer/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../components/ui/card.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { NoShopCard } from '../shops/no-shop-card.tsx';
import { useSelectedShop } from '../shops/use-selected-shop.ts';

/**
 * The frame of a Google product's page (/google-analytics, /search-console, /merchant-center,
 * /business-profile): title and description with the page's controls, the state without a shop,
 * the loading skeleton and the load error, then the page's content for its shop and data.
 */
export function GoogleProductPage<T>({
  title,
  description,
  loadFailed,
  controls,
  query,
  children,
}: {
  title: string;
  description: string;
  loadFailed: string;
  controls?: ReactNode;
  /** The page's data for the selected shop. */
  query: UseQueryResult<T>;
  children: (data: T, shop: Shop) => ReactNode;
}) {
  const { t } = useTranslation('googleProducts');
  useDocumentTitle(title);
  const { shop, shops } = useSelectedShop();

  if (!shops.isPending && !shop) {
    return (
      <NoShopCard
        title={t('noShop.title')}
        description={t('noShop.description')}
        action={t('noShop.action')}
        to="/onboarding"
      />
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-fg">{title}</h1>
          <p className="mt-1 text-sm text-muted">{description}</p>
        </div>
        {controls}
      </header>
      {query.isError && !query.data ? (
        <Card>
          <LoadError title={loadFailed} error={query.error} onRetry={() => query.refetch()} />
        </Card>
      ) : !query.data || !shop ? (
        <div aria-busy className="flex flex-col gap-6">
          <Skeleton className="h-32 rounded-xl" />
          <Skeleton className="h-64 rounded-xl" />
        </div>
      ) : (
        children(query.data, shop)
      )}
    </div>
  );
}
