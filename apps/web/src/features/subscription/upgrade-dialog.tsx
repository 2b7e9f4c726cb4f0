import { Mail, MessageSquare, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';

/**
 * "Přejít na plný tarif": there is no payment provider, so the button opens a dialog that says how
 * upgrading works (write to us, we switch the plan on) and offers the two ways to write.
 */
export function UpgradeButton({ accountEmail }: { accountEmail?: string }) {
  const { t } = useTranslation('subscription');
  const [open, setOpen] = useState(false);
  const address = t('shell:company.email');
  const subject = encodeURIComponent(t('upgrade.mailSubject', { email: accountEmail ?? '' }));
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <Sparkles className="h-4 w-4" aria-hidden />
        {t('upgrade.button')}
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title={t('upgrade.title')} description={t('upgrade.body')}>
        <div className="flex flex-col gap-3">
          <Button asChild>
            <a href={`mailto:${address}?subject=${subject}`}>
              <Mail className="h-4 w-4" aria-hidden />
              {t('upgrade.email', { address })}
            </a>
          </Button>
          <Button variant="secondary" asChild>
            <Link to="/support#contact">
              <MessageSquare className="h-4 w-4" aria-hidden />
              {t('upgrade.form')}
            </Link>
          </Button>
        </div>
      </Dialog>
    </>
  );
}
