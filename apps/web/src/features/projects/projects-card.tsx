import { FolderKanban, FolderPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '../../components/ui/card.tsx';
import { cn } from '../../components/ui/cn.ts';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { RefreshButton } from '../../components/ui/refresh-button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { notify } from '../../lib/notify.ts';
import { ProjectDetail } from './project-detail.tsx';
import { ProjectFormDialog } from './project-form-dialog.tsx';
import { RoleBadge } from './role-badge.tsx';
import { useSelectedProject } from './use-selected-project.ts';

/** Settings → Projects: the user's projects on the left, the selected one with its members on the right. */
export function ProjectsCard() {
  const { t } = useTranslation('projects');
  const { project: selected, projects, selectProject } = useSelectedProject();
  const [creating, setCreating] = useState(false);

  const refresh = async () => {
    const result = await projects.refetch();
    if (result.isError) notify.error(t('loadFailed'));
    else notify.success(t('toast.refreshed', { count: result.data?.length ?? 0 }));
  };

  return (
    <Card>
      <CardHeader
        title={t('title')}
        description={t('description')}
        actions={
          <>
            <RefreshButton label={t('refresh')} refreshing={projects.isFetching} onRefresh={refresh} />
            <Button size="sm" onClick={() => setCreating(true)}>
              <FolderPlus aria-hidden className="h-4 w-4" />
              {t('new')}
            </Button>
          </>
        }
      />
      <CardBody>
        {projects.isPending ? (
          <div className="grid gap-5 lg:grid-cols-[minmax(0,18rem)_1fr]" aria-busy>
            <div className="flex flex-col gap-2">
              {[0, 1].map((index) => (
                <Skeleton key={index} className="h-16 w-full" />
              ))}
            </div>
            <div className="flex flex-col gap-3">
              <Skeleton className="h-6 w-48" />
              <Skeleton className="h-4 w-72" />
              <Skeleton className="h-24 w-full" />
            </div>
          </div>
        ) : projects.isError ? (
          <LoadError
            title={t('loadFailed')}
            error={projects.error}
            onRetry={() => projects.refetch()}
            retrying={projects.isFetching}
          />
        ) : projects.data.length === 0 || !selected ? (
          <EmptyState
            icon={FolderKanban}
            title={t('emptyTitle')}
            description={t('empty')}
            action={
              <Button onClick={() => setCreating(true)}>
                <FolderPlus aria-hidden className="h-4 w-4" />
                {t('new')}
              </Button>
            }
          />
        ) : (
          <div className="grid gap-5 lg:grid-cols-[minmax(0,18rem)_1fr]">
            <nav aria-label={t('listLabel')}>
              <ul className="flex flex-col gap-2">
                {projects.data.map((project) => {
                  const active = project.id === selected.id;
                  return (
                    <li key={project.id}>
                      <button
                        type="button"
                        aria-current={active ? 'true' : undefined}
                        onClick={() => selectProject(project.id)}
                        className={cn(
                          'flex w-full flex-col gap-1 rounded-lg border px-3 py-2.5 text-left transition',
                          active
                            ? 'border-accent bg-accent-soft/60 ring-1 ring-accent/30'
                            : 'border-border hover:bg-surface-2',
                        )}
                      >
                        <span className="flex items-center justify-between gap-2">
                          <span className="truncate text-sm font-medium text-fg">{project.name}</span>
                          <RoleBadge role={project.role} />
                        </span>
                        <span className="text-xs text-muted">
                          {t('shopCount', { count: project.shopCount })} ·{' '}
                          {t('memberCount', { count: project.memberCount })}
                        </span>
                      </button>
                    </li>
                  );
                })}
              </ul>
            </nav>
            <div className="min-w-0 border-t border-border pt-5 lg:border-l lg:border-t-0 lg:pl-5 lg:pt-0">
              <ProjectDetail key={selected.id} project={selected} />
            </div>
          </div>
        )}
      </CardBody>
      <ProjectFormDialog open={creating} onOpenChange={setCreating} />
    </Card>
  );
}
