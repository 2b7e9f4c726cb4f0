import { type AnomalyAlert, type DigestSettings, hasRole, type Shop } from '@ziskomer/contracts';
import { ArrowDownRight, ArrowUpRight, BellOff, CheckCheck, ExternalLink } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { cn } from '../../components/ui/cn.ts';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { notify, notifyError } from '../../lib/notify.ts';
import { CreateTaskButton } from '../tasks/create-task-button.tsx';
import { formatAnomalyValue, formatLongDay } from './format-digest.ts';
import { useAnomalyAlerts, useResolveAnomalyAlert, useUpdateDigestSettings } from './use-digests.ts';

/** The daily anomaly alerts of the shop: the switch, how they work, and the recent ones. */
export function AnomalyAlertsCard({ shop, settings }: { shop: Shop; settings: DigestSettings }) {
  const { t } = useTranslation('digests');
  const canEdit = hasRole(shop.role, 'admin');
  const update = useUpdateDigestSettings(shop.id);
  const alerts = useAnomalyAlerts(shop.id);
  const resolve = useResolveAnomalyAlert(shop.id);
  const switchId = useId();

  const toggle = (anomalyAlerts: boolean) =>
    update.mutate(
      { frequency: settings.frequency, anomalyAlerts },
      {
        onSuccess: () => notify.success(t('settings.saved')),
        onError: (error) => notifyError(error, t('settings.saveFailed')),
      },
    );

  return (
    <Card>
      <CardHeader
        title={t('settings.alerts')}
        description={t('settings.alertsDescription')}
        actions={
          <div className="flex items-center gap-2">
            <label htmlFor={switchId} className="text-sm text-fg">
              {t('settings.alertsSwitch')}
            </label>
            <Switch
              id={switchId}
              checked={settings.anomalyAlerts}
              onCheckedChange={toggle}
              disabled={!canEdit || update.isPending}
              aria-label={t('settings.alertSwitchLabel', { shop: shop.name })}
            />
          </div>
        }
      />
      <p className="border-b border-border px-5 py-3 text-xs text-muted">{t('settings.alertsEmailHint')}</p>
      <h3 className="px-5 pt-4 text-sm font-semibold text-fg">{t('settings.recentAlerts')}</h3>
      {alerts.isPending ? (
        <div aria-busy className="flex flex-col gap-3 p-5">
          <Skeleton className="h-14 w-full" />
        </div>
      ) : alerts.isError ? (
        <LoadError
          className="py-8"
          title={t('settings.alertsLoadFailed')}
          error={alerts.error}
          onRetry={() => alerts.refetch()}
          retrying={alerts.isFetching}
        />
      ) : alerts.data.items.length === 0 ? (
        <EmptyState className="py-8" icon={BellOff} title={t('settings.noAlerts')} />
      ) : (
        <ul className="max-h-[420px] divide-y divide-border overflow-y-auto">
          {alerts.data.items.map((alert) => (
            <AlertRow
              key={alert.id}
              alert={alert}
              shop={shop}
              canResolve={canEdit}
              busy={resolve.isPending && resolve.variables === alert.id}
              onResolve={() =>
                resolve.mutate(alert.id, {
                  onError: (error) => notifyError(error, t('settings.changeFailed')),
                })
              }
            />
          ))}
        </ul>
      )}
    </Card>
  );
}

function AlertRow({
  alert,
  shop,
  canResolve,
  busy,
  onResolve,
}: {
  alert: AnomalyAlert;
  shop: Shop;
  canResolve: boolean;
  busy: boolean;
  onResolve: () => void;
}) {
  const { t } = useTranslation('digests');
  const format = (value: number) => formatAnomalyValue(alert.metric, value, shop.currency);
  const date = formatLongDay(alert.day);
  const title = t(`anomaly.title.${alert.metric}_${alert.direction}`, { date, value: format(alert.value) });
  const description = t('anomaly.description', {
    baseline: format(alert.baseline),
    lower: format(Math.max(0, alert.lower)),
    upper: format(alert.upper),
  });
  const Icon = alert.direction === 'down' ? ArrowDownRight : ArrowUpRight;
  return (
    <li className={cn('flex gap-3 px-5 py-3.5', alert.resolvedAt && 'opacity-70')}>
      <Icon
        aria-hidden
        className={cn('mt-0.5 h-4 w-4 shrink-0', alert.direction === 'down' ? 'text-danger' : 'text-accent')}
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <p className="text-sm font-medium leading-snug text-fg">{title}</p>
        <p className="text-xs text-muted">{description}</p>
        <div className="flex flex-wrap items-center gap-1.5 pt-0.5">
          {alert.resolvedAt && (
            <Badge tone="neutral">
              {t('settings.resolved', { date: formatLongDay(alert.resolvedAt.slice(0, 10)) })}
            </Badge>
          )}
          <Button asChild size="xs" variant="secondary">
            <Link to={alert.reportPath}>
              <ExternalLink aria-hidden className="h-3.5 w-3.5" />
              {t('settings.openReport')}
            </Link>
          </Button>
          <CreateTaskButton
            size="xs"
            shopId={shop.id}
            title={title}
            description={description}
            category={
              alert.metric === 'trackedShare'
                ? 'tracking'
                : alert.metric === 'adSpend' || alert.metric === 'poas'
                  ? 'marketing'
                  : 'analytics'
            }
            priority={alert.direction === 'down' ? 'high' : 'medium'}
            sourceUrl={alert.reportPath}
            sourceContext={t('settings.taskSource', { date })}
            label={t('settings.createTask')}
          />
          {canResolve && !alert.resolvedAt && (
            <Button size="xs" variant="ghost" onClick={onResolve} disabled={busy}>
              <CheckCheck aria-hidden className="h-3.5 w-3.5" />
              {t('settings.dealtWith')}
            </Button>
          )}
        </div>
      </div>
    </li>
  );
}
