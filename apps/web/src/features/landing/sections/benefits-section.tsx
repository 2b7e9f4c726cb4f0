import { useTranslation } from 'react-i18next';
import { LandingSection, SectionHeading } from '../section-heading.tsx';

const BENEFITS = ['profit', 'roas', 'time', 'rating'] as const;

/** What the product measures, as four headline terms, and where its numbers come from. */
export function BenefitsSection() {
  const { t } = useTranslation('landing');
  return (
    <LandingSection labelledBy="benefits-title" tone="raised">
      <SectionHeading
        id="benefits-title"
        eyebrow={t('benefits.eyebrow')}
        title={t('benefits.title')}
        lead={t('benefits.lead')}
      />
      <dl className="mt-14 grid gap-px overflow-hidden rounded-2xl border border-border bg-border sm:grid-cols-2 lg:grid-cols-4">
        {BENEFITS.map((key) => (
          <div key={key} className="flex flex-col-reverse bg-surface p-6 sm:p-8">
            <dt className="mt-2 text-sm leading-6 text-muted">{t(`benefits.items.${key}.label`)}</dt>
            <dd className="text-4xl font-semibold tracking-tight text-fg tabular">
              {t(`benefits.items.${key}.value`)}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-8 text-center text-sm text-muted">{t('benefits.proof')}</p>
    </LandingSection>
  );
}
