import { inviteMemberSchema, type Role } from '@ziskomer/contracts';
import { UserPlus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { ApiError } from '../../lib/api.ts';
import { getErrorMessage, notify, notifyError } from '../../lib/notify.ts';
import { SelectField } from '../settings/ui/select-field.tsx';
import { useInviteMember } from './use-project-members.ts';
import { useRoleOptions } from './use-role-options.ts';

/** Errors about the typed e-mail are shown under the field; anything else as a toast. */
const INLINE_CODES = new Set(['user_not_found_by_email', 'already_member', 'validation_failed']);

/** Adds an existing Ziskoměr user to the project by e-mail with a role. */
export function InviteMemberForm({ projectId, ownRole }: { projectId: string; ownRole: Role }) {
  const { t } = useTranslation('projects');
  const invite = useInviteMember(projectId);
  const roleOptions = useRoleOptions(ownRole);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('viewer');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = inviteMemberSchema.safeParse({ email, role });
    if (!parsed.success) {
      setError(email.trim() === '' ? t('members.emailRequired') : t('members.emailInvalid'));
      return;
    }
    invite.mutate(parsed.data, {
      onSuccess: (member) => {
        notify.success(t('members.invited', { email: member.email }));
        setEmail('');
        setRole('viewer');
      },
      onError: (failure) => {
        if (failure instanceof ApiError && INLINE_CODES.has(failure.code)) {
          setError(getErrorMessage(failure));
        } else {
          notifyError(failure);
        }
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <Field
        className="flex-1"
        type="email"
        label={t('members.email')}
        placeholder={t('members.emailPlaceholder')}
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          setError(null);
        }}
        error={error}
        autoComplete="off"
      />
      <SelectField
        className="sm:w-40"
        label={t('members.role')}
        value={role}
        onChange={(event) => setRole(event.target.value as Role)}
        options={roleOptions}
      />
      <Button type="submit" className="sm:mt-[1.625rem]" loading={invite.isPending}>
        {!invite.isPending && <UserPlus aria-hidden className="h-4 w-4" />}
        {t('members.invite')}
      </Button>
    </form>
  );
}
