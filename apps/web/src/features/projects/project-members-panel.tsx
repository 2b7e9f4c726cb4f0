import { hasRole, type Project, type ProjectMember, type Role } from '@ziskomer/contracts';
import { LogOut, Trash2, Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { formatDate } from '../../lib/format.ts';
import { notify, notifyError } from '../../lib/notify.ts';
import { useSession } from '../auth/use-session.ts';
import { InviteMemberForm } from './invite-member-form.tsx';
import { MemberAvatar } from './member-avatar.tsx';
import { RoleBadge } from './role-badge.tsx';
import { useProjectMembers, useRemoveMember, useUpdateMemberRole } from './use-project-members.ts';
import { useRoleOptions } from './use-role-options.ts';

/** Who is in a project: invite by e-mail, change roles, remove members, leave the project. */
export function ProjectMembersPanel({ project }: { project: Project }) {
  const { t } = useTranslation('projects');
  const { user } = useSession();
  const members = useProjectMembers(project.id);
  const updateRole = useUpdateMemberRole(project.id);
  const remove = useRemoveMember(project.id);
  const roleOptions = useRoleOptions(project.role);
  const [removing, setRemoving] = useState<ProjectMember | null>(null);
  const [leaving, setLeaving] = useState(false);
  const canManage = hasRole(project.role, 'admin');

  const changeRole = (member: ProjectMember, role: Role) =>
    updateRole.mutate(
      { userId: member.userId, role },
      {
        onSuccess: () => notify.success(t('members.roleChanged', { name: member.fullName || member.email })),
        onError: (error) => notifyError(error),
      },
    );

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(
      { userId: removing.userId, isSelf: false },
      {
        onSuccess: () => {
          notify.success(t('members.removed', { name: removing.fullName || removing.email }));
          setRemoving(null);
        },
        onError: (error) => notifyError(error),
      },
    );
  };

  const confirmLeave = () => {
    if (!user) return;
    remove.mutate(
      { userId: user.id, isSelf: true },
      {
        onSuccess: () => {
          notify.success(t('members.left', { name: project.name }));
          setLeaving(false);
        },
        onError: (error) => notifyError(error),
      },
    );
  };

  return (
    <section aria-labelledby={`members-${project.id}`} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h3 id={`members-${project.id}`} className="text-sm font-semibold text-fg">
            {t('members.title')}
          </h3>
          <p className="text-xs text-muted">{canManage ? t('members.manageHint') : t('members.viewHint')}</p>
        </div>
      </div>

      {canManage && <InviteMemberForm projectId={project.id} ownRole={project.role} />}

      {members.isPending ? (
        <ul className="flex flex-col gap-3" aria-busy>
          {[0, 1].map((index) => (
            <li key={index} className="flex items-center gap-3">
              <Skeleton className="h-9 w-9 rounded-full" />
              <div className="flex flex-1 flex-col gap-1.5">
                <Skeleton className="h-3.5 w-40" />
                <Skeleton className="h-3 w-56" />
              </div>
            </li>
          ))}
        </ul>
      ) : members.isError ? (
        <LoadError
          title={t('members.loadFailed')}
          error={members.error}
          onRetry={() => members.refetch()}
          retrying={members.isFetching}
        />
      ) : members.data.length === 0 ? (
        <EmptyState icon={Users} title={t('members.empty')} />
      ) : (
        <ul className="divide-y divide-border rounded-lg border border-border">
          {members.data.map((member) => {
            const isSelf = member.userId === user?.id;
            const editable = canManage && !isSelf && hasRole(project.role, member.role);
            const name = member.fullName || member.email;
            return (
              <li
                key={member.userId}
                className={cn('flex items-center gap-3 px-3 py-3', editable && 'flex-wrap sm:flex-nowrap')}
              >
                <MemberAvatar name={member.fullName} email={member.email} />
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium text-fg">
                    {name}
                    {isSelf && <span className="ml-1.5 font-normal text-muted">{t('members.you')}</span>}
                  </p>
                  <p className="truncate text-xs text-muted">
                    {member.fullName ? `${member.email} · ` : ''}
                    {t('members.joined', { date: formatDate(member.joinedAt) })}
                  </p>
                </div>
                <div
                  className={cn(
                    'flex items-center justify-end gap-1',
                    editable ? 'w-full sm:w-auto' : 'shrink-0',
                  )}
                >
                  {editable ? (
                    <SelectField
                      hideLabel
                      label={t('members.roleOf', { name })}
                      className="w-36"
                      value={member.role}
                      onChange={(event) => changeRole(member, event.target.value as Role)}
                      options={roleOptions}
                    />
                  ) : (
                    <RoleBadge role={member.role} />
                  )}
                  {editable && (
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={t('members.removeLabel', { name })}
                      title={t('members.remove')}
                      onClick={() => setRemoving(member)}
                    >
                      <Trash2 aria-hidden className="h-4 w-4 text-muted" />
                    </Button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}

      <div className="flex justify-end">
        <Button
          variant="ghost"
          size="sm"
          className="text-danger! hover:bg-danger-soft"
          onClick={() => setLeaving(true)}
        >
          <LogOut aria-hidden className="h-4 w-4" />
          {t('members.leave')}
        </Button>
      </div>

      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t('members.removeTitle')}
        description={t('members.removeDescription', {
          name: removing?.fullName || removing?.email,
          project: project.name,
        })}
        confirmLabel={t('members.remove')}
        onConfirm={confirmRemove}
        pending={remove.isPending}
      />
      <ConfirmDialog
        open={leaving}
        onOpenChange={setLeaving}
        title={t('members.leaveTitle')}
        description={t('members.leaveDescription', { project: project.name })}
        confirmLabel={t('members.leave')}
        onConfirm={confirmLeave}
        pending={remove.isPending}
      />
    </section>
  );
}
