import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn.ts';

export type Measure = 'revenue' | 'margin';

/** Revenue or margin: a two-button segmented control. */
export function MeasureSwitch({ value, onChange }: { value: Measure; onChange: (value: Measure) => void }) {
  const { t } = useTranslation('analyticsProducts');
  return (
    <fieldset className="inline-flex rounded-lg border border-border bg-surface-2 p-0.5">
      <legend className="sr-only">{t('products.trend.measure')}</legend>
      {(['revenue', 'margin'] as const).map((measure) => (
        <button
          key={measure}
          type="button"
          aria-pressed={value === measure}
          onClick={() => onChange(measure)}
          className={cn(
            'rounded-md px-2.5 py-1 text-xs font-medium text-muted transition-colors hover:text-fg',
            value === measure && 'bg-surface text-fg shadow-sm',
          )}
        >
          {t(`measure.${measure}`)}
        </button>
      ))}
    </fieldset>
  );
}
