import { useMutation } from '@tanstack/react-query';
import { ArrowLeft, ShieldCheck } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { AuthApiError, postAuth } from './auth-api.ts';
import { AuthNotice } from './auth-notice.tsx';
import { useAuthErrorMessage } from './use-auth-error-message.ts';

/** Failures after which this sign-in attempt is over and the password must be entered again. */
const RESTART_CODES = new Set(['TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE', 'INVALID_TWO_FACTOR_COOKIE']);

const TOTP_LENGTH = 6;

interface TwoFactorStepProps {
  onVerified: () => void;
  /** Back to the password form, with the reason when the attempt expired. */
  onRestart: (reason?: string) => void;
}

/**
 * The second step of signing in to an account with two-factor authentication: a code from the
 * authenticator app, or one of the backup codes.
 */
export function TwoFactorStep({ onVerified, onRestart }: TwoFactorStepProps) {
  const { t } = useTranslation('auth');
  const errorMessage = useAuthErrorMessage();
  const [mode, setMode] = useState<'totp' | 'backup'>('totp');
  const [code, setCode] = useState('');
  const [trustDevice, setTrustDevice] = useState(false);
  const [showRequired, setShowRequired] = useState(false);
  const trustId = useId();

  const verify = useMutation({
    mutationFn: (value: string) =>
      postAuth(mode === 'totp' ? '/two-factor/verify-totp' : '/two-factor/verify-backup-code', {
        code: value,
        trustDevice,
      }),
    onSuccess: onVerified,
    onError: (error) => {
      if (error instanceof AuthApiError && RESTART_CODES.has(error.code)) onRestart(errorMessage(error));
      else setCode('');
    },
  });

  const cleaned = mode === 'totp' ? code.replace(/\D/g, '') : code.trim();
  const isComplete = mode === 'totp' ? cleaned.length === TOTP_LENGTH : cleaned.length > 0;

  function submit(value: string) {
    if (verify.isPending) return;
    if (!(mode === 'totp' ? value.length === TOTP_LENGTH : value.length > 0)) {
      setShowRequired(true);
      return;
    }
    verify.mutate(value);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    submit(cleaned);
  }

  // The disabled submit button blocks Enter; Enter still says what is missing.
  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement && !isComplete) {
      event.preventDefault();
      submit(cleaned);
    }
  }

  function onCodeChange(value: string) {
    setShowRequired(false);
    if (mode === 'backup') {
      setCode(value);
      return;
    }
    const digits = value.replace(/\D/g, '').slice(0, TOTP_LENGTH);
    setCode(digits);
    // A full code (typed or pasted, or filled in by the phone) is sent at once.
    if (digits.length === TOTP_LENGTH && !verify.isPending) verify.mutate(digits);
  }

  function switchMode() {
    setMode((current) => (current === 'totp' ? 'backup' : 'totp'));
    setCode('');
    setShowRequired(false);
    verify.reset();
  }

  return (
    <form noValidate onSubmit={onSubmit} onKeyDown={onKeyDown} className="flex flex-col gap-4">
      <div className="flex items-start gap-3">
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent">
          <ShieldCheck className="h-5 w-5" aria-hidden />
        </span>
        <div>
          <h2 className="text-lg font-semibold text-fg">{t('twoFactor.title')}</h2>
          <p className="mt-0.5 text-sm text-muted">
            {mode === 'totp' ? t('twoFactor.lead') : t('twoFactor.backupLead')}
          </p>
        </div>
      </div>
      {verify.isError && <AuthNotice tone="error">{errorMessage(verify.error)}</AuthNotice>}
      <Field
        key={mode}
        label={mode === 'totp' ? t('twoFactor.code') : t('twoFactor.backupCode')}
        name={mode === 'totp' ? 'one-time-code' : 'backup-code'}
        autoComplete={mode === 'totp' ? 'one-time-code' : 'off'}
        inputMode={mode === 'totp' ? 'numeric' : 'text'}
        maxLength={mode === 'totp' ? TOTP_LENGTH : 32}
        placeholder={mode === 'totp' ? '123456' : 'abcde-12345'}
        className={
          mode === 'totp'
            ? '[&_input]:text-center [&_input]:font-mono [&_input]:text-lg [&_input]:tracking-[0.5em]'
            : '[&_input]:font-mono'
        }
        value={code}
        onChange={(event) => onCodeChange(event.target.value)}
        error={
          showRequired
            ? t(mode === 'totp' ? 'validation.codeRequired' : 'validation.backupCodeRequired')
            : null
        }
        autoFocus
        required
      />
      <label htmlFor={trustId} className="flex items-center gap-2 text-sm text-fg">
        <input
          id={trustId}
          type="checkbox"
          checked={trustDevice}
          onChange={(event) => setTrustDevice(event.target.checked)}
          className="h-4 w-4 rounded border-border accent-[var(--accent)]"
        />
        {t('twoFactor.trustDevice')}
      </label>
      <Button type="submit" size="lg" className="w-full" loading={verify.isPending} disabled={!isComplete}>
        {t('twoFactor.submit')}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <button
          type="button"
          onClick={() => onRestart()}
          className="inline-flex items-center gap-1.5 rounded font-medium text-muted hover:text-fg"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden />
          {t('twoFactor.back')}
        </button>
        <button
          type="button"
          onClick={switchMode}
          className="rounded font-medium text-accent hover:underline"
        >
          {mode === 'totp' ? t('twoFactor.useBackup') : t('twoFactor.useApp')}
        </button>
      </div>
    </form>
  );
}
