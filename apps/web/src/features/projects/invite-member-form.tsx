import type { Role } from '@ziskomer/contracts';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api.ts';
import { getErrorMessage, notify } from '../../lib/notify.ts';
import { EmailRoleForm } from './email-role-form.tsx';
import { useInviteMember } from './use-project-members.ts';

/** Errors about the typed e-mail are shown under the field; anything else as a toast. */
const INLINE_CODES = new Set(['user_not_found_by_email', 'already_member', 'validation_failed']);

/** Adds an existing Ziskoměr user to the project by e-mail with a role. */
export function InviteMemberForm({ projectId, ownRole }: { projectId: string; ownRole: Role }) {
  const { t } = useTranslation('projects');
  const invite = useInviteMember(projectId);
  return (
    <EmailRoleForm
      ownRole={ownRole}
      submitLabel={t('members.invite')}
      isPending={invite.isPending}
      onSubmit={(values) =>
        invite
          .mutateAsync(values)
          .then((member) => notify.success(t('members.invited', { email: member.email })))
      }
      inlineError={(failure) =>
        failure instanceof ApiError && INLINE_CODES.has(failure.code) ? getErrorMessage(failure) : null
      }
    />
  );
}
