import { ArrowRight, Rocket } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { useOnboardingStore } from '../onboarding/onboarding-store.ts';

/** The first thing a user without a shop sees: one clear way to get started. */
export function StartOnboardingCta({ hasProject }: { hasProject: boolean }) {
  const { t } = useTranslation('home');
  // A guide left half-way is resumed rather than started again.
  const started = useOnboardingStore((state) => state.step !== null && !state.finished);
  return (
    <section
      aria-labelledby="start-onboarding-title"
      className="relative overflow-hidden rounded-2xl border border-accent/30 bg-gradient-to-br from-accent-soft via-surface to-surface p-6 shadow-sm sm:p-8"
    >
      <div
        aria-hidden
        className="pointer-events-none absolute -right-16 -top-16 h-56 w-56 rounded-full bg-accent/10 blur-2xl"
      />
      <div className="relative flex flex-col gap-5 sm:flex-row sm:items-center">
        <span className="flex h-14 w-14 shrink-0 items-center justify-center rounded-2xl bg-accent text-accent-fg shadow-sm">
          <Rocket aria-hidden className="h-7 w-7" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="start-onboarding-title" className="text-lg font-semibold text-fg sm:text-xl">
            {t('cta.title')}
          </h2>
          <p className="mt-1 max-w-xl text-sm text-muted">
            {hasProject ? t('cta.textWithProject') : t('cta.text')}
          </p>
        </div>
        <Button size="lg" asChild className="w-full sm:w-auto">
          <Link to="/onboarding">
            {started ? t('cta.continue') : t('cta.button')}
            <ArrowRight aria-hidden className="h-4 w-4" />
          </Link>
        </Button>
      </div>
    </section>
  );
}
