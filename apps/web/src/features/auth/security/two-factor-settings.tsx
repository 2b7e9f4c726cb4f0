import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useSession } from '../use-session.ts';
import { DisableTwoFactorDialog } from './disable-two-factor-dialog.tsx';
import { EnableTwoFactorDialog } from './enable-two-factor-dialog.tsx';

/**
 * Two-factor sign-in with an authenticator app (TOTP): its status and the way to turn it on or
 * off. Self-contained: reads the signed-in user and brings its own dialogs.
 */
export function TwoFactorSettings() {
  const { t } = useTranslation('auth');
  const { user } = useSession();
  const enabled = Boolean(user?.twoFactorEnabled);
  const [dialog, setDialog] = useState<'enable' | 'disable' | null>(null);

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between sm:gap-6">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <p className="text-sm font-medium text-fg">{t('twoFactorSettings.title')}</p>
          <Badge tone={enabled ? 'accent' : 'neutral'}>
            {enabled ? t('twoFactorSettings.statusOn') : t('twoFactorSettings.statusOff')}
          </Badge>
        </div>
        <p className="mt-0.5 text-sm text-muted">{t('twoFactorSettings.description')}</p>
      </div>
      <Button
        variant="secondary"
        className="shrink-0 self-start"
        onClick={() => setDialog(enabled ? 'disable' : 'enable')}
        disabled={!user}
      >
        {enabled ? t('twoFactorSettings.disable') : t('twoFactorSettings.enable')}
      </Button>
      <EnableTwoFactorDialog
        open={dialog === 'enable'}
        onOpenChange={(open) => setDialog(open ? 'enable' : null)}
        email={user?.email ?? ''}
      />
      <DisableTwoFactorDialog
        open={dialog === 'disable'}
        onOpenChange={(open) => setDialog(open ? 'disable' : null)}
      />
    </div>
  );
}
