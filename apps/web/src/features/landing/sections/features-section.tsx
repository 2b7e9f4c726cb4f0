import {
  Activity,
  BarChart3,
  Building2,
  Database,
  type LucideIcon,
  PieChart,
  Repeat,
  Route,
  ShoppingBasket,
  Users,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LandingSection, SectionHeading } from '../section-heading.tsx';

const FEATURES: { key: string; icon: LucideIcon }[] = [
  { key: 'poas', icon: BarChart3 },
  { key: 'rfm', icon: Users },
  { key: 'cohorts', icon: Repeat },
  { key: 'clv', icon: PieChart },
  { key: 'products', icon: ShoppingBasket },
  { key: 'journey', icon: Route },
  { key: 'conversions', icon: Activity },
  { key: 'sql', icon: Database },
  { key: 'agency', icon: Building2 },
];

/** #features: what the product measures, and what it connects to. */
export function FeaturesSection() {
  const { t } = useTranslation('landing');
  // Brand names, except where a brand has a local name (Firemní profil Google).
  const integrations = t('features.integrations', { returnObjects: true }) as string[];
  return (
    <LandingSection id="features" labelledBy="features-title">
      <SectionHeading
        id="features-title"
        eyebrow={t('features.eyebrow')}
        title={t('features.title')}
        lead={t('features.lead')}
      />
      <ul className="mt-14 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map(({ key, icon: Icon }) => (
          <li
            key={key}
            className="group rounded-2xl border border-border bg-surface p-6 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md"
          >
            <span className="flex h-10 w-10 items-center justify-center rounded-xl bg-accent-soft text-accent">
              <Icon className="h-5 w-5" aria-hidden />
            </span>
            <h3 className="mt-4 text-base font-semibold text-fg">{t(`features.items.${key}.title`)}</h3>
            <p className="mt-2 text-sm leading-6 text-muted">{t(`features.items.${key}.text`)}</p>
          </li>
        ))}
      </ul>
      <div className="mt-16 text-center">
        <h3 className="text-sm font-semibold text-fg">{t('features.integrationsTitle')}</h3>
        <ul className="mx-auto mt-5 flex max-w-4xl flex-wrap justify-center gap-2">
          {integrations.map((name) => (
            <li
              key={name}
              className="rounded-full border border-border bg-surface px-3.5 py-1.5 text-sm font-medium text-fg/80"
            >
              {name}
            </li>
          ))}
        </ul>
      </div>
    </LandingSection>
  );
}
