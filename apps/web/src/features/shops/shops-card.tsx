import { FolderKanban, Inbox, Plus, Store } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { RefreshButton } from '../../components/ui/refresh-button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { getErrorMessage, notify } from '../../lib/notify.ts';
import { useSelectedProject } from '../projects/use-selected-project.ts';
import { groupShopsByProject } from './group-shops-by-project.ts';
import { ShopFormDialog } from './shop-form-dialog.tsx';
import { ShopRow } from './shop-row.tsx';
import { useShops } from './use-shops.ts';

/** Settings → E-shops: every shop the user can see, grouped by project, with "Nepřiřazené" last. */
export function ShopsCard({ focusedShopId }: { focusedShopId: string | null }) {
  const { t } = useTranslation('projects');
  const shops = useShops();
  const { project } = useSelectedProject();
  const [creating, setCreating] = useState(false);

  const refresh = async () => {
    const result = await shops.refetch();
    if (result.isError) notify.error(t('shops.loadFailedToast'));
    else notify.success(t('shops.toast.refreshed'));
  };

  const defaultProjectId = project && project.role !== 'viewer' ? project.id : null;

  return (
    <Card>
      <CardHeader
        title={t('shops.title')}
        description={t('shops.description')}
        actions={
          <>
            <RefreshButton label={t('shops.refresh')} refreshing={shops.isFetching} onRefresh={refresh} />
            <Button size="sm" onClick={() => setCreating(true)}>
              <Plus aria-hidden className="h-4 w-4" />
              {t('shops.add')}
            </Button>
          </>
        }
      />
      <CardBody>
        {shops.isPending ? (
          <div className="flex flex-col gap-2" aria-busy>
            <Skeleton className="h-4 w-32" />
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} className="h-16 w-full" />
            ))}
          </div>
        ) : shops.isError ? (
          <LoadError
            title={t('shops.loadFailed', { error: getErrorMessage(shops.error) })}
            onRetry={() => shops.refetch()}
            retrying={shops.isFetching}
          />
        ) : shops.data.length === 0 ? (
          <EmptyState
            icon={Store}
            title={t('shops.emptyTitle')}
            description={t('shops.empty')}
            action={
              <Button onClick={() => setCreating(true)}>
                <Plus aria-hidden className="h-4 w-4" />
                {t('shops.add')}
              </Button>
            }
          />
        ) : (
          <div className="flex flex-col gap-6">
            {groupShopsByProject(shops.data).map((group) => {
              const headingId = `shop-group-${group.projectId ?? 'unassigned'}`;
              const Icon = group.projectId ? FolderKanban : Inbox;
              return (
                <section key={group.projectId ?? 'unassigned'} aria-labelledby={headingId}>
                  <h3
                    id={headingId}
                    className="mb-2 flex items-center gap-2 text-xs font-semibold uppercase tracking-wide text-muted"
                  >
                    <Icon aria-hidden className="h-3.5 w-3.5" />
                    {group.projectId
                      ? (group.projectName ?? t('shops.unknownProject'))
                      : t('shops.unassigned')}
                    <span className="font-normal normal-case tracking-normal">({group.shops.length})</span>
                  </h3>
                  <ul className="flex flex-col gap-2">
                    {group.shops.map((shop) => (
                      <ShopRow key={shop.id} shop={shop} focused={shop.id === focusedShopId} />
                    ))}
                  </ul>
                </section>
              );
            })}
          </div>
        )}
      </CardBody>
      <ShopFormDialog open={creating} onOpenChange={setCreating} defaultProjectId={defaultProjectId} />
    </Card>
  );
}
