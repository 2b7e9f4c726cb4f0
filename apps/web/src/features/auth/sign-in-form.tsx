import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { AuthApiError, postAuth, type SignInResult } from './auth-api.ts';
import { AuthNotice } from './auth-notice.tsx';
import { PasswordField } from './password-field.tsx';
import { useAuthErrorMessage } from './use-auth-error-message.ts';
import { useFormSubmit } from './use-form-submit.ts';
import { useValidatedForm } from './use-validated-form.ts';
import { type SignInValues, validateSignIn } from './validate-auth-form.ts';

export const VERIFIED_CALLBACK = '/auth?verified=1';

interface SignInFormProps {
  defaultEmail: string;
  onSignedIn: () => void;
  onTwoFactor: () => void;
  onForgotPassword: (email: string) => void;
}

/** E-mail and password (SPEC §5); hands over to the two-factor step when the account has it. */
export function SignInForm({ defaultEmail, onSignedIn, onTwoFactor, onForgotPassword }: SignInFormProps) {
  const { t } = useTranslation('auth');
  const errorMessage = useAuthErrorMessage();
  const form = useValidatedForm<SignInValues>({ email: defaultEmail, password: '' }, validateSignIn);
  const [resent, setResent] = useState(false);

  const signIn = useMutation({
    mutationFn: (values: SignInValues) =>
      postAuth<SignInResult>('/sign-in/email', {
        email: values.email.trim(),
        password: values.password,
        rememberMe: true,
      }),
    onSuccess: (result) => (result.twoFactorRedirect ? onTwoFactor() : onSignedIn()),
  });
  const resend = useMutation({
    mutationFn: () =>
      postAuth('/send-verification-email', {
        email: form.values.email.trim(),
        callbackURL: VERIFIED_CALLBACK,
      }),
    onSuccess: () => setResent(true),
  });

  const submit = useFormSubmit(form, {
    isPending: signIn.isPending,
    submit: () => {
      setResent(false);
      resend.reset();
      signIn.mutate(form.values);
    },
  });

  const failure = signIn.error;
  const notVerified = failure instanceof AuthApiError && failure.code === 'EMAIL_NOT_VERIFIED';

  return (
    <form noValidate onSubmit={submit.onSubmit} onKeyDown={submit.onKeyDown} className="flex flex-col gap-4">
      {submit.showRequired && <AuthNotice tone="error">{t('validation.signInRequired')}</AuthNotice>}
      {failure && !resent && (
        <AuthNotice
          tone="error"
          action={
            notVerified ? (
              <Button
                variant="secondary"
                size="sm"
                loading={resend.isPending}
                onClick={() => resend.mutate()}
              >
                {t('verification.resend')}
              </Button>
            ) : undefined
          }
        >
          {errorMessage(failure)}
        </AuthNotice>
      )}
      {resend.isError && <AuthNotice tone="error">{errorMessage(resend.error)}</AuthNotice>}
      {resent && <AuthNotice tone="success">{t('verification.resent')}</AuthNotice>}

      <Field
        label={t('fields.email')}
        type="email"
        name="email"
        autoComplete="username"
        inputMode="email"
        placeholder={t('fields.emailPlaceholder')}
        value={form.values.email}
        onChange={(event) => form.setValue('email', event.target.value)}
        error={form.errors.email ? t(`validation.${form.errors.email}`) : null}
        required
      />
      <div className="flex flex-col gap-1.5">
        <PasswordField
          label={t('fields.password')}
          name="password"
          autoComplete="current-password"
          value={form.values.password}
          onChange={(event) => form.setValue('password', event.target.value)}
          required
        />
        <button
          type="button"
          onClick={() => onForgotPassword(form.values.email.trim())}
          className="self-end rounded text-sm font-medium text-accent hover:underline"
        >
          {t('signIn.forgot')}
        </button>
      </div>
      <Button type="submit" size="lg" className="w-full" loading={signIn.isPending} disabled={!form.isValid}>
        {t('signIn.submit')}
      </Button>
    </form>
  );
}
