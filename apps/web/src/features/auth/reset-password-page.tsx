import { useMutation, useQueryClient } from '@tanstack/react-query';
import { KeyRound, LinkIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { notify } from '../../lib/notify.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { AuthApiError, postAuth } from './auth-api.ts';
import { AuthNotice } from './auth-notice.tsx';
import { ForgotPasswordDialog } from './forgot-password-dialog.tsx';
import { PasswordField } from './password-field.tsx';
import { useAuthErrorMessage } from './use-auth-error-message.ts';
import { useFormSubmit } from './use-form-submit.ts';
import { SESSION_KEY } from './use-session.ts';
import { useValidatedForm } from './use-validated-form.ts';
import { type NewPasswordValues, validateNewPassword } from './validate-auth-form.ts';

const EMPTY: NewPasswordValues = { password: '', confirmPassword: '' };

/**
 * /auth/reset-password?token=… — the page the e-mailed reset link leads to (through better-auth,
 * which sends ?error=INVALID_TOKEN instead when the link is no longer valid).
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('resetDocumentTitle'));
  const [params] = useSearchParams();
  const token = params.get('token');
  const [requestingNew, setRequestingNew] = useState(false);
  const [invalid, setInvalid] = useState(!token || params.has('error'));

  return (
    <div className="flex justify-center px-4 py-10 sm:px-6 sm:py-16">
      <Card className="w-full max-w-md p-5 shadow-lg shadow-slate-900/5 sm:p-8 dark:shadow-black/30">
        {invalid || !token ? (
          <InvalidLink onRequestNew={() => setRequestingNew(true)} />
        ) : (
          <NewPasswordForm token={token} onInvalidToken={() => setInvalid(true)} />
        )}
      </Card>
      <ForgotPasswordDialog open={requestingNew} onOpenChange={setRequestingNew} />
    </div>
  );
}

function InvalidLink({ onRequestNew }: { onRequestNew: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <div className="flex flex-col items-center text-center">
      <span className="flex h-12 w-12 items-center justify-center rounded-full bg-danger-soft text-danger">
        <LinkIcon className="h-5 w-5" aria-hidden />
      </span>
      <h1 className="mt-4 text-xl font-semibold text-fg">{t('reset.invalidTitle')}</h1>
      <p className="mt-2 text-sm text-muted">{t('reset.invalidText')}</p>
      <div className="mt-6 flex w-full flex-col gap-2">
        <Button size="lg" className="w-full" onClick={onRequestNew}>
          {t('reset.requestAgain')}
        </Button>
        <Button variant="ghost" asChild className="w-full">
          <Link to="/auth">{t('reset.backToSignIn')}</Link>
        </Button>
      </div>
    </div>
  );
}

function NewPasswordForm({ token, onInvalidToken }: { token: string; onInvalidToken: () => void }) {
  const { t } = useTranslation('auth');
  const errorMessage = useAuthErrorMessage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useValidatedForm<NewPasswordValues>(EMPTY, validateNewPassword);

  const reset = useMutation({
    mutationFn: (password: string) => postAuth('/reset-password', { token, newPassword: password }),
    onSuccess: async () => {
      notify.success(t('reset.success'));
      // Every session of the account has ended, this browser's included.
      queryClient.setQueryData(SESSION_KEY, null);
      await queryClient.invalidateQueries({ queryKey: SESSION_KEY });
      navigate('/auth', { replace: true });
    },
    onError: (error) => {
      if (error instanceof AuthApiError && error.code === 'INVALID_TOKEN') onInvalidToken();
    },
  });

  const submit = useFormSubmit(form, {
    isPending: reset.isPending,
    submit: () => reset.mutate(form.values.password),
  });

  return (
    <form noValidate onSubmit={submit.onSubmit} onKeyDown={submit.onKeyDown} className="flex flex-col gap-4">
      <div>
        <span className="flex h-12 w-12 items-center justify-center rounded-full bg-accent-soft text-accent">
          <KeyRound className="h-5 w-5" aria-hidden />
        </span>
        <h1 className="mt-4 text-2xl font-semibold tracking-tight text-fg">{t('reset.title')}</h1>
        <p className="mt-1 text-sm text-muted">{t('reset.lead')}</p>
      </div>
      {submit.showRequired && <AuthNotice tone="error">{t('validation.allRequired')}</AuthNotice>}
      {reset.isError && (
        <AuthNotice tone="error" title={t('reset.failed')}>
          {errorMessage(reset.error)}
        </AuthNotice>
      )}
      {/* Lets password managers file the new password under the right account. */}
      <input type="text" name="username" autoComplete="username" hidden readOnly />
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
      <Button type="submit" size="lg" className="w-full" loading={reset.isPending} disabled={!form.isValid}>
        {t('reset.submit')}
      </Button>
      <Link to="/auth" className="self-center rounded text-sm font-medium text-muted hover:text-fg">
        {t('reset.backToSignIn')}
      </Link>
    </form>
  );
}
