import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { PlanCards } from '../../subscription/plan-cards.tsx';
import { LandingSection, SectionHeading } from '../section-heading.tsx';

/** #pricing: the plans from the one plan list (packages/contracts subscription.ts), as in Settings. */
export function PricingSection() {
  const { t } = useTranslation('landing');
  return (
    <LandingSection id="pricing" labelledBy="pricing-title" tone="raised">
      <SectionHeading
        id="pricing-title"
        eyebrow={t('pricing.eyebrow')}
        title={t('pricing.title')}
        lead={t('pricing.lead')}
      />
      <div className="mx-auto mt-14 max-w-4xl">
        <PlanCards
          action={(plan) => (
            <Button size="lg" variant={plan === 'full' ? 'primary' : 'secondary'} asChild className="w-full">
              <Link to="/auth">
                {t('hero.primary')}
                <ArrowRight className="h-4 w-4" aria-hidden />
              </Link>
            </Button>
          )}
        />
        <p className="mt-6 text-center text-xs leading-5 text-muted">{t('pricing.note')}</p>
      </div>
    </LandingSection>
  );
}
