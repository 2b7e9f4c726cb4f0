import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { notify } from '../../../lib/notify.ts';
import { postAuth } from '../auth-api.ts';
import { AuthNotice } from '../auth-notice.tsx';
import { PasswordField } from '../password-field.tsx';
import { useAuthErrorMessage } from '../use-auth-error-message.ts';
import { useFormSubmit } from '../use-form-submit.ts';
import { SESSION_KEY } from '../use-session.ts';
import { useValidatedForm } from '../use-validated-form.ts';
import { type FieldErrors, validateNewPassword } from '../validate-auth-form.ts';

interface ChangePasswordValues {
  currentPassword: string;
  password: string;
  confirmPassword: string;
}

const EMPTY: ChangePasswordValues = { currentPassword: '', password: '', confirmPassword: '' };

const validate = (values: ChangePasswordValues): FieldErrors<ChangePasswordValues> =>
  validateNewPassword(values);

/**
 * Changes the password of the signed-in user: the current one to confirm, the new one twice
 * (SPEC §5 rules), and by default the other devices are signed out.
 */
export function ChangePasswordDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation();
  const errorMessage = useAuthErrorMessage();
  const queryClient = useQueryClient();
  const form = useValidatedForm<ChangePasswordValues>(EMPTY, validate);
  const [revokeOthers, setRevokeOthers] = useState(true);
  const revokeId = useId();

  const change = useMutation({
    mutationFn: (values: ChangePasswordValues) =>
      postAuth('/change-password', {
        currentPassword: values.currentPassword,
        newPassword: values.password,
        revokeOtherSessions: revokeOthers,
      }),
    onSuccess: () => {
      notify.success(t('changePassword.success'));
      void queryClient.invalidateQueries({ queryKey: SESSION_KEY });
      close();
    },
  });

  function close() {
    form.reset();
    setRevokeOthers(true);
    submit.resetRequired();
    change.reset();
    onOpenChange(false);
  }

  const submit = useFormSubmit(form, {
    isPending: change.isPending,
    submit: () => change.mutate(form.values),
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={t('changePassword.title')}
      description={t('changePassword.description')}
    >
      <form
        noValidate
        onSubmit={submit.onSubmit}
        onKeyDown={submit.onKeyDown}
        className="flex flex-col gap-4"
      >
        {submit.showRequired && <AuthNotice tone="error">{t('validation.allRequired')}</AuthNotice>}
        {change.isError && (
          <AuthNotice tone="error" title={t('changePassword.failed')}>
            {errorMessage(change.error)}
          </AuthNotice>
        )}
        <PasswordField
          label={t('fields.currentPassword')}
          name="current-password"
          autoComplete="current-password"
          value={form.values.currentPassword}
          onChange={(event) => form.setValue('currentPassword', event.target.value)}
          required
        />
        <PasswordField
          label={t('fields.newPassword')}
          name="new-password"
          autoComplete="new-password"
          value={form.values.password}
          onChange={(event) => form.setValue('password', event.target.value)}
          error={form.errors.password ? t(`validation.${form.errors.password}`) : null}
          hint={t('fields.passwordHint')}
          required
        />
        <PasswordField
          label={t('fields.confirmNewPassword')}
          name="confirm-password"
          autoComplete="new-password"
          value={form.values.confirmPassword}
          onChange={(event) => form.setValue('confirmPassword', event.target.value)}
          error={form.errors.confirmPassword ? t(`validation.${form.errors.confirmPassword}`) : null}
          required
        />
        <div className="flex items-start gap-2.5">
          <input
            id={revokeId}
            type="checkbox"
            checked={revokeOthers}
            onChange={(event) => setRevokeOthers(event.target.checked)}
            aria-describedby={`${revokeId}-hint`}
            className="mt-0.5 h-4 w-4 shrink-0 rounded border-border accent-[var(--accent)]"
          />
          <div>
            <label htmlFor={revokeId} className="text-sm font-medium text-fg">
              {t('changePassword.revokeOthers')}
            </label>
            <p id={`${revokeId}-hint`} className="text-xs text-muted">
              {t('changePassword.revokeOthersHint')}
            </p>
          </div>
        </div>
        <div className="mt-1 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close}>
            {tc('cancel')}
          </Button>
          <Button type="submit" loading={change.isPending} disabled={!form.isValid}>
            {t('changePassword.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
