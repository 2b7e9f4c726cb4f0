import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../ui/button.tsx';

/** SPEC §2: on phones and tablets visitors always have a way to /auth at the bottom of the screen. */
export function MobileCtaBar() {
  const { t } = useTranslation('shell');
  return (
    <div className="fixed inset-x-0 bottom-0 z-30 border-t border-border bg-surface/90 px-4 pb-[max(0.75rem,env(safe-area-inset-bottom))] pt-3 backdrop-blur-md lg:hidden">
      <div className="mx-auto flex max-w-xl items-center gap-3">
        <p className="hidden flex-1 text-sm text-muted sm:block">{t('cta.mobileText')}</p>
        <Button asChild className="w-full sm:w-auto">
          <Link to="/auth">
            {t('nav.startFree')}
            <ArrowRight className="h-4 w-4" aria-hidden />
          </Link>
        </Button>
      </div>
    </div>
  );
}
