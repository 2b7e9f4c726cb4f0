import { CalendarClock, FileSpreadsheet, LayoutDashboard, Plug, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';

/**
 * Step 3: order import. It arrives with a later release, so the step says so plainly and lets the
 * user finish; there is no import page to link to yet.
 */
export function ImportStep({ shopName, onFinish }: { shopName: string | null; onFinish: () => void }) {
  const { t } = useTranslation('onboarding');
  const upcoming = [
    { icon: FileSpreadsheet, title: t('import.csv'), text: t('import.csvHint') },
    { icon: Plug, title: t('import.api'), text: t('import.apiHint') },
  ];
  return (
    <div className="flex flex-col gap-6">
      <div>
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-xl font-semibold text-fg">{t('steps.3.title')}</h2>
          <Badge tone="warning" className="gap-1">
            <CalendarClock aria-hidden className="h-3 w-3" />
            {t('upcoming')}
          </Badge>
        </div>
        <p className="mt-1 text-sm text-muted">
          {shopName ? t('import.readyFor', { shop: shopName }) : t('steps.3.description')}
        </p>
      </div>
      <div className="rounded-lg border border-warning/30 bg-warning-soft/60 p-4 text-sm text-fg">
        <p className="font-medium">{t('import.notYet')}</p>
        <p className="mt-1 text-muted">{t('import.notYetHint')}</p>
      </div>
      <ul className="grid gap-3 sm:grid-cols-2">
        {upcoming.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-3 rounded-lg border border-border p-4">
            <Icon aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-muted" />
            <span>
              <span className="block text-sm font-medium text-fg">{title}</span>
              <span className="mt-0.5 block text-xs text-muted">{text}</span>
            </span>
          </li>
        ))}
      </ul>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button variant="secondary" asChild>
          <Link to="/settings?tab=projects-shops">
            <Users aria-hidden className="h-4 w-4" />
            {t('import.inviteColleagues')}
          </Link>
        </Button>
        <Button onClick={onFinish}>
          <LayoutDashboard aria-hidden className="h-4 w-4" />
          {t('import.finish')}
        </Button>
      </div>
    </div>
  );
}
