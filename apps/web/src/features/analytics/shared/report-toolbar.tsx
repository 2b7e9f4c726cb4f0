import { PERIOD_PRESETS, type PeriodChoice } from '@ziskomer/contracts';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn.ts';
import { Switch } from '../../../components/ui/switch.tsx';
import type { ReportView } from './report-view.ts';

const PERIOD_CHOICES: readonly PeriodChoice[] = [...PERIOD_PRESETS, 'all', 'custom'];
const GRANULARITY_CHOICES = ['auto', 'day', 'week', 'month'] as const;

const selectClass =
  'h-9 rounded-md border border-border bg-surface px-2.5 text-sm text-fg shadow-sm focus-visible:outline-2 focus-visible:outline-accent';

/**
 * Period (SPEC §9 presets, the whole history, or a custom range), granularity and comparison
 * with the previous period. Segmented buttons on wide screens, compact selects on phones.
 */
export function ReportToolbar({
  view,
  onChange,
  today,
  showGranularity = true,
  showCompare = true,
}: {
  view: ReportView;
  onChange: (view: ReportView) => void;
  /** Today in the shop's zone: the custom range starts as the last 30 days. */
  today: string;
  showGranularity?: boolean;
  showCompare?: boolean;
}) {
  const { t } = useTranslation('analytics');
  const choosePeriod = (period: PeriodChoice) => {
    if (period === 'custom') {
      const from = view.from ?? shiftDay(today, -29);
      onChange({ ...view, period, from, to: view.to ?? today });
    } else onChange({ ...view, period, from: null, to: null });
  };

  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
      <fieldset className="min-w-0">
        <legend className="sr-only">{t('toolbar.period')}</legend>
        <div className="hidden rounded-lg border border-border bg-surface-2 p-0.5 lg:inline-flex">
          {PERIOD_CHOICES.map((period) => (
            <button
              key={period}
              type="button"
              aria-pressed={view.period === period}
              onClick={() => choosePeriod(period)}
              className={cn(
                'rounded-md px-2.5 py-1.5 text-sm font-medium text-muted transition-colors hover:text-fg',
                view.period === period && 'bg-surface text-fg shadow-sm',
              )}
            >
              {t(`periods.${period}`)}
            </button>
          ))}
        </div>
        <select
          aria-label={t('toolbar.period')}
          className={cn(selectClass, 'lg:hidden')}
          value={view.period}
          onChange={(event) => choosePeriod(event.target.value as PeriodChoice)}
        >
          {PERIOD_CHOICES.map((period) => (
            <option key={period} value={period}>
              {t(`periods.${period}`)}
            </option>
          ))}
        </select>
      </fieldset>

      {view.period === 'custom' && (
        <div className="flex items-center gap-2 text-sm">
          <label className="sr-only" htmlFor="report-from">
            {t('toolbar.from')}
          </label>
          <input
            id="report-from"
            type="date"
            className={selectClass}
            value={view.from ?? ''}
            max={view.to ?? today}
            onChange={(event) => event.target.value && onChange({ ...view, from: event.target.value })}
          />
          <span aria-hidden className="text-muted">
            –
          </span>
          <label className="sr-only" htmlFor="report-to">
            {t('toolbar.to')}
          </label>
          <input
            id="report-to"
            type="date"
            className={selectClass}
            value={view.to ?? ''}
            min={view.from ?? undefined}
            onChange={(event) => event.target.value && onChange({ ...view, to: event.target.value })}
          />
        </div>
      )}

      {showGranularity && (
        <label className="flex items-center gap-2 text-sm text-muted">
          {t('toolbar.granularity')}
          <select
            className={selectClass}
            value={view.granularity}
            onChange={(event) =>
              onChange({ ...view, granularity: event.target.value as ReportView['granularity'] })
            }
          >
            {GRANULARITY_CHOICES.map((choice) => (
              <option key={choice} value={choice}>
                {t(`granularity.${choice}`)}
              </option>
            ))}
          </select>
        </label>
      )}

      {showCompare && (
        <div className="flex items-center gap-2 text-sm text-muted">
          <Switch
            id="report-compare"
            checked={view.compare}
            onCheckedChange={(compare) => onChange({ ...view, compare })}
          />
          <label htmlFor="report-compare">{t('toolbar.compare')}</label>
        </div>
      )}
    </div>
  );
}

function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
