import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Field } from '../../components/ui/field.tsx';
import { notify } from '../../lib/notify.ts';
import { postAuth } from './auth-api.ts';
import { AuthNotice } from './auth-notice.tsx';
import { useAuthErrorMessage } from './use-auth-error-message.ts';
import { validateEmail } from './validate-auth-form.ts';

/** Where the e-mailed reset link leads (better-auth appends ?token=… or ?error=INVALID_TOKEN). */
export const RESET_PASSWORD_PATH = '/auth/reset-password';

interface ForgotPasswordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Pre-filled from the sign-in form when the user already typed an address. */
  defaultEmail?: string;
}

/**
 * SPEC §5: the e-mail is required ('Zadejte prosím emailovou adresu'); on success the dialog
 * closes, the field clears and a toast confirms. The answer is the same whether or not the
 * address has an account.
 */
export function ForgotPasswordDialog({ open, onOpenChange, defaultEmail = '' }: ForgotPasswordDialogProps) {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation();
  const errorMessage = useAuthErrorMessage();
  const [email, setEmail] = useState(defaultEmail);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (open) {
      setEmail(defaultEmail);
      setError(null);
    }
  }, [open, defaultEmail]);

  const request = useMutation({
    mutationFn: (address: string) =>
      postAuth('/request-password-reset', { email: address, redirectTo: RESET_PASSWORD_PATH }),
    onSuccess: () => {
      notify.success(t('forgot.success'));
      setEmail('');
      onOpenChange(false);
    },
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    if (!address) return setError(t('validation.emailRequired'));
    const invalid = validateEmail(address);
    if (invalid) return setError(t(`validation.${invalid}`));
    setError(null);
    request.mutate(address);
  }

  function changeOpen(next: boolean) {
    if (!next) request.reset();
    onOpenChange(next);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={changeOpen}
      title={t('forgot.title')}
      description={t('forgot.description')}
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {request.isError && (
          <AuthNotice tone="error" title={t('forgot.failed')}>
            {errorMessage(request.error)}
          </AuthNotice>
        )}
        <Field
          label={t('fields.email')}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t('fields.emailPlaceholder')}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setError(null);
          }}
          error={error}
          required
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => changeOpen(false)}>
            {tc('cancel')}
          </Button>
          <Button type="submit" loading={request.isPending}>
            {t('forgot.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
