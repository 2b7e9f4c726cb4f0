import { ArrowDown, ArrowRight, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { LivePreviewCard } from './live-preview-card.tsx';

/** SPEC §2 hero: the promise, 'Vyzkoušet zdarma - bez karty', the trial line and the live preview. */
export function HeroSection() {
  const { t } = useTranslation('landing');
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(60%_50%_at_70%_0%,rgba(16,185,129,0.14),transparent_70%),radial-gradient(40%_40%_at_0%_30%,rgba(20,184,166,0.08),transparent_70%)]"
      />
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 -z-10 bg-[linear-gradient(to_right,rgba(100,116,139,0.08)_1px,transparent_1px),linear-gradient(to_bottom,rgba(100,116,139,0.08)_1px,transparent_1px)] bg-[size:48px_48px] [mask-image:radial-gradient(ellipse_at_top,black_30%,transparent_75%)]"
      />
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 pb-20 pt-14 sm:px-6 sm:pt-20 lg:grid-cols-[1.05fr_1fr] lg:gap-16 lg:px-8 lg:pb-28 lg:pt-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-border bg-surface/80 px-3 py-1 text-xs font-medium text-muted shadow-sm">
            <Sparkles className="h-3.5 w-3.5 text-accent" aria-hidden />
            {t('hero.eyebrow')}
          </p>
          <h1
            id="hero-title"
            className="mt-5 text-4xl font-semibold tracking-tight text-fg sm:text-5xl lg:text-[3.4rem] lg:leading-[1.08]"
          >
            {t('hero.titleStart')} <span className="text-accent">{t('hero.titleHighlight')}</span>
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-8 text-muted">{t('hero.lead')}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button size="lg" asChild>
              <Link to="/auth">
                {t('hero.primary')}
                <ArrowRight className="h-4 w-4" aria-hidden />
              </Link>
            </Button>
            <Button size="lg" variant="secondary" asChild>
              <a href="#features">
                {t('hero.secondary')}
                <ArrowDown className="h-4 w-4" aria-hidden />
              </a>
            </Button>
          </div>
          <p className="mt-5 text-sm text-muted">{t('hero.trialLine')}</p>
        </div>
        <LivePreviewCard />
      </div>
    </section>
  );
}
