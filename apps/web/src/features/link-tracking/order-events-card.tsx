import { type OrderEventFilter, orderEventFilters } from '@ziskomer/contracts';
import { ChevronLeft, ChevronRight, FilterX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { formatNumber } from '../../lib/format.ts';
import { OrderEventsTable } from './order-events-table.tsx';
import type { useOrderEvents } from './use-order-events.ts';

/** The received events with the filter tabs and paging. */
export function OrderEventsCard({
  events,
  filter,
  page,
  onFilterChange,
  onPageChange,
  timeZone,
  shopCurrency,
}: {
  events: ReturnType<typeof useOrderEvents>;
  filter: OrderEventFilter;
  page: number;
  onFilterChange: (filter: OrderEventFilter) => void;
  onPageChange: (page: number) => void;
  timeZone: string;
  shopCurrency: string;
}) {
  const { t } = useTranslation('linkTracking');
  const list = events.data;
  const counts = list?.counts;
  const countOf = (key: OrderEventFilter) =>
    counts ? (key === 'all' ? counts.total + counts.test : counts[key]) : null;

  return (
    <Card>
      <CardHeader title={t('events.title')} description={t('events.description')} />
      {/* The list below is the panel of the chosen filter's tab (assistive technology follows it). */}
      <Tabs value={filter} onValueChange={(value) => onFilterChange(value as OrderEventFilter)}>
        <div className="border-b border-border px-4 py-3 sm:px-5">
          <TabsList
            aria-label={t('events.filters.label')}
            className="max-sm:grid max-sm:w-full max-sm:grid-cols-2"
          >
            {orderEventFilters.map((key) => (
              <TabsTrigger key={key} value={key} className="flex-1 sm:flex-none">
                {t(`events.filters.${key}`)}
                {countOf(key) !== null && (
                  <span className="tabular text-xs text-muted">{formatNumber(countOf(key)!)}</span>
                )}
              </TabsTrigger>
            ))}
          </TabsList>
        </div>
        <TabsContent value={filter} className="mt-0">
          {!list ? (
            events.isError ? (
              <LoadError
                className="py-10"
                title={t('page.loadFailed')}
                error={events.error}
                onRetry={() => events.refetch()}
                retrying={events.isFetching}
              />
            ) : (
              <EventsSkeleton />
            )
          ) : list.items.length === 0 ? (
            <EmptyState
              icon={FilterX}
              title={t('events.noMatch.title')}
              description={t('events.noMatch.description')}
              action={
                <Button variant="secondary" onClick={() => onFilterChange('all')}>
                  {t('events.noMatch.action')}
                </Button>
              }
            />
          ) : (
            <div
              className="transition-opacity data-[stale=true]:opacity-60"
              data-stale={events.isPlaceholderData}
            >
              <OrderEventsTable events={list.items} timeZone={timeZone} shopCurrency={shopCurrency} />
              {list.pageCount > 1 && (
                <nav className="flex items-center justify-between gap-3 border-t border-border px-4 py-3 sm:px-5">
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={page <= 1}
                    onClick={() => onPageChange(page - 1)}
                  >
                    <ChevronLeft aria-hidden className="h-4 w-4" />
                    <span className="hidden sm:inline">{t('events.previous')}</span>
                  </Button>
                  <span className="text-sm text-muted tabular" aria-live="polite">
                    {t('events.page', { page, pages: list.pageCount })}
                  </span>
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={page >= list.pageCount}
                    onClick={() => onPageChange(page + 1)}
                  >
                    <span className="hidden sm:inline">{t('events.next')}</span>
                    <ChevronRight aria-hidden className="h-4 w-4" />
                  </Button>
                </nav>
              )}
            </div>
          )}
        </TabsContent>
      </Tabs>
    </Card>
  );
}

const SKELETON_ROWS = ['a', 'b', 'c', 'd', 'e', 'f'];

function EventsSkeleton() {
  return (
    <div aria-busy className="flex flex-col gap-3 px-5 py-4">
      {SKELETON_ROWS.map((row) => (
        <Skeleton key={row} className="h-10 w-full" />
      ))}
    </div>
  );
}
