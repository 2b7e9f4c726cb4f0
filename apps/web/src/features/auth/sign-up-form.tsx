import { useMutation } from '@tanstack/react-query';

import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { postAuth } from './auth-api.ts';
import { AuthNotice } from './auth-notice.tsx';
import { PasswordField } from './password-field.tsx';
import { VERIFIED_CALLBACK } from './sign-in-form.tsx';
import { useAuthErrorMessage } from './use-auth-error-message.ts';
import { useFormSubmit } from './use-form-submit.ts';
import { useValidatedForm } from './use-validated-form.ts';
import { type SignUpValues, validateSignUp } from './validate-auth-form.ts';

const EMPTY: SignUpValues = { email: '', password: '', confirmPassword: '', fullName: '' };

/**
 * Registration (SPEC §5): e-mail, password twice and full name. The account is usable after the
 * e-mailed link is opened; the link returns to /auth?verified=1.
 */
export function SignUpForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const { t } = useTranslation('auth');
  const errorMessage = useAuthErrorMessage();
  const form = useValidatedForm<SignUpValues>(EMPTY, validateSignUp);

  const signUp = useMutation({
    mutationFn: (values: SignUpValues) =>
      postAuth('/sign-up/email', {
        email: values.email.trim(),
        password: values.password,
        name: values.fullName.trim(),
        callbackURL: VERIFIED_CALLBACK,
      }),
    onSuccess: (_result, values) => onRegistered(values.email.trim()),
  });

  const submit = useFormSubmit(form, {
    isPending: signUp.isPending,
    submit: () => signUp.mutate(form.values),
  });

  const fieldError = (field: keyof SignUpValues) => {
    const key = form.errors[field];
    return key ? t(`validation.${key}`) : null;
  };

  return (
    <form noValidate onSubmit={submit.onSubmit} onKeyDown={submit.onKeyDown} className="flex flex-col gap-4">
      {submit.showRequired && <AuthNotice tone="error">{t('validation.allRequired')}</AuthNotice>}
      {signUp.isError && (
        <AuthNotice tone="error" title={t('signUp.failed')}>
          {errorMessage(signUp.error)}
        </AuthNotice>
      )}
      <Field
        label={t('fields.email')}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        placeholder={t('fields.emailPlaceholder')}
        value={form.values.email}
        onChange={(event) => form.setValue('email', event.target.value)}
        error={fieldError('email')}
        required
      />
      <PasswordField
        label={t('fields.password')}
        name="new-password"
        autoComplete="new-password"
        value={form.values.password}
        onChange={(event) => form.setValue('password', event.target.value)}
        error={fieldError('password')}
        hint={t('fields.passwordHint')}
        required
      />
      <PasswordField
        label={t('fields.confirmPassword')}
        name="confirm-password"
        autoComplete="new-password"
        value={form.values.confirmPassword}
        onChange={(event) => form.setValue('confirmPassword', event.target.value)}
        error={fieldError('confirmPassword')}
        required
      />
      <Field
        label={t('fields.fullName')}
        name="name"
        autoComplete="name"
        placeholder={t('fields.fullNamePlaceholder')}
        value={form.values.fullName}
        onChange={(event) => form.setValue('fullName', event.target.value)}
        error={fieldError('fullName')}
        required
      />
      <Button type="submit" size="lg" className="w-full" loading={signUp.isPending} disabled={!form.isValid}>
        {t('signUp.submit')}
      </Button>
      <p className="text-center text-xs leading-relaxed text-muted">
        <Trans
          t={t}
          i18nKey="signUp.consent"
          components={{
            terms: (
              <Link to="/legal/terms" className="font-medium text-fg underline-offset-2 hover:underline" />
            ),
            privacy: (
              <Link to="/legal/privacy" className="font-medium text-fg underline-offset-2 hover:underline" />
            ),
          }}
        />
      </p>
    </form>
  );
}
