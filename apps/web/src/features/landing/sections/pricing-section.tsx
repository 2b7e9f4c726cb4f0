import { ArrowRight, Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { LandingSection, SectionHeading } from '../section-heading.tsx';

/** #pricing: one plan at 0 Kč (SPEC §1), with everything it includes. */
export function PricingSection() {
  const { t } = useTranslation('landing');
  const included = t('pricing.included', { returnObjects: true }) as string[];
  return (
    <LandingSection id="pricing" labelledBy="pricing-title" tone="raised">
      <SectionHeading
        id="pricing-title"
        eyebrow={t('pricing.eyebrow')}
        title={t('pricing.title')}
        lead={t('pricing.lead')}
      />
      <div className="mx-auto mt-14 max-w-4xl overflow-hidden rounded-3xl border border-border bg-bg/40 shadow-sm lg:grid lg:grid-cols-[1.3fr_1fr]">
        <div className="p-8 sm:p-10">
          <h3 className="text-xl font-semibold text-fg">{t('pricing.plan')}</h3>
          <p className="mt-2 text-sm leading-6 text-muted">{t('pricing.planText')}</p>
          <p className="mt-8 text-sm font-semibold text-accent">{t('pricing.includedTitle')}</p>
          <ul className="mt-4 grid gap-3 text-sm text-fg sm:grid-cols-2">
            {included.map((item) => (
              <li key={item} className="flex gap-2.5">
                <Check className="mt-0.5 h-4 w-4 shrink-0 text-accent" aria-hidden />
                {item}
              </li>
            ))}
          </ul>
        </div>
        <div className="flex flex-col justify-center border-t border-border bg-surface p-8 text-center sm:p-10 lg:border-l lg:border-t-0">
          <p className="text-sm font-medium text-muted">{t('pricing.priceLabel')}</p>
          <p className="mt-3 flex items-baseline justify-center gap-x-2">
            <span className="text-5xl font-semibold tracking-tight text-fg tabular">{formatMoney(0)}</span>
            <span className="text-sm font-medium text-muted">{t('pricing.perMonth')}</span>
          </p>
          <Button size="lg" asChild className="mt-8">
            <Link to="/auth">
              {t('hero.primary')}
              <ArrowRight className="h-4 w-4" aria-hidden />
            </Link>
          </Button>
          <p className="mt-4 text-xs leading-5 text-muted">{t('pricing.note')}</p>
        </div>
      </div>
    </LandingSection>
  );
}
