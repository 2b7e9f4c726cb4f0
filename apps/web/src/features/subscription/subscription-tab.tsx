import type { Subscription } from '@ziskomer/contracts';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge.tsx';
import { Card, CardBody, CardHeader } from '../../components/ui/card.tsx';
import { cn } from '../../components/ui/cn.ts';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { formatDate, formatNumber } from '../../lib/format.ts';
import { useSession } from '../auth/use-session.ts';
import { PlanCards } from './plan-cards.tsx';
import { UpgradeButton } from './upgrade-dialog.tsx';
import { useSubscription } from './use-subscription.ts';

/** Settings → Předplatné: the plan in force, the trial, usage against the limits, and the plans. */
export function SubscriptionTab() {
  const { t } = useTranslation('subscription');
  const subscription = useSubscription();
  const { user } = useSession();
  const data = subscription.data;

  return (
    <div className="flex flex-col gap-8">
      <Card>
        <CardHeader
          title={t('current.title')}
          description={t('current.description')}
          actions={data && data.source !== 'granted' ? <UpgradeButton accountEmail={user?.email} /> : null}
        />
        {subscription.isError ? (
          <LoadError
            title={t('current.loadFailed')}
            error={subscription.error}
            onRetry={() => subscription.refetch()}
          />
        ) : !data ? (
          <CardBody className="flex flex-col gap-4">
            <Skeleton className="h-6 w-48" />
            <Skeleton className="h-4 w-full max-w-md" />
            <Skeleton className="h-16 w-full" />
          </CardBody>
        ) : (
          <CurrentPlan data={data} />
        )}
      </Card>
      <section aria-labelledby="plans-title" className="flex flex-col gap-4">
        <div>
          <h2 id="plans-title" className="text-base font-semibold text-fg">
            {t('compare.title')}
          </h2>
          <p className="mt-0.5 text-sm text-muted">{t('compare.description')}</p>
        </div>
        <PlanCards current={data?.plan} />
      </section>
    </div>
  );
}

function CurrentPlan({ data }: { data: Subscription }) {
  const { t } = useTranslation('subscription');
  const badge = { trial: 'badgeTrial', granted: 'badgeGranted', free: 'badgeFree' } as const;
  const status =
    data.source === 'trial'
      ? t('current.trialLeft', { count: data.trialDaysLeft, date: formatDate(data.trialEndsAt) })
      : data.source === 'granted'
        ? t('current.granted')
        : t('current.trialEnded', { date: formatDate(data.trialEndsAt) });
  return (
    <CardBody className="flex flex-col gap-6">
      <div>
        <p className="flex flex-wrap items-center gap-2 text-lg font-semibold text-fg">
          {t(`plans.${data.plan}.name`)}
          <Badge tone={data.source === 'free' ? 'neutral' : 'accent'}>
            {t(`current.${badge[data.source]}`)}
          </Badge>
        </p>
        <p className={cn('mt-1 max-w-2xl text-sm', data.source === 'free' ? 'text-fg' : 'text-muted')}>
          {status}
        </p>
        {data.source === 'trial' && <TrialBar daysLeft={data.trialDaysLeft} />}
      </div>
      <div>
        <h3 className="text-sm font-semibold text-fg">{t('usage.title')}</h3>
        <dl className="mt-3 grid gap-4 sm:grid-cols-3">
          <UsageMeter
            label={t('usage.shops')}
            used={data.usage.shops}
            limit={data.limits.shops}
            kind="limit"
          />
          <UsageMeter
            label={t('usage.orders')}
            used={data.usage.ordersThisMonth}
            limit={data.limits.ordersPerMonth}
            kind="included"
          />
          <UsageMeter
            label={t('usage.connections')}
            used={data.usage.connections}
            limit={data.limits.connections}
            kind="limit"
          />
        </dl>
        <p className="mt-3 text-xs text-muted">{t('usage.ordersNote')}</p>
      </div>
    </CardBody>
  );
}

/** How much of the 14 days is left, as a bar. */
function TrialBar({ daysLeft }: { daysLeft: number }) {
  const share = Math.min(1, daysLeft / 14);
  return (
    <div className="mt-3 h-1.5 max-w-md overflow-hidden rounded-full bg-surface-2" aria-hidden>
      <div className="h-full rounded-full bg-accent" style={{ width: `${share * 100}%` }} />
    </div>
  );
}

/**
 * Usage against a plan's number: a limit (shops, connections) the server refuses more over, or
 * the order volume the plan includes, which is never enforced (fair use: an order turned away
 * would make the reports wrong).
 */
function UsageMeter({
  label,
  used,
  limit,
  kind,
}: {
  label: string;
  used: number;
  limit: number | null;
  kind: 'limit' | 'included';
}) {
  const { t } = useTranslation('subscription');
  const over = limit !== null && used > limit;
  const full = limit !== null && used >= limit;
  const share = limit === null ? 0 : Math.min(1, used / Math.max(1, limit));
  const bar = over ? (kind === 'limit' ? 'bg-danger' : 'bg-warning') : full ? 'bg-warning' : 'bg-accent';
  return (
    <div className="rounded-xl border border-border bg-bg/40 p-4">
      <dt className="text-xs font-medium text-muted">{label}</dt>
      <dd className="mt-1 text-lg font-semibold text-fg tabular">
        {limit === null
          ? t('usage.unlimited', { used: formatNumber(used) })
          : t(kind === 'limit' ? 'usage.of' : 'usage.includedOf', {
              used: formatNumber(used),
              limit: formatNumber(limit),
            })}
      </dd>
      {limit !== null && (
        <div aria-hidden className="mt-2 h-1.5 overflow-hidden rounded-full bg-surface-2">
          <div className={cn('h-full rounded-full', bar)} style={{ width: `${share * 100}%` }} />
        </div>
      )}
      {over && kind === 'limit' && <p className="mt-2 text-xs font-medium text-danger">{t('usage.over')}</p>}
      {over && kind === 'included' && (
        <p className="mt-2 text-xs font-medium text-fg">{t('usage.overIncluded')}</p>
      )}
      {!over && full && kind === 'limit' && (
        <p className="mt-2 text-xs text-warning">{t('usage.enforced')}</p>
      )}
    </div>
  );
}
