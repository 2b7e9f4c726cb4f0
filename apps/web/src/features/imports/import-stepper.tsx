import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../components/ui/cn.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import { getStepNumber, WIZARD_STEPS, type WizardStep } from './wizard-step.ts';

export interface ImportStepperProps {
  step: WizardStep;
  /** The file is being analysed (step 2 or 3 waits for the server). */
  analysing?: boolean;
  /** The import works through the file. */
  importing?: boolean;
}

/** SPEC §4: the wizard's numbered steps, the current one marked, with the analysing/importing flag. */
export function ImportStepper({ step, analysing = false, importing = false }: ImportStepperProps) {
  const { t } = useTranslation('imports');
  const current = getStepNumber(step);
  const busy = analysing || importing;
  const flag = importing ? t('steps.importing') : analysing ? t('steps.analysing') : null;

  return (
    <nav aria-label={t('steps.label')} className="flex flex-col gap-2">
      <ol className="flex items-center gap-1.5 sm:gap-2">
        {WIZARD_STEPS.map((name, index) => {
          const number = index + 1;
          const done = number < current || (step === 'result' && number === current);
          const active = number === current && step !== 'result';
          return (
            <li
              key={name}
              aria-current={number === current ? 'step' : undefined}
              className={cn('flex min-w-0 items-center gap-1.5 sm:gap-2', index > 0 && 'flex-1')}
            >
              {index > 0 && (
                <span
                  aria-hidden
                  className={cn('h-px min-w-3 flex-1 rounded', number <= current ? 'bg-accent' : 'bg-border')}
                />
              )}
              <span
                className={cn(
                  'flex h-7 w-7 shrink-0 items-center justify-center rounded-full border text-xs font-semibold tabular transition',
                  done && 'border-accent bg-accent text-accent-fg',
                  active && 'border-accent bg-accent-soft text-accent ring-4 ring-accent/15',
                  !done && !active && 'border-border bg-surface text-muted',
                )}
              >
                {active && busy ? (
                  <Spinner className="h-3.5 w-3.5" />
                ) : done ? (
                  <Check aria-hidden className="h-3.5 w-3.5" />
                ) : (
                  number
                )}
              </span>
              <span
                className={cn(
                  'sr-only truncate text-sm lg:not-sr-only',
                  number === current ? 'font-semibold text-fg' : 'text-muted',
                )}
              >
                <span className="sr-only">{t('steps.stepOf', { number, total: WIZARD_STEPS.length })}: </span>
                {t(`steps.${name}`)}
                {done && number !== current && <span className="sr-only"> ({t('steps.done')})</span>}
              </span>
            </li>
          );
        })}
      </ol>
      <p className="text-sm lg:hidden" aria-hidden>
        <span className="text-muted">
          {t('steps.stepOf', { number: current, total: WIZARD_STEPS.length })}:{' '}
        </span>
        <span className="font-semibold text-fg">{t(`steps.${step}`)}</span>
      </p>
      {flag && (
        <p role="status" className="inline-flex items-center gap-1.5 text-xs font-medium text-accent">
          <Spinner className="h-3 w-3" />
          {flag}
        </p>
      )}
    </nav>
  );
}
