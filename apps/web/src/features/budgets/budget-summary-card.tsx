import { type Budget, hasRole, type Role } from '@ziskomer/contracts';
import { BellRing, MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { cn } from '../../components/ui/cn.ts';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { formatMoney } from '../../lib/format.ts';
import { formatDay, formatUse } from './budget-format.ts';
import { useBudgetStatus } from './use-budget-queries.ts';
import { UtilisationBar } from './utilisation-bar.tsx';

/**
 * One budget at a glance: its period, spent of total with the even-pace tick, and a bar per
 * channel. Clicking it shows its details below; admins edit or delete it from its menu.
 */
export function BudgetSummaryCard({
  shopId,
  budget,
  role,
  selected,
  onSelect,
  onEdit,
  onDelete,
}: {
  shopId: string;
  budget: Budget;
  role: Role;
  selected: boolean;
  onSelect: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('budgets');
  const { t: tm } = useTranslation('analyticsMarketing');
  const status = useBudgetStatus(shopId, budget.id);
  const data = status.data;
  const currency = budget.currency;
  const pacePercent = data ? (data.period.elapsedDays / data.period.days) * 100 : null;

  return (
    <Card
      className={cn(
        'relative @container flex flex-col gap-4 p-5 transition-shadow',
        selected ? 'ring-2 ring-accent/60' : 'hover:shadow-md',
        !budget.isActive && 'opacity-75',
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <button
          type="button"
          onClick={onSelect}
          aria-pressed={selected}
          className="min-w-0 text-left after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-ring/50"
        >
          <h2 className="text-base font-semibold leading-snug text-fg">{budget.name}</h2>
          <p className="mt-0.5 text-xs text-muted">
            {t(`periodType.${budget.periodType}`)}
            {data &&
              ` · ${t('card.period', { from: formatDay(data.period.from, false), to: formatDay(data.period.to) })}`}
          </p>
          {data && data.openAlerts > 0 && (
            <Badge tone="warning" className="mt-2 gap-1">
              <BellRing aria-hidden className="h-3 w-3" />
              {t('card.openAlerts', { count: data.openAlerts })}
            </Badge>
          )}
        </button>
        <div className="relative z-10 flex shrink-0 items-center gap-1.5">
          {!budget.isActive && <Badge>{t('card.inactive')}</Badge>}
          {hasRole(role, 'admin') && (
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <Button
                  variant="ghost"
                  size="icon"
                  className="h-8 w-8"
                  aria-label={t('card.actions', { name: budget.name })}
                >
                  <MoreHorizontal aria-hidden className="h-4 w-4" />
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="end">
                <DropdownMenuItem onSelect={onEdit}>
                  <Pencil aria-hidden className="h-4 w-4" />
                  {t('card.edit')}
                </DropdownMenuItem>
                <DropdownMenuItem onSelect={onDelete} className="text-danger">
                  <Trash2 aria-hidden className="h-4 w-4" />
                  {t('card.delete')}
                </DropdownMenuItem>
              </DropdownMenuContent>
            </DropdownMenu>
          )}
        </div>
      </div>

      {status.isPending ? (
        <div aria-busy className="flex flex-col gap-3">
          <Skeleton className="h-8 w-40" />
          <Skeleton className="h-2.5 w-full" />
          <Skeleton className="h-16 w-full" />
        </div>
      ) : status.isError ? (
        <LoadError
          className="relative z-10 py-2"
          title={t('card.statusFailed')}
          error={status.error}
          onRetry={() => status.refetch()}
          retrying={status.isFetching}
        />
      ) : (
        data && (
          <div className="grid gap-4 @2xl:grid-cols-2 @2xl:gap-8">
            <div className="flex flex-col gap-2 @2xl:justify-center">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                <p className="text-2xl font-semibold tracking-tight text-fg tabular">
                  {formatMoney(data.spent, currency)}
                  <span className="ml-1.5 text-sm font-normal text-muted">
                    {t('card.of', { total: formatMoney(budget.totalBudget, currency) })}
                  </span>
                </p>
                <p
                  className={cn(
                    'text-sm font-medium tabular',
                    (data.utilisation ?? 0) >= 100
                      ? 'text-danger'
                      : (data.utilisation ?? 0) >= 80
                        ? 'text-warning'
                        : 'text-fg',
                  )}
                >
                  {formatUse(data.utilisation)}
                </p>
              </div>
              <UtilisationBar
                utilisation={data.utilisation}
                pacePercent={pacePercent}
                label={t('card.utilisation', { percent: formatUse(data.utilisation) })}
              />
              <p className="flex flex-wrap justify-between gap-x-3 text-xs text-muted">
                <span>
                  {data.spent > budget.totalBudget
                    ? t('card.over', { amount: formatMoney(data.spent - budget.totalBudget, currency) })
                    : t('card.remaining', { amount: formatMoney(budget.totalBudget - data.spent, currency) })}
                </span>
                <span>
                  {data.period.elapsedDays === 0
                    ? t('card.notStarted', { date: formatDay(data.period.from) })
                    : t('card.dayOf', { elapsed: data.period.elapsedDays, days: data.period.days })}
                </span>
              </p>
            </div>

            {data.channels.length > 0 ? (
              <ul className="flex flex-col gap-2.5 border-t border-border pt-3 @2xl:border-t-0 @2xl:border-l @2xl:pt-0 @2xl:pl-8">
                {data.channels.map((channel) => (
                  <li
                    key={channel.id}
                    className={cn('flex flex-col gap-1', !channel.isActive && 'opacity-60')}
                  >
                    <div className="flex items-baseline justify-between gap-2 text-xs">
                      <span className="truncate font-medium text-fg">
                        {tm(`channel.${channel.channel}`)}
                        {!channel.isActive && (
                          <span className="ml-1 font-normal text-muted">({t('card.channelInactive')})</span>
                        )}
                      </span>
                      <span className="shrink-0 tabular text-muted">
                        {formatMoney(channel.spent, currency)} / {formatMoney(channel.allocated, currency)}
                        <span className="ml-1.5 font-medium text-fg">{formatUse(channel.utilisation)}</span>
                      </span>
                    </div>
                    <UtilisationBar
                      size="sm"
                      utilisation={channel.utilisation}
                      label={`${tm(`channel.${channel.channel}`)}: ${t('card.utilisation', { percent: formatUse(channel.utilisation) })}`}
                    />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="border-t border-border pt-3 text-xs leading-relaxed text-muted @2xl:border-t-0 @2xl:pt-0">
                {t('card.allChannels')}
              </p>
            )}
          </div>
        )
      )}
    </Card>
  );
}
