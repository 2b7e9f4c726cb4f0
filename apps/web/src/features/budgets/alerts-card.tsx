import { type BudgetAlert, hasRole, type Role } from '@ziskomer/contracts';
import { channelContext } from '@ziskomer/i18n';
import { BellOff, CheckCheck, CircleAlert, Mail, MailOpen, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { cn } from '../../components/ui/cn.ts';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { getLanguage } from '../../lib/i18n.ts';
import { notifyError } from '../../lib/notify.ts';
import { CreateTaskButton } from '../tasks/create-task-button.tsx';
import { formatUse } from './budget-format.ts';
import { useUpdateBudgetAlert } from './use-budget-mutations.ts';
import { useBudgetAlerts } from './use-budget-queries.ts';

/** The shop's budget alerts: open ones or all, to read, resolve or turn into a task. */
export function AlertsCard({ shopId, role, timeZone }: { shopId: string; role: Role; timeZone: string }) {
  const { t } = useTranslation('budgets');
  const [state, setState] = useState<'open' | 'all'>('open');
  const alerts = useBudgetAlerts(shopId, state);
  const update = useUpdateBudgetAlert(shopId);
  const canHandle = hasRole(role, 'admin');

  const change = (alert: BudgetAlert, input: { isRead?: boolean; isResolved?: true }) =>
    update.mutate(
      { alertId: alert.id, input },
      { onError: (error) => notifyError(error, t('alerts.failed')) },
    );

  return (
    <Card className="flex min-w-0 flex-col">
      <CardHeader
        title={
          <span className="flex items-center gap-2">
            {t('alerts.title')}
            {alerts.data && alerts.data.openCount > 0 && (
              <Badge tone="warning">{alerts.data.openCount}</Badge>
            )}
          </span>
        }
        description={t('alerts.description')}
        actions={
          <fieldset className="flex rounded-lg bg-surface-2 p-0.5 text-xs">
            <legend className="sr-only">{t('alerts.filterLabel')}</legend>
            {(['open', 'all'] as const).map((value) => (
              <button
                key={value}
                type="button"
                aria-pressed={state === value}
                onClick={() => setState(value)}
                className={cn(
                  'rounded-md px-2.5 py-1 font-medium transition',
                  state === value ? 'bg-surface text-fg shadow-sm' : 'text-muted hover:text-fg',
                )}
              >
                {t(`alerts.${value}`)}
              </button>
            ))}
          </fieldset>
        }
      />
      {alerts.isPending ? (
        <div aria-busy className="flex flex-col gap-3 p-5">
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
        </div>
      ) : alerts.isError ? (
        <LoadError
          className="py-8"
          title={t('alerts.loadFailed')}
          error={alerts.error}
          onRetry={() => alerts.refetch()}
          retrying={alerts.isFetching}
        />
      ) : alerts.data.items.length === 0 ? (
        <EmptyState
          className="py-10"
          icon={BellOff}
          title={state === 'open' ? t('alerts.empty') : t('alerts.emptyAll')}
        />
      ) : (
        <ul
          className={cn(
            'max-h-[420px] divide-y divide-border overflow-y-auto transition-opacity',
            alerts.isPlaceholderData && 'opacity-60',
          )}
        >
          {alerts.data.items.map((alert) => (
            <AlertRow
              key={alert.id}
              alert={alert}
              timeZone={timeZone}
              canHandle={canHandle}
              busy={update.isPending && update.variables?.alertId === alert.id}
              onRead={() => change(alert, { isRead: !alert.isRead })}
              onResolve={() => change(alert, { isResolved: true })}
            />
          ))}
        </ul>
      )}
    </Card>
  );
}

function AlertRow({
  alert,
  timeZone,
  canHandle,
  busy,
  onRead,
  onResolve,
}: {
  alert: BudgetAlert;
  timeZone: string;
  canHandle: boolean;
  busy: boolean;
  onRead: () => void;
  onResolve: () => void;
}) {
  const { t } = useTranslation('budgets');
  const { t: tm } = useTranslation('analyticsMarketing');
  const text = t(`alertText.${alert.channel === null ? 'budget' : 'channel'}.${alert.type}`, {
    // The verb agrees with the channel's name: "Heureka … vyčerpala", "Zboží.cz … vyčerpalo".
    context: alert.channel === null ? undefined : channelContext(getLanguage(), alert.channel),
    budget: alert.budgetName,
    channel: alert.channel === null ? '' : tm(`channel.${alert.channel}`),
    percent: formatUse(alert.currentPercent).replace(/\s?%$/, ''),
  });
  const Icon = alert.severity === 'high' ? CircleAlert : TriangleAlert;
  return (
    <li className={cn('flex gap-3 px-5 py-3.5', alert.isResolved && 'opacity-70')}>
      <Icon
        aria-hidden
        className={cn('mt-0.5 h-4 w-4 shrink-0', alert.severity === 'high' ? 'text-danger' : 'text-warning')}
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <p
          className={cn(
            'text-sm leading-snug text-fg',
            !alert.isRead && !alert.isResolved && 'font-semibold',
          )}
        >
          {text}
        </p>
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted">
          <Badge tone={alert.severity === 'high' ? 'danger' : 'warning'}>
            {t(`alerts.severity.${alert.severity}`)}
          </Badge>
          {!alert.isRead && !alert.isResolved && <Badge tone="accent">{t('alerts.unread')}</Badge>}
          <span>
            {alert.isResolved && alert.resolvedAt
              ? t('alerts.resolved', { date: formatDateTime(alert.resolvedAt, timeZone) })
              : formatDateTime(alert.createdAt, timeZone)}
          </span>
        </div>
        <div className="flex flex-wrap gap-1.5 pt-0.5">
          <CreateTaskButton
            size="xs"
            title={text}
            category="marketing"
            priority={alert.severity === 'high' ? 'high' : 'medium'}
            sourceUrl="/budgets"
            sourceContext={t('alerts.taskContext')}
            label={t('alerts.createTask')}
          />
          {canHandle && !alert.isResolved && (
            <>
              <Button size="xs" variant="ghost" onClick={onRead} disabled={busy}>
                {alert.isRead ? (
                  <Mail aria-hidden className="h-3.5 w-3.5" />
                ) : (
                  <MailOpen aria-hidden className="h-3.5 w-3.5" />
                )}
                {alert.isRead ? t('alerts.markUnread') : t('alerts.markRead')}
              </Button>
              <Button size="xs" variant="ghost" onClick={onResolve} disabled={busy}>
                <CheckCheck aria-hidden className="h-3.5 w-3.5" />
                {t('alerts.resolve')}
              </Button>
            </>
          )}
        </div>
      </div>
    </li>
  );
}
