import { type Budget, hasRole, type Role } from '@ziskomer/contracts';
import { getZonedDay } from '@ziskomer/domain';
import { KeyRound, Plus, Upload, Wallet } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { cn } from '../../components/ui/cn.ts';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { notify, notifyError } from '../../lib/notify.ts';
import { SelectedShopGate } from '../shops/selected-shop-gate.tsx';
import { AlertsCard } from './alerts-card.tsx';
import { BudgetDialog } from './budget-dialog.tsx';
import { BudgetSummaryCard } from './budget-summary-card.tsx';
import { CampaignsCard } from './campaigns-card.tsx';
import { ChannelPerformanceCard } from './channel-performance-card.tsx';
import { DeleteBudgetDialog } from './delete-budget-dialog.tsx';
import { SpendChartCard } from './spend-chart-card.tsx';
import { SuggestionCard } from './suggestion-card.tsx';
import { useUpdateBudget } from './use-budget-mutations.ts';
import { useBudgetStatus, useBudgets } from './use-budget-queries.ts';

/** /budgets: the selected shop's ad budgets, how they are used, their alerts and the suggestion. */
export default function BudgetsPage() {
  const { t } = useTranslation('budgets');
  return (
    <SelectedShopGate
      skeleton={<PageSkeleton withHeader />}
      texts={{
        shopsFailed: t('page.shopsFailed'),
        title: t('page.noShop.title'),
        description: t('page.noShop.description'),
        action: t('page.noShop.action'),
      }}
    >
      {(shop) => <BudgetsView key={shop.id} shop={shop} />}
    </SelectedShopGate>
  );
}

interface ShopInfo {
  id: string;
  name: string;
  role: Role;
  currency: string;
  timeZone: string;
}

function BudgetsView({ shop }: { shop: ShopInfo }) {
  const { t } = useTranslation('budgets');
  const budgets = useBudgets(shop.id);
  const canPlan = hasRole(shop.role, 'admin');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [dialog, setDialog] = useState<{ open: boolean; budget: Budget | null }>({
    open: false,
    budget: null,
  });
  const [deleting, setDeleting] = useState<Budget | null>(null);
  const today = getZonedDay(new Date(), shop.timeZone);

  const items = budgets.data?.items ?? [];
  const selected = items.find((budget) => budget.id === selectedId) ?? items[0] ?? null;
  const openCreate = () => setDialog({ open: true, budget: null });

  let content: React.ReactNode;
  if (budgets.isPending) content = <PageSkeleton />;
  else if (budgets.isError) {
    content = (
      <Card>
        <LoadError
          className="py-10"
          title={t('page.loadFailed')}
          error={budgets.error}
          onRetry={() => budgets.refetch()}
          retrying={budgets.isFetching}
        />
      </Card>
    );
  } else if (items.length === 0) {
    content = (
      <>
        {!budgets.data.hasAdSpend && <NoAdSpendCard />}
        <EmptyBudgets canPlan={canPlan} onCreate={openCreate} />
      </>
    );
  } else {
    content = (
      <>
        {!budgets.data.hasAdSpend && <NoAdSpendCard />}
        <div
          className={cn(
            'grid items-start gap-4',
            items.length === 2 && 'md:grid-cols-2',
            items.length > 2 && 'md:grid-cols-2 xl:grid-cols-3',
          )}
        >
          {items.map((budget) => (
            <BudgetSummaryCard
              key={budget.id}
              shopId={shop.id}
              budget={budget}
              role={shop.role}
              selected={items.length > 1 && budget.id === selected?.id}
              onSelect={() => setSelectedId(budget.id)}
              onEdit={() => setDialog({ open: true, budget })}
              onDelete={() => setDeleting(budget)}
            />
          ))}
        </div>
        {selected && <BudgetDetail key={selected.id} shop={shop} budget={selected} canPlan={canPlan} />}
      </>
    );
  }

  return (
    <div className="flex flex-col gap-5">
      <header className="flex items-start justify-between gap-3 sm:items-end">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold tracking-tight text-fg">{t('page.title')}</h1>
          <p className="mt-1 text-sm text-muted">{t('page.subtitle', { shop: shop.name })}</p>
        </div>
        {canPlan && items.length > 0 && (
          <Button onClick={openCreate} className="shrink-0 max-sm:h-9 max-sm:px-3">
            <Plus aria-hidden className="h-4 w-4" />
            {t('page.new')}
          </Button>
        )}
      </header>
      {content}
      {!canPlan && items.length > 0 && <p className="text-xs text-muted">{t('page.viewerNote')}</p>}
      <BudgetDialog
        shopId={shop.id}
        currency={shop.currency}
        today={today}
        open={dialog.open}
        budget={dialog.budget}
        onOpenChange={(open) => setDialog((current) => ({ ...current, open }))}
        onSaved={(budget) => setSelectedId(budget.id)}
      />
      <DeleteBudgetDialog
        shopId={shop.id}
        budget={deleting}
        onOpenChange={(open) => !open && setDeleting(null)}
        onDeleted={(budgetId) => setSelectedId((current) => (current === budgetId ? null : current))}
      />
    </div>
  );
}

/** The selected budget in depth: spend over time, alerts, channels, the suggestion and campaigns. */
function BudgetDetail({ shop, budget, canPlan }: { shop: ShopInfo; budget: Budget; canPlan: boolean }) {
  const { t } = useTranslation('budgets');
  const status = useBudgetStatus(shop.id, budget.id);
  const update = useUpdateBudget(shop.id);
  const alerts = <AlertsCard shopId={shop.id} role={shop.role} timeZone={shop.timeZone} />;

  if (status.isPending) {
    return (
      <div aria-busy className="grid gap-4 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <Skeleton className="h-[360px] rounded-xl" />
        <Skeleton className="h-[360px] rounded-xl" />
      </div>
    );
  }
  if (status.isError) {
    return (
      <div className="grid items-start gap-4 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <Card>
          <LoadError
            className="py-10"
            title={t('card.statusFailed')}
            error={status.error}
            onRetry={() => status.refetch()}
            retrying={status.isFetching}
          />
        </Card>
        {alerts}
      </div>
    );
  }
  const data = status.data;
  const suggestion = data.suggestion;
  const applySuggestion =
    canPlan && suggestion
      ? () =>
          update.mutate(
            {
              budgetId: budget.id,
              input: {
                channels: budget.channels.map((channel) => {
                  const suggested = suggestion.channels.find((row) => row.channelBudgetId === channel.id);
                  return { ...channel, allocated: suggested ? suggested.suggested : channel.allocated };
                }),
              },
            },
            {
              onSuccess: () => notify.success(t('toast.applied')),
              onError: (error) => notifyError(error, t('toast.saveFailed')),
            },
          )
      : undefined;

  return (
    <section aria-label={budget.name} className="flex flex-col gap-4">
      <div className="grid items-start gap-4 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <SpendChartCard status={data} />
        {alerts}
      </div>
      <ChannelPerformanceCard status={data} />
      <div className="grid items-start gap-4 2xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <SuggestionCard status={data} onApply={applySuggestion} applying={update.isPending} />
        <CampaignsCard status={data} />
      </div>
      <p className="text-xs text-muted">
        {t('card.computedAt', { time: formatDateTime(data.computedAt, shop.timeZone) })}
      </p>
    </section>
  );
}

/** No ad spend yet: the budget's use is measured from it, so say how to bring it in. */
function NoAdSpendCard() {
  const { t } = useTranslation('budgets');
  return (
    <Card className="flex flex-col gap-3 border-warning/40 bg-warning-soft/40 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <p className="text-sm font-semibold text-fg">{t('noSpend.title')}</p>
        <p className="mt-0.5 text-sm text-muted">{t('noSpend.description')}</p>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button size="sm" asChild>
          <Link to="/import?kind=ad-spend">
            <Upload aria-hidden className="h-4 w-4" />
            {t('noSpend.import')}
          </Link>
        </Button>
        <Button size="sm" variant="secondary" asChild>
          <Link to="/settings?tab=api">
            <KeyRound aria-hidden className="h-4 w-4" />
            {t('noSpend.api')}
          </Link>
        </Button>
      </div>
    </Card>
  );
}

/** No budget yet: what a budget does, and (for admins) the way to create the first one. */
function EmptyBudgets({ canPlan, onCreate }: { canPlan: boolean; onCreate: () => void }) {
  const { t } = useTranslation('budgets');
  return (
    <Card className="px-6 py-10 sm:py-14">
      <div className="mx-auto flex max-w-xl flex-col items-center text-center">
        <div className="mb-4 flex h-12 w-12 items-center justify-center rounded-2xl bg-accent-soft text-accent">
          <Wallet aria-hidden className="h-6 w-6" />
        </div>
        <h2 className="text-lg font-semibold text-fg">{t('empty.title')}</h2>
        <p className="mt-1.5 text-sm leading-relaxed text-muted">
          {canPlan ? t('empty.description') : t('empty.viewer')}
        </p>
        {canPlan && (
          <Button className="mt-6" onClick={onCreate}>
            <Plus aria-hidden className="h-4 w-4" />
            {t('empty.action')}
          </Button>
        )}
      </div>
    </Card>
  );
}

function PageSkeleton({ withHeader = false }: { withHeader?: boolean }) {
  return (
    <div aria-busy className="flex flex-col gap-5">
      {withHeader && <Skeleton className="h-14 w-72" />}
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        <Skeleton className="h-56 rounded-xl" />
        <Skeleton className="h-56 rounded-xl max-md:hidden" />
      </div>
      <Skeleton className="h-[320px] rounded-xl" />
    </div>
  );
}
