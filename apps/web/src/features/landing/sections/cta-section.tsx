import { ArrowRight, PlayCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useDemoSignIn } from '../use-demo-sign-in.ts';

/** The mid-page call to action: start free, or look around the demo account. */
export function CtaSection() {
  const { t } = useTranslation('landing');
  const demo = useDemoSignIn();
  return (
    <section aria-labelledby="cta-title" className="px-4 py-20 sm:px-6 sm:py-24 lg:px-8">
      <div className="relative mx-auto max-w-5xl overflow-hidden rounded-3xl bg-slate-900 px-6 py-14 text-center shadow-xl sm:px-12 dark:bg-slate-800/60 dark:ring-1 dark:ring-border">
        <div
          aria-hidden
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(50%_80%_at_50%_0%,rgba(16,185,129,0.35),transparent_70%)]"
        />
        <div className="relative">
          <h2 id="cta-title" className="text-3xl font-semibold tracking-tight text-white sm:text-4xl">
            {t('cta.title')}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-base leading-7 text-slate-300 sm:text-lg">
            {t('cta.lead')}
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Link
              to="/auth"
              className="inline-flex h-12 items-center justify-center gap-2 rounded-lg bg-emerald-400 px-6 text-base font-medium text-slate-950 shadow-sm transition hover:bg-emerald-300"
            >
              {t('hero.primary')}
              <ArrowRight className="h-4 w-4" aria-hidden />
            </Link>
            <button
              type="button"
              onClick={() => demo.mutate()}
              disabled={demo.isPending}
              aria-busy={demo.isPending || undefined}
              className="inline-flex h-12 items-center justify-center gap-2 rounded-lg px-6 text-base font-medium text-white ring-1 ring-white/25 transition hover:bg-white/10 disabled:opacity-60"
            >
              {demo.isPending ? (
                <Spinner className="h-4 w-4" />
              ) : (
                <PlayCircle className="h-4 w-4" aria-hidden />
              )}
              {t('cta.demo')}
            </button>
          </div>
        </div>
      </div>
    </section>
  );
}
