import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { cn } from '../../components/ui/cn.ts';
import type { PeriodDays } from './use-google-products.ts';

const PERIODS = [7, 30, 90] as const;

/** The period of a Google product's page, kept in ?days= (30 by default). */
export function usePeriodDays(): [PeriodDays, (days: PeriodDays) => void] {
  const [params, setParams] = useSearchParams();
  const requested = Number(params.get('days'));
  const days = (PERIODS as readonly number[]).includes(requested) ? (requested as PeriodDays) : 30;
  return [days, (value) => setParams(value === 30 ? {} : { days: String(value) }, { replace: true })];
}

/** 7 / 30 / 90 days as one segmented control of radio buttons. */
export function PeriodPicker({ days, onChange }: { days: PeriodDays; onChange: (days: PeriodDays) => void }) {
  const { t } = useTranslation('googleProducts');
  return (
    <fieldset className="flex w-fit rounded-lg border border-border bg-surface p-0.5">
      <legend className="sr-only">{t('period')}</legend>
      {PERIODS.map((value) => (
        <label
          key={value}
          className={cn(
            'cursor-pointer rounded-md px-3 py-1.5 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring/50',
            value === days ? 'bg-surface-2 font-medium text-fg shadow-sm' : 'text-muted hover:text-fg',
          )}
        >
          <input
            type="radio"
            name="google-period"
            className="sr-only"
            checked={value === days}
            onChange={() => onChange(value)}
          />
          {t(`days.${value}`)}
        </label>
      ))}
    </fieldset>
  );
}
