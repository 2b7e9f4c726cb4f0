import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../components/ui/cn.ts';
import type { OnboardingStep } from './onboarding-store.ts';

const STEPS: OnboardingStep[] = [1, 2, 3];

/**
 * The numbered steps. Steps already done can be revisited; steps ahead cannot be skipped to.
 */
export function OnboardingStepper({
  current,
  reachable,
  onSelect,
}: {
  current: OnboardingStep;
  /** The furthest step the user's data allows. */
  reachable: OnboardingStep;
  onSelect: (step: OnboardingStep) => void;
}) {
  const { t } = useTranslation('onboarding');
  return (
    <nav aria-label={t('stepsLabel')}>
      <p className="mb-3 text-xs font-medium uppercase tracking-wide text-muted sm:hidden">
        {t('stepOf', { step: current, total: STEPS.length })}
      </p>
      <ol className="grid grid-cols-3 gap-2 sm:gap-4">
        {STEPS.map((step) => {
          const active = step === current;
          const done = step < reachable && !active;
          const enabled = step <= reachable && !active;
          return (
            <li key={step} className="min-w-0">
              <button
                type="button"
                disabled={!enabled}
                onClick={() => onSelect(step)}
                aria-current={active ? 'step' : undefined}
                className={cn(
                  'flex w-full items-center gap-3 rounded-lg border-t-4 pt-3 text-left transition disabled:cursor-default',
                  active ? 'border-accent' : done ? 'border-accent/50' : 'border-border',
                  enabled && 'hover:opacity-80',
                )}
              >
                <span
                  className={cn(
                    'flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold tabular',
                    active
                      ? 'bg-accent text-accent-fg'
                      : done
                        ? 'bg-accent-soft text-accent'
                        : 'bg-surface-2 text-muted',
                  )}
                >
                  {done ? <Check aria-hidden className="h-4 w-4" /> : step}
                  {done && <span className="sr-only">{t('done')}</span>}
                </span>
                <span className="hidden min-w-0 sm:block">
                  <span
                    className={cn('block truncate text-sm font-medium', active ? 'text-fg' : 'text-muted')}
                  >
                    {t(`steps.${step}.title`)}
                  </span>
                  <span className="block truncate text-xs text-muted">{t(`steps.${step}.short`)}</span>
                </span>
                <span className="sr-only sm:hidden">{t(`steps.${step}.title`)}</span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
