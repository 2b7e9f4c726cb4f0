import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn.ts';
import { TIMING_MEASURES, type TimingMeasure } from './timing-peaks.ts';

/** Orders or revenue for the whole page: a two-button segmented control. */
export function TimingMeasureSwitch({
  value,
  onChange,
}: {
  value: TimingMeasure;
  onChange: (value: TimingMeasure) => void;
}) {
  const { t } = useTranslation('analyticsBehaviour');
  return (
    <fieldset className="inline-flex rounded-lg border border-border bg-surface-2 p-0.5">
      <legend className="sr-only">{t('timing.measure.label')}</legend>
      {TIMING_MEASURES.map((measure) => (
        <button
          key={measure}
          type="button"
          aria-pressed={value === measure}
          onClick={() => onChange(measure)}
          className={cn(
            'rounded-md px-3 py-1.5 text-sm font-medium text-muted transition-colors hover:text-fg',
            value === measure && 'bg-surface text-fg shadow-sm',
          )}
        >
          {t(`timing.measure.${measure}`)}
        </button>
      ))}
    </fieldset>
  );
}
