import { inviteMemberSchema, type Role } from '@ziskomer/contracts';
import { UserPlus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { notifyError } from '../../lib/notify.ts';
import { useRoleOptions } from './use-role-options.ts';

export interface EmailRoleFormProps {
  /** The caller's own role: no higher role is offered. */
  ownRole: Role;
  submitLabel: string;
  isPending: boolean;
  /** Sends the trimmed, lower-cased e-mail and the role; resolves when done. */
  onSubmit: (values: { email: string; role: Role }) => Promise<unknown>;
  /** The message to show under the e-mail for a failure about it; null shows a toast instead. */
  inlineError: (failure: unknown) => string | null;
}

/**
 * An existing user's e-mail and a role, for inviting to a project or sharing a shop. The e-mail is
 * checked here first; after success the form clears itself.
 */
export function EmailRoleForm({
  ownRole,
  submitLabel,
  isPending,
  onSubmit,
  inlineError,
}: EmailRoleFormProps) {
  const { t } = useTranslation('projects');
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
    onSubmit(parsed.data).then(
      () => {
        setEmail('');
        setRole('viewer');
      },
      (failure: unknown) => {
        const message = inlineError(failure);
        if (message) setError(message);
        else notifyError(failure);
      },
    );
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
      <Button type="submit" className="sm:mt-[1.625rem]" loading={isPending}>
        {!isPending && <UserPlus aria-hidden className="h-4 w-4" />}
        {submitLabel}
      </Button>
    </form>
  );
}
