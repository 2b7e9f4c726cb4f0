import { DatabaseZap, KeyRound, type LucideIcon, ScrollText, ShieldCheck, Smartphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LandingSection, SectionHeading } from '../section-heading.tsx';

const ITEMS: { key: string; icon: LucideIcon }[] = [
  { key: 'encryption', icon: KeyRound },
  { key: 'isolation', icon: DatabaseZap },
  { key: 'readOnly', icon: ShieldCheck },
  { key: 'twoFactor', icon: Smartphone },
  { key: 'gdpr', icon: ScrollText },
];

/** How the data is protected, in plain words. */
export function SecuritySection() {
  const { t } = useTranslation('landing');
  return (
    <LandingSection labelledBy="security-title">
      <div className="grid gap-12 lg:grid-cols-[1fr_1.4fr] lg:gap-16">
        <SectionHeading
          id="security-title"
          align="left"
          eyebrow={t('security.eyebrow')}
          title={t('security.title')}
          lead={t('security.lead')}
        />
        <ul className="grid gap-6 sm:grid-cols-2">
          {ITEMS.map(({ key, icon: Icon }) => (
            <li key={key} className="flex gap-4">
              <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl border border-border bg-surface text-accent shadow-sm">
                <Icon className="h-5 w-5" aria-hidden />
              </span>
              <div>
                <h3 className="text-sm font-semibold text-fg">{t(`security.items.${key}.title`)}</h3>
                <p className="mt-1 text-sm leading-6 text-muted">{t(`security.items.${key}.text`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </LandingSection>
  );
}
