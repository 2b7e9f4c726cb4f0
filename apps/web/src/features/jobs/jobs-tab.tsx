import { hasRole, type Job, type Shop } from '@ziskomer/contracts';
import { Layers } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { RefreshButton } from '../../components/ui/refresh-button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { notify, notifyError } from '../../lib/notify.ts';
import { useClock } from '../import-schedules/use-clock.ts';
import { useSelectedShop } from '../shops/use-selected-shop.ts';
import { groupJobs } from './describe-job.ts';
import { JobRow } from './job-row.tsx';
import { JobScheduleRow } from './job-schedule-row.tsx';
import { useJobActions, useShopJobs } from './use-shop-jobs.ts';

/**
 * Settings → 'Úlohy na pozadí': the selected shop's background work and its schedules. A Settings
 * tab rather than a section of /import: jobs are of every kind (imports, connectors, report
 * refreshes), not only imports, and the header indicator links here from any page.
 */
export function JobsTab() {
  const { t } = useTranslation('jobs');
  const { shop: selected, shops } = useSelectedShop();
  // ?shop= (the header indicator's link to the shop whose job failed) wins over the selected shop.
  const [params] = useSearchParams();
  const shop = shops.data?.find((candidate) => candidate.id === params.get('shop')) ?? selected;
  if (shops.isPending) return <ListSkeleton />;
  if (!shop) return <EmptyState icon={Layers} title={t('noShop')} />;
  return <ShopJobs shop={shop} />;
}

function ShopJobs({ shop }: { shop: Shop }) {
  const { t } = useTranslation('jobs');
  const canEdit = hasRole(shop.role, 'admin');
  const { jobs, schedules } = useShopJobs(shop.id);
  const actions = useJobActions(shop.id);
  const now = useClock(15_000);
  const refreshing = jobs.isFetching || schedules.isFetching;

  const retry = (job: Job) =>
    actions.retry.mutate(job.id, {
      onSuccess: () => notify.success(t('retryDone')),
      onError: (error) => notifyError(error, t('retryFailed')),
    });

  const grouped = jobs.data ? groupJobs(jobs.data) : null;
  const sections = grouped
    ? (['running', 'queued', 'failed', 'done'] as const).filter((key) => grouped[key].length > 0)
    : [];

  return (
    <div className="flex flex-col gap-6">
      <p className="-mb-2 max-w-3xl text-sm text-muted">{t('description')}</p>
      <Card>
        <CardHeader
          title={t('listTitle', { shop: shop.name })}
          actions={
            <RefreshButton
              label={t('reload')}
              refreshing={refreshing}
              onRefresh={() => void Promise.all([jobs.refetch(), schedules.refetch()])}
            />
          }
        />
        {jobs.isPending ? (
          <ListSkeleton />
        ) : jobs.isError ? (
          <LoadError
            className="px-5 py-6"
            title={t('loadFailed')}
            error={jobs.error}
            onRetry={() => void jobs.refetch()}
            retrying={jobs.isFetching}
          />
        ) : sections.length === 0 ? (
          <EmptyState icon={Layers} title={t('empty.title')} description={t('empty.text')} />
        ) : (
          sections.map((key) => (
            <section
              key={key}
              aria-labelledby={`jobs-${key}`}
              className="border-b border-border last:border-b-0"
            >
              <h3
                id={`jobs-${key}`}
                className="bg-surface-2/60 px-5 py-2 text-xs font-semibold uppercase tracking-wide text-muted"
              >
                {t(`sections.${key}`)} <span className="tabular">({grouped![key].length})</span>
              </h3>
              <ul className="divide-y divide-border">
                {grouped![key].map((job) => (
                  <JobRow
                    key={job.id}
                    job={job}
                    timeZone={shop.timeZone}
                    now={now}
                    canRetry={canEdit}
                    retrying={actions.retry.isPending && actions.retry.variables === job.id}
                    onRetry={() => retry(job)}
                  />
                ))}
              </ul>
            </section>
          ))
        )}
      </Card>

      <Card>
        <CardHeader title={t('sections.schedules')} />
        {schedules.isPending ? (
          <ListSkeleton />
        ) : schedules.isError ? (
          <LoadError
            className="px-5 py-6"
            title={t('loadFailed')}
            error={schedules.error}
            onRetry={() => void schedules.refetch()}
            retrying={schedules.isFetching}
          />
        ) : schedules.data.length === 0 ? (
          <p className="px-5 py-6 text-sm text-muted">{t('schedule.none')}</p>
        ) : (
          <ul className="divide-y divide-border">
            {schedules.data.map((schedule) => (
              <JobScheduleRow
                key={schedule.id}
                schedule={schedule}
                now={now}
                canEdit={canEdit}
                busy={
                  (actions.setPaused.isPending && actions.setPaused.variables?.scheduleId === schedule.id) ||
                  (actions.runNow.isPending && actions.runNow.variables === schedule.id)
                }
                onPause={(paused) =>
                  actions.setPaused.mutate(
                    { scheduleId: schedule.id, paused },
                    {
                      onSuccess: () =>
                        notify.success(t(paused ? 'schedule.pausedDone' : 'schedule.resumedDone')),
                      onError: (error) => notifyError(error, t('schedule.actionFailed')),
                    },
                  )
                }
                onRunNow={() =>
                  actions.runNow.mutate(schedule.id, {
                    onSuccess: () => notify.info(t('schedule.runQueued')),
                    onError: (error) => notifyError(error, t('schedule.actionFailed')),
                  })
                }
              />
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}

function ListSkeleton() {
  return (
    <div className="flex flex-col gap-4 px-5 py-4" aria-busy>
      {[0, 1].map((index) => (
        <div key={index} className="flex flex-col gap-2">
          <Skeleton className="h-4 w-48" />
          <Skeleton className="h-3 w-72 max-w-full" />
        </div>
      ))}
    </div>
  );
}
