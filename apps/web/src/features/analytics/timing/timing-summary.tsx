import type { OrderTimingReport } from '@ziskomer/contracts';
import { Lightbulb } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatNumber, formatPercent } from '../../../lib/format.ts';
import { MetricGrid, MetricTile } from '../shared/metric-tile.tsx';
import { formatDays } from './format-days.ts';
import type { TimingMeasure, TimingProfile } from './timing-peaks.ts';
import { useTimingLabels } from './use-timing-labels.ts';

/** Below this many orders a weekly pattern is mostly chance, and the summary says so. */
const FEW_ORDERS = 50;

/** The busiest hour of the week in one sentence, then the strongest and weakest day and hour. */
export function TimingCallout({
  profile,
  measure,
  orders,
}: {
  profile: TimingProfile;
  measure: TimingMeasure;
  orders: number;
}) {
  const { t } = useTranslation('analyticsBehaviour');
  const labels = useTimingLabels();
  const share = (value: number) => formatPercent(value, value < 0.1 ? 1 : 0);
  return (
    <section
      aria-label={t('timing.callout.label')}
      className="flex gap-3 rounded-xl border border-accent/25 bg-accent-soft px-4 py-4 sm:px-5"
    >
      <span className="mt-0.5 flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-surface text-accent shadow-sm">
        <Lightbulb aria-hidden className="h-4 w-4" />
      </span>
      <div className="min-w-0">
        <p className="text-base font-semibold text-fg sm:text-lg">
          {t(`timing.callout.${measure}`, {
            weekday: labels.weekdayOn(profile.slot.key.weekday),
            hours: labels.hourBetween(profile.slot.key.hour),
          })}
        </p>
        <p className="mt-1 text-sm leading-6 text-muted">
          {t(measure === 'orders' ? 'timing.callout.share' : 'timing.callout.shareRevenue', {
            share: share(profile.slot.share),
          })}{' '}
          {t('timing.callout.day', {
            best: labels.weekdayName(profile.bestDay.key),
            bestShare: share(profile.bestDay.share),
            worst: labels.weekdayName(profile.worstDay.key),
            worstShare: share(profile.worstDay.share),
          })}{' '}
          {t('timing.callout.hours', {
            hours: labels.hourBetween(profile.bestHour.key),
            quietHours: labels.hourBetween(profile.quietHour.key),
          })}
        </p>
        {orders < FEW_ORDERS && <p className="mt-2 text-xs text-muted">{t('timing.callout.fewOrders')}</p>}
      </div>
    </section>
  );
}

/** The period's total, its strongest day and hour, and the median days between orders. */
export function TimingTiles({
  data,
  profile,
  measure,
  currency,
}: {
  data: OrderTimingReport;
  profile: TimingProfile | null;
  measure: TimingMeasure;
  currency: string;
}) {
  const { t } = useTranslation('analyticsBehaviour');
  const labels = useTimingLabels();
  const total = data.totals[measure];
  const shareOf = (share: number) => t('timing.tiles.shareOf', { share: formatPercent(share, 1) });
  return (
    <MetricGrid>
      <MetricTile
        label={t(`timing.tiles.${measure}.label`)}
        definition={t(`timing.tiles.${measure}.definition`)}
        value={measure === 'orders' ? formatNumber(total) : formatMoney(total, currency)}
        current={total}
        previous={data.previousTotals ? data.previousTotals[measure] : undefined}
      />
      <MetricTile
        label={t('timing.tiles.busiestDay.label')}
        definition={t('timing.tiles.busiestDay.definition')}
        value={profile ? labels.weekdayTitle(profile.bestDay.key) : '—'}
        detail={profile ? shareOf(profile.bestDay.share) : undefined}
      />
      <MetricTile
        label={t('timing.tiles.busiestHour.label')}
        definition={t('timing.tiles.busiestHour.definition')}
        value={profile ? labels.hourRange(profile.bestHour.key) : '—'}
        detail={profile ? shareOf(profile.bestHour.share) : undefined}
      />
      <MetricTile
        label={t('timing.tiles.medianGap.label')}
        definition={t('timing.tiles.medianGap.definition')}
        value={formatDays(t, data.gaps.medianDays)}
        detail={
          data.gaps.orders > 0
            ? t('timing.tiles.repeatOrders', {
                count: data.gaps.orders,
                value: formatNumber(data.gaps.orders),
              })
            : undefined
        }
        current={data.gaps.medianDays}
        previous={data.previousGaps ? data.previousGaps.medianDays : undefined}
        lowerIsBetter
      />
    </MetricGrid>
  );
}
