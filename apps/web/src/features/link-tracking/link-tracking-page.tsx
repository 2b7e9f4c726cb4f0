import { type OrderEventFilter, orderEventFilters, type TrackingKeys } from '@ziskomer/contracts';
import { KeyRound, Link2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { GettingStartedCard } from '../../components/ui/getting-started-card.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { SelectedShopGate } from '../shops/selected-shop-gate.tsx';
import { OrderEventsCard } from './order-events-card.tsx';
import { TrackingCounts } from './tracking-counts.tsx';
import { TrackingSetupCard } from './tracking-setup-card.tsx';
import { useOrderEvents } from './use-order-events.ts';
import { useTrackingKeys } from './use-tracking-keys.ts';

const SETUP_ID = 'tracking-code';

/** /link-tracking: orders the shop reports itself, paired with the import, and the code to send them. */
export default function LinkTrackingPage() {
  const { t } = useTranslation('linkTracking');
  return (
    <SelectedShopGate
      skeleton={<PageSkeleton />}
      texts={{
        shopsFailed: t('page.shopsFailed'),
        title: t('page.noShop.title'),
        description: t('page.noShop.description'),
        action: t('page.noShop.action'),
      }}
    >
      {(shop) => (
        <LinkTracking
          key={shop.id}
          shopId={shop.id}
          shopName={shop.name}
          timeZone={shop.timeZone}
          currency={shop.currency}
        />
      )}
    </SelectedShopGate>
  );
}

function readFilter(params: URLSearchParams): OrderEventFilter {
  const value = params.get('filter');
  return orderEventFilters.includes(value as OrderEventFilter) ? (value as OrderEventFilter) : 'all';
}

function LinkTracking({
  shopId,
  shopName,
  timeZone,
  currency,
}: {
  shopId: string;
  shopName: string;
  timeZone: string;
  currency: string;
}) {
  const { t } = useTranslation('linkTracking');
  const [params, setParams] = useSearchParams();
  const filter = readFilter(params);
  const page = Math.max(1, Math.min(20, Number(params.get('page')) || 1));
  const events = useOrderEvents(shopId, filter, page);
  const { keys, create } = useTrackingKeys(shopId);

  const setView = (next: { filter?: OrderEventFilter; page?: number }) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        const nextFilter = next.filter ?? filter;
        const nextPage = next.filter !== undefined ? 1 : (next.page ?? page);
        if (nextFilter === 'all') updated.delete('filter');
        else updated.set('filter', nextFilter);
        if (nextPage === 1) updated.delete('page');
        else updated.set('page', String(nextPage));
        return updated;
      },
      { replace: true },
    );

  const counts = events.data?.counts;
  const nothingYet = counts !== undefined && counts.total + counts.test === 0;

  return (
    <div className="flex flex-col gap-5">
      <header className="min-w-0">
        <h1 className="text-2xl font-semibold tracking-tight text-fg">{t('page.title')}</h1>
        <p className="mt-1 max-w-3xl text-sm text-muted">{t('page.subtitle', { shop: shopName })}</p>
      </header>

      {counts ? <TrackingCounts counts={counts} /> : !events.isError && <CountsSkeleton />}

      {nothingYet ? (
        <InstallSteps />
      ) : (
        <OrderEventsCard
          events={events}
          filter={filter}
          page={page}
          onFilterChange={(next) => setView({ filter: next })}
          onPageChange={(next) => setView({ page: next })}
          timeZone={timeZone}
          shopCurrency={currency}
        />
      )}

      <SetupSection
        shopId={shopId}
        keys={keys}
        creating={create.isPending}
        createError={create.error}
        onRetryCreate={() => create.mutate()}
      />
    </div>
  );
}

/** The keys and snippet, or why they are not there (loading, being created, not yet by an admin). */
function SetupSection({
  shopId,
  keys,
  creating,
  createError,
  onRetryCreate,
}: {
  shopId: string;
  keys: ReturnType<typeof useTrackingKeys>['keys'];
  creating: boolean;
  createError: Error | null;
  onRetryCreate: () => void;
}) {
  const { t } = useTranslation('linkTracking');
  const data: TrackingKeys | undefined = keys.data;
  if (keys.isError) {
    return (
      <Card id={SETUP_ID}>
        <LoadError
          title={t('setup.keysFailed')}
          error={keys.error}
          onRetry={() => keys.refetch()}
          retrying={keys.isFetching}
        />
      </Card>
    );
  }
  if (!data) return <Skeleton className="h-96 rounded-xl" />;
  if (data.publicKey) return <TrackingSetupCard id={SETUP_ID} shopId={shopId} keys={data} />;
  if (createError) {
    return (
      <Card id={SETUP_ID}>
        <LoadError
          title={t('setup.createFailed')}
          error={createError}
          onRetry={onRetryCreate}
          retrying={creating}
        />
      </Card>
    );
  }
  if (data.canManage) {
    return (
      <Card id={SETUP_ID} className="flex items-center justify-center gap-3 px-6 py-12 text-sm text-muted">
        <Spinner className="h-4 w-4" />
        {t('setup.creating')}
      </Card>
    );
  }
  return (
    <Card id={SETUP_ID}>
      <EmptyState
        icon={KeyRound}
        title={t('setup.noKeys.title')}
        description={t('setup.noKeys.description')}
      />
    </Card>
  );
}

/** What to do before the first event arrives: paste, fill in, try with a test order. */
function InstallSteps() {
  const { t } = useTranslation('linkTracking');
  const steps = ['paste', 'fill', 'test'] as const;
  return (
    <GettingStartedCard
      icon={Link2}
      title={t('empty.title')}
      description={t('empty.description')}
      steps={steps.map((step) => ({
        key: step,
        title: t(`empty.steps.${step}.title`),
        text: t(`empty.steps.${step}.text`),
      }))}
      action={
        <Button asChild>
          <a href={`#${SETUP_ID}`}>{t('empty.action')}</a>
        </Button>
      }
    />
  );
}

const TILES = ['a', 'b', 'c', 'd'];

function CountsSkeleton() {
  return (
    <div aria-busy className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {TILES.map((tile) => (
        <Skeleton key={tile} className="h-[88px] rounded-xl" />
      ))}
    </div>
  );
}

function PageSkeleton() {
  return (
    <div aria-busy className="flex flex-col gap-5">
      <Skeleton className="h-14 w-80" />
      <CountsSkeleton />
      <Skeleton className="h-96 rounded-xl" />
    </div>
  );
}
