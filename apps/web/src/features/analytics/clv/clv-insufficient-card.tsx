import type { ClvPredictive } from '@ziskomer/contracts';
import { CalendarClock, Check, Hourglass, Upload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { formatNumber } from '../../../lib/format.ts';
import { progressTowards } from './format-clv.ts';
import { formatDay } from './use-clv-dates.ts';

/**
 * The shop's data is not enough for a forecast: what is missing and why it matters, how far the
 * shop is on each requirement, when a forecast is likely at today's pace, and what to do.
 */
export function ClvInsufficientCard({ predictive }: { predictive: ClvPredictive }) {
  const { t } = useTranslation('analyticsClv');
  const reason = predictive.reason ?? 'too_few_customers';
  const { data, requirements } = predictive;
  const model = t(`insufficient.models.${predictive.failedModel ?? 'unknown'}`);
  const requirementsList = [
    {
      key: 'customers',
      label: t('insufficient.customers'),
      value: data.customers,
      required: requirements.minCustomers,
      text: t('insufficient.ofCustomers', {
        value: formatNumber(data.customers),
        required: formatNumber(requirements.minCustomers),
      }),
    },
    {
      key: 'repeat',
      label: t('insufficient.repeatCustomers'),
      value: data.repeatCustomers,
      required: requirements.minRepeatCustomers,
      text: t('insufficient.ofCustomers', {
        value: formatNumber(data.repeatCustomers),
        required: formatNumber(requirements.minRepeatCustomers),
      }),
    },
    {
      key: 'history',
      label: t('insufficient.history'),
      value: data.historyDays,
      required: requirements.minHistoryDays,
      text: t('insufficient.ofDays', {
        value: formatNumber(data.historyDays),
        required: formatNumber(requirements.minHistoryDays),
      }),
    },
  ];

  return (
    <Card className="overflow-hidden">
      <div className="grid lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex flex-col gap-4 px-5 py-5 sm:px-6">
          <div className="flex items-start gap-3">
            <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-warning-soft text-warning">
              <Hourglass aria-hidden className="h-5 w-5" />
            </span>
            <div className="min-w-0">
              <h3 className="text-base font-semibold text-fg">{t(`insufficient.title.${reason}`)}</h3>
              <p className="mt-1 text-sm text-muted">
                {t(`insufficient.why.${reason}`, { ...requirements, model })}
              </p>
            </div>
          </div>
          <Readiness predictive={predictive} />
          <div>
            <h4 className="text-sm font-semibold text-fg">{t('insufficient.todo.title')}</h4>
            <ul className="mt-2 flex list-disc flex-col gap-1.5 pl-5 text-sm text-muted marker:text-border">
              <li>{t('insufficient.todo.history')}</li>
              <li>{t('insufficient.todo.contacts')}</li>
              <li>{t('insufficient.todo.schedule')}</li>
            </ul>
          </div>
          <div>
            <Button asChild>
              <Link to="/import">
                <Upload aria-hidden className="h-4 w-4" />
                {t('insufficient.import')}
              </Link>
            </Button>
          </div>
        </div>
        <div className="border-t border-border bg-surface-2/40 px-5 py-5 sm:px-6 lg:border-t-0 lg:border-l">
          <h4 className="text-sm font-semibold text-fg">{t('insufficient.progress')}</h4>
          <p className="mt-0.5 text-xs text-muted">
            {t('insufficient.asOf', { day: formatDay(predictive.asOfDay) })}
          </p>
          <ul className="mt-4 flex flex-col gap-4">
            {requirementsList.map((requirement) => {
              const progress = progressTowards(requirement.value, requirement.required);
              const met = progress >= 1;
              return (
                <li key={requirement.key}>
                  <div className="flex items-baseline justify-between gap-3 text-sm">
                    <span className="font-medium text-fg">{requirement.label}</span>
                    <span
                      className={cn('flex items-center gap-1 tabular', met ? 'text-accent' : 'text-muted')}
                    >
                      {met && <Check aria-hidden className="h-3.5 w-3.5" />}
                      {requirement.text}
                      {met && <span className="sr-only"> ({t('insufficient.met')})</span>}
                    </span>
                  </div>
                  <div
                    role="progressbar"
                    aria-label={requirement.label}
                    aria-valuemin={0}
                    aria-valuemax={requirement.required}
                    aria-valuenow={Math.min(requirement.value, requirement.required)}
                    className="mt-1.5 h-2 overflow-hidden rounded-full bg-surface-2"
                  >
                    <div
                      className={cn('h-full rounded-full', met ? 'bg-accent' : 'bg-warning')}
                      style={{ width: `${Math.max(progress * 100, 2)}%` }}
                    />
                  </div>
                </li>
              );
            })}
          </ul>
        </div>
      </div>
    </Card>
  );
}

/** When the forecast is likely: a day at today's pace, "not in sight", or "cannot tell". */
function Readiness({ predictive }: { predictive: ClvPredictive }) {
  const { t } = useTranslation('analyticsClv');
  const readiness = predictive.readiness;
  if (!readiness) return null;
  let lines: string[];
  if (readiness.kind === 'estimate') {
    const count =
      readiness.limitedBy === 'customers' ? predictive.data.newCustomers : predictive.data.newRepeatCustomers;
    lines = [
      t('insufficient.when.estimate', { day: formatDay(readiness.day) }),
      readiness.limitedBy === 'history'
        ? t('insufficient.when.history')
        : t(`insufficient.when.${readiness.limitedBy}`, { count }),
    ];
  } else if (readiness.kind === 'not_in_sight') {
    lines = [t(`insufficient.when.notInSight.${readiness.limitedBy}`)];
  } else {
    lines = [t('insufficient.when.unknown')];
  }
  return (
    <p className="flex items-start gap-2.5 rounded-lg bg-surface-2 px-3 py-2.5 text-sm text-fg">
      <CalendarClock aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-muted" />
      <span>{lines.join(' ')}</span>
    </p>
  );
}
