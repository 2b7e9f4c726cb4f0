import { Building2, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { company } from '../../../site/company.ts';
import { CompanyDetails } from '../../../site/company-details.tsx';
import { LandingSection, SectionHeading } from '../section-heading.tsx';

const FACTS = ['shops', 'metrics', 'refresh'] as const;

/** #about: who is behind the product, and the operator's configured details. */
export function CompanySection() {
  const { t } = useTranslation('landing');
  const paragraphs = t('company.paragraphs', { returnObjects: true }) as string[];
  return (
    <LandingSection id="about" labelledBy="about-title" tone="raised">
      <div className="grid gap-12 lg:grid-cols-[1.3fr_1fr] lg:gap-16">
        <div>
          <SectionHeading
            id="about-title"
            align="left"
            eyebrow={t('company.eyebrow')}
            title={t('company.title')}
          />
          <div className="mt-6 space-y-4 text-base leading-7 text-muted">
            {paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <dl className="mt-10 grid grid-cols-3 gap-4">
            {FACTS.map((key) => (
              <div key={key} className="flex flex-col-reverse">
                <dt className="mt-1 text-xs leading-5 text-muted sm:text-sm">
                  {t(`company.facts.${key}.label`)}
                </dt>
                <dd className="text-2xl font-semibold tracking-tight text-fg tabular sm:text-3xl">
                  {t(`company.facts.${key}.value`)}
                </dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="self-start rounded-2xl border border-border bg-bg/50 p-6 sm:p-8">
          <div className="flex items-center gap-3">
            <span className="flex h-10 w-10 items-center justify-center rounded-xl bg-accent-soft text-accent">
              <Building2 className="h-5 w-5" aria-hidden />
            </span>
            <h3 className="text-base font-semibold text-fg">{company.name}</h3>
          </div>
          {(company.addressLines.length > 0 || company.id) && (
            <address className="mt-5 flex gap-3 text-sm not-italic leading-6 text-muted">
              <MapPin className="mt-1 h-4 w-4 shrink-0 text-accent" aria-hidden />
              <span>
                <CompanyDetails showName={false} />
              </span>
            </address>
          )}
          <p className="mt-4 text-sm text-muted">
            <a
              href={`mailto:${t('shell:company.email')}`}
              className="text-fg underline-offset-4 hover:underline"
            >
              {t('shell:company.email')}
            </a>
          </p>
        </div>
      </div>
    </LandingSection>
  );
}
