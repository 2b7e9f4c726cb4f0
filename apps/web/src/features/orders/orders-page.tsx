import { hasRole, orderRoutes } from '@ziskomer/contracts';
import { getZonedDay } from '@ziskomer/domain';
import { Download, FilterX, PackageOpen, Plus, Store, Upload } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { apiUrl } from '../../lib/api.ts';
import { formatNumber } from '../../lib/format.ts';
import { useSelectedShop } from '../shops/use-selected-shop.ts';
import { OrderDetailSheet } from './order-detail-sheet.tsx';
import { OrdersFilterBar } from './orders-filter-bar.tsx';
import { OrdersPagination } from './orders-pagination.tsx';
import { OrdersTable } from './orders-table.tsx';
import { clearFilters, hasActiveFilters, toFilterQuery, toggleSort, toListQuery } from './orders-view.ts';
import { getPageCount } from './pagination.ts';
import { useOrderFacets, useOrderList } from './use-orders.ts';
import { useOrdersView } from './use-orders-view.ts';

/** /analytics/r-orders: the selected shop's orders, filtered, sorted and paged on the server. */
export default function OrdersPage() {
  const { t } = useTranslation('orders');
  const { shop, shops } = useSelectedShop();
  const { view, updateView } = useOrdersView();
  const timeZone = shop?.timeZone ?? 'Europe/Prague';
  const today = getZonedDay(new Date(), timeZone);
  const orders = useOrderList(shop?.id, toListQuery(view, today).toString());
  const facets = useOrderFacets(shop?.id);
  const data = orders.data;
  const pageCount = data ? getPageCount(data.total, data.pageSize) : 1;

  // A link to a page that no longer exists (fewer orders now) moves to the last one.
  useEffect(() => {
    if (
      data &&
      !orders.isPlaceholderData &&
      data.items.length === 0 &&
      data.total > 0 &&
      view.page > pageCount
    ) {
      updateView((current) => ({ ...current, page: pageCount }), { replace: true });
    }
  }, [data, orders.isPlaceholderData, view.page, pageCount, updateView]);

  if (shops.isPending) return <PageSkeleton />;
  if (shops.isError) {
    return (
      <Card>
        <LoadError title={t('browser.shopsFailed')} error={shops.error} onRetry={() => shops.refetch()} />
      </Card>
    );
  }
  if (!shop) {
    return (
      <Card>
        <EmptyState
          icon={Store}
          title={t('browser.noShop.title')}
          description={t('browser.noShop.description')}
          action={
            <Button asChild>
              <Link to="/onboarding">{t('browser.noShop.action')}</Link>
            </Button>
          }
        />
      </Card>
    );
  }

  const canEdit = hasRole(shop.role, 'admin');
  const filtered = hasActiveFilters(view);
  const exportUrl = apiUrl(orderRoutes.exportOrdersCsv, {
    params: { shopId: shop.id },
    query: toFilterQuery(view, today),
  });
  const clear = () => updateView(clearFilters);

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold tracking-tight text-fg">{t('browser.title')}</h1>
          <p className="mt-1 text-sm text-muted">
            {data
              ? t(filtered ? 'browser.countFiltered' : 'browser.count', {
                  count: data.total,
                  formatted: formatNumber(data.total),
                  shop: shop.name,
                })
              : t('browser.subtitle', { shop: shop.name })}
          </p>
        </div>
        <div className="grid grid-cols-2 gap-2 sm:flex [&>*]:max-sm:gap-1.5 [&>*]:max-sm:px-3">
          {data && data.total > 0 ? (
            <Button variant="secondary" asChild>
              <a href={exportUrl} download>
                <Download aria-hidden className="h-4 w-4" />
                {t('browser.export')}
              </a>
            </Button>
          ) : (
            <Button variant="secondary" disabled>
              <Download aria-hidden className="h-4 w-4" />
              {t('browser.export')}
            </Button>
          )}
          {canEdit && (
            <Button asChild>
              <Link to="/orders/new">
                <Plus aria-hidden className="h-4 w-4" />
                {t('browser.newOrder')}
              </Link>
            </Button>
          )}
        </div>
      </header>

      <Card className="overflow-hidden">
        <OrdersFilterBar
          view={view}
          today={today}
          statuses={facets.data?.statuses ?? []}
          sources={facets.data?.sources ?? []}
          onChange={updateView}
          onClear={clear}
        />
        {orders.isError && !data ? (
          <LoadError
            className="py-10"
            title={t('browser.loadFailed')}
            error={orders.error}
            onRetry={() => orders.refetch()}
            retrying={orders.isFetching}
          />
        ) : data && data.total === 0 && !orders.isPlaceholderData ? (
          filtered ? (
            <EmptyState
              className="py-16"
              icon={FilterX}
              title={t('browser.noMatch.title')}
              description={t('browser.noMatch.description')}
              action={
                <Button variant="secondary" onClick={clear}>
                  {t('filters.clear')}
                </Button>
              }
            />
          ) : (
            <EmptyState
              className="py-16"
              icon={PackageOpen}
              title={t('browser.empty.title')}
              description={t('browser.empty.description')}
              action={
                <div className="flex flex-wrap justify-center gap-2">
                  <Button asChild>
                    <Link to="/import">
                      <Upload aria-hidden className="h-4 w-4" />
                      {t('browser.empty.import')}
                    </Link>
                  </Button>
                  {canEdit && (
                    <Button variant="secondary" asChild>
                      <Link to="/orders/new">{t('browser.empty.manual')}</Link>
                    </Button>
                  )}
                </div>
              }
            />
          )
        ) : (
          <>
            <OrdersTable
              view={view}
              // An empty previous answer says nothing about the next one: skeleton rows meanwhile.
              orders={data && !(orders.isPlaceholderData && data.total === 0) ? data.items : null}
              timeZone={timeZone}
              stale={orders.isPlaceholderData}
              onSort={(field) => updateView((current) => toggleSort(current, field))}
              onOpen={(orderId) =>
                updateView((current) => ({ ...current, order: orderId }), { replace: true })
              }
            />
            {data ? (
              <OrdersPagination
                page={Math.min(view.page, pageCount)}
                pageSize={data.pageSize}
                total={data.total}
                onPage={(page) => updateView((current) => ({ ...current, page }))}
              />
            ) : (
              <div className="flex justify-between border-t border-border px-5 py-3">
                <Skeleton className="h-5 w-44" />
                <Skeleton className="h-8 w-56" />
              </div>
            )}
          </>
        )}
      </Card>

      <OrderDetailSheet
        shopId={shop.id}
        orderId={view.order}
        timeZone={timeZone}
        onClose={() => updateView((current) => ({ ...current, order: null }), { replace: true })}
      />
    </div>
  );
}

function PageSkeleton() {
  return (
    <div aria-busy className="flex flex-col gap-6">
      <Skeleton className="h-14 w-72" />
      <Skeleton className="h-[28rem] rounded-xl" />
    </div>
  );
}
