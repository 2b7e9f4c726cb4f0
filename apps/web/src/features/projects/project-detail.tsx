import { hasRole, type Project } from '@ziskomer/contracts';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { formatDate } from '../../lib/format.ts';
import { notify, notifyError } from '../../lib/notify.ts';
import { ProjectFormDialog } from './project-form-dialog.tsx';
import { ProjectMembersPanel } from './project-members-panel.tsx';
import { RoleBadge } from './role-badge.tsx';
import { useDeleteProject } from './use-project-mutations.ts';

/** The selected project: its details, edit and delete (by role), and its members. */
export function ProjectDetail({ project }: { project: Project }) {
  const { t } = useTranslation('projects');
  const remove = useDeleteProject();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const confirmDelete = () =>
    remove.mutate(project.id, {
      onSuccess: () => {
        notify.success(t('toast.deleted', { name: project.name }));
        setDeleting(false);
      },
      onError: (error) => notifyError(error),
    });

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="truncate text-lg font-semibold text-fg">{project.name}</h3>
            <RoleBadge role={project.role} />
          </div>
          <p className="mt-1 text-sm text-muted">{project.description || t('detail.noDescription')}</p>
          <p className="mt-1 text-xs text-muted">
            {t('detail.created', { date: formatDate(project.createdAt) })}
          </p>
        </div>
        <div className="flex gap-2">
          {hasRole(project.role, 'admin') && (
            <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
              <Pencil aria-hidden className="h-4 w-4" />
              {t('common:edit')}
            </Button>
          )}
          {project.role === 'owner' && (
            <Button variant="secondary" size="sm" className="text-danger!" onClick={() => setDeleting(true)}>
              <Trash2 aria-hidden className="h-4 w-4" />
              {t('common:delete')}
            </Button>
          )}
        </div>
      </div>

      <ProjectMembersPanel project={project} />

      <ProjectFormDialog open={editing} onOpenChange={setEditing} project={project} />
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={t('delete.title')}
        description={t('delete.description', { name: project.name })}
        confirmLabel={t('delete.confirm')}
        requiredText={project.name}
        onConfirm={confirmDelete}
        pending={remove.isPending}
      />
    </div>
  );
}
