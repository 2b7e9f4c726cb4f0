import { hasRole, type ImportSchedule, type Shop } from '@ziskomer/contracts';
import { CalendarClock, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { RefreshButton } from '../../components/ui/refresh-button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { notify, notifyError } from '../../lib/notify.ts';
import { ImportRunsList } from './import-runs-list.tsx';
import { ScheduleFormDialog } from './schedule-form-dialog.tsx';
import { ScheduleRow } from './schedule-row.tsx';
import { useClock } from './use-clock.ts';
import {
  useDeleteImportSchedule,
  useRunImportScheduleNow,
  useUpdateImportSchedule,
} from './use-import-schedule-mutations.ts';
import { useShopImportSchedules } from './use-shop-import-schedules.ts';

/**
 * 'Plánované importy' of a shop: its schedules (a CSV file at a URL imported every hour, day or
 * week) with their last run, 'Spustit nyní', on/off, edit and delete for admins, and the shop's
 * latest runs, all kept live.
 */
export function ImportSchedulesCard({ shop }: { shop: Shop }) {
  const { t } = useTranslation('importSchedules');
  const canEdit = hasRole(shop.role, 'admin');
  const { schedules, runs } = useShopImportSchedules(shop.id);
  const update = useUpdateImportSchedule(shop.id);
  const remove = useDeleteImportSchedule(shop.id);
  const runNow = useRunImportScheduleNow(shop.id);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<ImportSchedule | null>(null);
  const [deleting, setDeleting] = useState<ImportSchedule | null>(null);
  const now = useClock(30_000);
  const refreshing = schedules.isFetching || runs.isFetching;

  const toggle = (schedule: ImportSchedule, isActive: boolean) =>
    update.mutate(
      { scheduleId: schedule.id, input: { isActive } },
      {
        onSuccess: () =>
          notify.success(t(isActive ? 'toast.activated' : 'toast.paused', { name: schedule.name })),
        onError: (error) => notifyError(error, t('toast.saveFailed')),
      },
    );
  const start = (schedule: ImportSchedule) =>
    runNow.mutate(schedule.id, {
      onSuccess: () => notify.info(t('toast.runQueued', { name: schedule.name })),
      onError: (error) => notifyError(error, t('toast.runFailed')),
    });
  const confirmDelete = () => {
    if (!deleting) return;
    const { id, name } = deleting;
    remove.mutate(id, {
      onSuccess: () => {
        notify.success(t('toast.deleted', { name }));
        setDeleting(null);
      },
      onError: (error) => notifyError(error, t('toast.deleteFailed')),
    });
  };

  return (
    <Card>
      <CardHeader
        title={t('title')}
        description={t('description')}
        actions={
          <>
            <RefreshButton
              label={t('refresh')}
              refreshing={refreshing}
              onRefresh={() => void Promise.all([schedules.refetch(), runs.refetch()])}
            />
            {canEdit && (
              <Button size="sm" onClick={() => setCreating(true)}>
                <Plus aria-hidden className="h-4 w-4" />
                {t('new')}
              </Button>
            )}
          </>
        }
      />
      {schedules.isPending ? (
        <div className="flex flex-col gap-4 px-5 py-4" aria-busy>
          {[0, 1].map((index) => (
            <div key={index} className="flex flex-col gap-2">
              <Skeleton className="h-4 w-48" />
              <Skeleton className="h-3 w-72 max-w-full" />
              <Skeleton className="h-5 w-40" />
            </div>
          ))}
        </div>
      ) : schedules.isError ? (
        <LoadError
          className="px-5 py-6"
          title={t('loadFailed')}
          error={schedules.error}
          onRetry={() => void schedules.refetch()}
          retrying={schedules.isFetching}
        />
      ) : schedules.data.length === 0 ? (
        <EmptyState
          icon={CalendarClock}
          title={t('emptyTitle')}
          description={canEdit ? t('empty') : `${t('empty')} ${t('viewerNote')}`}
          action={
            canEdit && (
              <Button onClick={() => setCreating(true)}>
                <Plus aria-hidden className="h-4 w-4" />
                {t('new')}
              </Button>
            )
          }
        />
      ) : (
        <ul className="divide-y divide-border" aria-label={t('listLabel')}>
          {schedules.data.map((schedule) => (
            <ScheduleRow
              key={schedule.id}
              schedule={schedule}
              timeZone={shop.timeZone}
              canEdit={canEdit}
              now={now}
              running={runNow.isPending && runNow.variables === schedule.id}
              onToggle={(isActive) => toggle(schedule, isActive)}
              onRunNow={() => start(schedule)}
              onEdit={() => setEditing(schedule)}
              onDelete={() => setDeleting(schedule)}
            />
          ))}
        </ul>
      )}
      {!canEdit && schedules.isSuccess && schedules.data.length > 0 && (
        <p className="border-t border-border px-5 py-2.5 text-xs text-muted">{t('viewerNote')}</p>
      )}
      <section aria-labelledby={`runs-${shop.id}`} className="border-t border-border">
        <h3 id={`runs-${shop.id}`} className="px-5 pb-1 pt-4 text-sm font-semibold text-fg">
          {t('runs.title')}
        </h3>
        {runs.isPending ? (
          <div className="flex flex-col gap-2 px-5 py-3" aria-busy>
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-5/6" />
          </div>
        ) : runs.isError ? (
          <LoadError
            className="px-5 py-4"
            title={t('runs.loadFailed')}
            error={runs.error}
            onRetry={() => void runs.refetch()}
            retrying={runs.isFetching}
          />
        ) : (
          <div className="pb-2">
            <ImportRunsList runs={runs.data} timeZone={shop.timeZone} now={now} />
          </div>
        )}
      </section>
      {canEdit && (
        <>
          <ScheduleFormDialog shopId={shop.id} open={creating} onOpenChange={setCreating} />
          <ScheduleFormDialog
            shopId={shop.id}
            open={editing !== null}
            onOpenChange={(open) => !open && setEditing(null)}
            schedule={editing ?? undefined}
          />
          <ConfirmDialog
            open={deleting !== null}
            onOpenChange={(open) => !open && setDeleting(null)}
            title={t('deleteDialog.title', { name: deleting?.name ?? '' })}
            description={t('deleteDialog.description')}
            confirmLabel={t('deleteDialog.confirm')}
            onConfirm={confirmDelete}
            pending={remove.isPending}
          />
        </>
      )}
    </Card>
  );
}
