import { ChevronRight, ShieldCheck, SlidersHorizontal, Store, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card, CardHeader } from '../../components/ui/card.tsx';

const LINKS = [
  { key: 'invite', to: '/settings?tab=projects-shops', icon: UserPlus },
  { key: 'shops', to: '/settings?tab=projects-shops', icon: Store },
  { key: 'security', to: '/settings', icon: ShieldCheck },
  { key: 'preferences', to: '/settings?tab=preferences', icon: SlidersHorizontal },
] as const;

/** Shortcuts to the settings a new user most often needs next. */
export function QuickLinksCard() {
  const { t } = useTranslation('home');
  return (
    <Card className="overflow-hidden">
      <CardHeader title={t('quickLinks.title')} />
      <ul className="divide-y divide-border">
        {LINKS.map(({ key, to, icon: Icon }) => (
          <li key={key}>
            <Link
              to={to}
              className="flex items-center gap-3 px-5 py-3 text-sm text-fg transition hover:bg-surface-2 focus-visible:bg-surface-2"
            >
              <Icon aria-hidden className="h-4 w-4 text-muted" />
              <span className="flex-1">{t(`quickLinks.${key}`)}</span>
              <ChevronRight aria-hidden className="h-4 w-4 text-muted" />
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
