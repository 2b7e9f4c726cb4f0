import { KeyRound, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { ChangePasswordDialog } from '../../auth/security/change-password-dialog.tsx';
import { TwoFactorSettings } from '../../auth/security/two-factor-settings.tsx';

const ICON_CLASS =
  'hidden h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-surface-2 text-muted sm:flex';

/** Zabezpečení: quick security actions — change the password, set up two-factor sign-in. */
export function SecurityCard() {
  const { t } = useTranslation('settings');
  const [changingPassword, setChangingPassword] = useState(false);
  return (
    <Card>
      <CardHeader title={t('security.title')} description={t('security.description')} />
      <div className="divide-y divide-border">
        <div className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center sm:gap-4">
          <span aria-hidden className={ICON_CLASS}>
            <KeyRound className="h-5 w-5" />
          </span>
          <div className="min-w-0 flex-1">
            <p className="text-sm font-medium text-fg">{t('security.password')}</p>
            <p className="text-sm text-muted">{t('security.passwordHint')}</p>
          </div>
          <Button
            variant="secondary"
            className="self-start sm:self-auto"
            onClick={() => setChangingPassword(true)}
          >
            {t('security.changePassword')}
          </Button>
        </div>
        <div className="flex gap-4 px-5 py-4">
          <span aria-hidden className={ICON_CLASS}>
            <ShieldCheck className="h-5 w-5" />
          </span>
          <div className="min-w-0 flex-1">
            <TwoFactorSettings />
          </div>
        </div>
      </div>
      <ChangePasswordDialog open={changingPassword} onOpenChange={setChangingPassword} />
    </Card>
  );
}
