import { BarChart3, Bot, type LucideIcon, Megaphone, Rocket, Wrench } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LandingSection, SectionHeading } from '../section-heading.tsx';

/** SPEC §2 app catalogue categories. */
const CATEGORIES: { key: string; icon: LucideIcon }[] = [
  { key: 'analytics', icon: BarChart3 },
  { key: 'marketing', icon: Megaphone },
  { key: 'ai', icon: Bot },
  { key: 'growth', icon: Rocket },
  { key: 'technical', icon: Wrench },
];

/** The family of apps around the dashboard, by category. */
export function ApplicationsSection() {
  const { t } = useTranslation('landing');
  return (
    <LandingSection labelledBy="applications-title" tone="raised">
      <SectionHeading
        id="applications-title"
        eyebrow={t('applications.eyebrow')}
        title={t('applications.title')}
        lead={t('applications.lead')}
      />
      <ul className="mt-14 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {CATEGORIES.map(({ key, icon: Icon }) => {
          const apps = t(`applications.categories.${key}.apps`, { returnObjects: true }) as string[];
          return (
            <li key={key} className="flex flex-col rounded-2xl border border-border bg-bg/50 p-5">
              <span className="flex h-9 w-9 items-center justify-center rounded-lg bg-accent-soft text-accent">
                <Icon className="h-[18px] w-[18px]" aria-hidden />
              </span>
              <h3 className="mt-4 text-sm font-semibold text-fg">
                {t(`applications.categories.${key}.title`)}
              </h3>
              <ul className="mt-3 space-y-1.5 text-sm text-muted">
                {apps.map((app) => (
                  <li key={app}>{app}</li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </LandingSection>
  );
}
