import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Copy } from 'lucide-react';
import { toDataURL } from 'qrcode';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { notify } from '../../../lib/notify.ts';
import { postAuth, type TwoFactorEnableResult } from '../auth-api.ts';
import { AuthNotice } from '../auth-notice.tsx';
import { PasswordField } from '../password-field.tsx';
import { useAuthErrorMessage } from '../use-auth-error-message.ts';
import { SESSION_KEY } from '../use-session.ts';
import { RecoveryCodes } from './recovery-codes.tsx';

interface Setup {
  secret: string;
  qrDataUrl: string;
  backupCodes: string[];
}

type Step = { name: 'password' } | { name: 'scan'; setup: Setup } | { name: 'codes'; backupCodes: string[] };

/** The otpauth:// secret, grouped by four characters for typing it into an app by hand. */
function readSecret(totpURI: string): string {
  const secret = new URL(totpURI).searchParams.get('secret') ?? '';
  return secret.match(/.{1,4}/g)?.join(' ') ?? secret;
}

/**
 * Turning on two-factor sign-in: confirm the password, scan the QR code (or type the key),
 * prove it works with a first code, then save the backup codes, which are shown only here.
 */
export function EnableTwoFactorDialog({
  open,
  onOpenChange,
  email,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  email: string;
}) {
  const { t } = useTranslation('auth');
  const errorMessage = useAuthErrorMessage();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ name: 'password' });
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');

  const start = useMutation({
    mutationFn: async (value: string): Promise<Setup> => {
      const result = await postAuth<TwoFactorEnableResult>('/two-factor/enable', { password: value });
      const qrDataUrl = await toDataURL(result.totpURI, { width: 208, margin: 1, errorCorrectionLevel: 'M' });
      return { secret: readSecret(result.totpURI), qrDataUrl, backupCodes: result.backupCodes };
    },
    onSuccess: (setup) => {
      setPassword('');
      setStep({ name: 'scan', setup });
    },
  });

  const confirm = useMutation({
    mutationFn: (value: string) => postAuth('/two-factor/verify-totp', { code: value }),
    onSuccess: () => {
      if (step.name === 'scan') setStep({ name: 'codes', backupCodes: step.setup.backupCodes });
      notify.success(t('twoFactorSettings.enabled'));
      void queryClient.invalidateQueries({ queryKey: SESSION_KEY });
      void queryClient.invalidateQueries({ queryKey: ['me'] });
    },
    onError: () => setCode(''),
  });

  function close() {
    setStep({ name: 'password' });
    setPassword('');
    setCode('');
    start.reset();
    confirm.reset();
    onOpenChange(false);
  }

  function submitPassword(event: FormEvent) {
    event.preventDefault();
    if (password && !start.isPending) start.mutate(password);
  }

  function submitCode(event: FormEvent) {
    event.preventDefault();
    if (code.length === 6 && !confirm.isPending) confirm.mutate(code);
  }

  async function copySecret(secret: string) {
    try {
      await navigator.clipboard.writeText(secret.replace(/\s/g, ''));
      notify.success(t('twoFactorSettings.copied'));
    } catch {
      notify.warning(t('twoFactorSettings.copyFailed'));
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={step.name === 'codes' ? t('twoFactorSettings.codesTitle') : t('twoFactorSettings.setupTitle')}
      description={
        step.name === 'password'
          ? t('twoFactorSettings.passwordLead')
          : step.name === 'scan'
            ? t('twoFactorSettings.scanLead')
            : t('twoFactorSettings.codesLead')
      }
      className="max-w-lg"
    >
      {step.name === 'password' && (
        <form noValidate onSubmit={submitPassword} className="flex flex-col gap-4">
          {start.isError && (
            <AuthNotice tone="error" title={t('twoFactorSettings.failed')}>
              {errorMessage(start.error)}
            </AuthNotice>
          )}
          <PasswordField
            label={t('fields.password')}
            name="current-password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            required
          />
          <div className="flex justify-end">
            <Button type="submit" loading={start.isPending} disabled={!password}>
              {t('twoFactorSettings.continue')}
            </Button>
          </div>
        </form>
      )}

      {step.name === 'scan' && (
        <form noValidate onSubmit={submitCode} className="flex flex-col gap-4">
          <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
            <img
              src={step.setup.qrDataUrl}
              alt={t('twoFactorSettings.qrAlt')}
              width={208}
              height={208}
              className="h-52 w-52 shrink-0 rounded-lg border border-border bg-white p-1"
            />
            <div className="min-w-0 text-sm">
              <p className="text-muted">{t('twoFactorSettings.manualEntry')}</p>
              <p className="mt-2 break-all rounded-md bg-surface-2 px-2.5 py-2 font-mono text-[13px] text-fg select-all">
                {step.setup.secret}
              </p>
              <Button
                variant="ghost"
                size="sm"
                className="mt-1 -ml-2"
                onClick={() => copySecret(step.setup.secret)}
              >
                <Copy className="h-4 w-4" aria-hidden />
                {t('twoFactorSettings.copySecret')}
              </Button>
            </div>
          </div>
          <p className="text-sm text-fg">{t('twoFactorSettings.verifyLead')}</p>
          {confirm.isError && <AuthNotice tone="error">{errorMessage(confirm.error)}</AuthNotice>}
          <Field
            label={t('twoFactor.code')}
            name="one-time-code"
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={6}
            placeholder="123456"
            className="[&_input]:font-mono [&_input]:text-lg [&_input]:tracking-[0.4em]"
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
            required
          />
          <div className="flex justify-end">
            <Button type="submit" loading={confirm.isPending} disabled={code.length !== 6}>
              {t('twoFactorSettings.verify')}
            </Button>
          </div>
        </form>
      )}

      {step.name === 'codes' && (
        <div className="flex flex-col gap-5">
          <RecoveryCodes codes={step.backupCodes} email={email} />
          <div className="flex justify-end">
            <Button onClick={close}>{t('twoFactorSettings.done')}</Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
