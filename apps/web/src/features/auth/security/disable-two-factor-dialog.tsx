import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { notify } from '../../../lib/notify.ts';
import { postAuth } from '../auth-api.ts';
import { AuthNotice } from '../auth-notice.tsx';
import { PasswordField } from '../password-field.tsx';
import { useAuthErrorMessage } from '../use-auth-error-message.ts';
import { SESSION_KEY } from '../use-session.ts';

/** Turning two-factor sign-in off, confirmed with the password. */
export function DisableTwoFactorDialog({
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
  const [password, setPassword] = useState('');

  const disable = useMutation({
    mutationFn: (value: string) => postAuth('/two-factor/disable', { password: value }),
    onSuccess: () => {
      notify.success(t('twoFactorSettings.disabled'));
      void queryClient.invalidateQueries({ queryKey: SESSION_KEY });
      void queryClient.invalidateQueries({ queryKey: ['me'] });
      close();
    },
  });

  function close() {
    setPassword('');
    disable.reset();
    onOpenChange(false);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (password && !disable.isPending) disable.mutate(password);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={t('twoFactorSettings.disableTitle')}
      description={t('twoFactorSettings.disableLead')}
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {disable.isError && <AuthNotice tone="error">{errorMessage(disable.error)}</AuthNotice>}
        <PasswordField
          label={t('fields.password')}
          name="current-password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          required
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close}>
            {tc('cancel')}
          </Button>
          <Button type="submit" variant="danger" loading={disable.isPending} disabled={!password}>
            {t('twoFactorSettings.disable')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
